import { afterEach, beforeEach, vi } from 'vitest'
import type { AuthErrorEvent, AuthResult, FoyerClient } from '../../src/core/internal.js'

/** Lets the in-process backend answer (real crypto, promise chains) between fake-timer steps. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0)
}

/** Watches a promise without awaiting it: `done`, then `value` or `error`. */
export function settle<T>(promise: Promise<T>) {
  const out: { value?: T; error?: unknown; done: boolean } = { done: false }
  promise.then((value) => Object.assign(out, { value, done: true }), (error) => Object.assign(out, { error, done: true }))
  return out
}

/**
 * Around each test: fake timers, a page at https://app.example/login (the relying party and the
 * redirect URL the actions read) and silenced intent warnings; all undone afterwards.
 */
export function onFakePage(toFake: ('setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'Date')[]) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake })
    vi.stubGlobal('location', { host: 'app.example', href: 'https://app.example/login', origin: 'https://app.example' })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

/**
 * Records a flow's statuses (through its `watch…Flow`) and the client's login/link events and
 * their errors, in order.
 */
export function recordFlow<Status extends string>(
  client: FoyerClient,
  watch: (client: FoyerClient, listener: { onChange: (state: { status: Status }) => void }) => unknown,
) {
  const statuses: Status[] = []
  watch(client, { onChange: (s) => statuses.push(s.status) })
  const seen = { login: [] as AuthResult[], link: [] as AuthResult[], loginError: [] as AuthErrorEvent[], linkError: [] as AuthErrorEvent[] }
  client.events.on('login', (r) => seen.login.push(r))
  client.events.on('link', (r) => seen.link.push(r))
  client.events.on('loginError', (e) => seen.loginError.push(e))
  client.events.on('linkError', (e) => seen.linkError.push(e))
  return { statuses, seen }
}
