/**
 * Story support: every story runs a real FoyerProvider whose client talks to an in-process dev
 * backend, and drives its state with real actions and injected faults (no mocked hook values).
 */
import { useEffect, useState, type ReactNode } from 'react'
import {
  createFoyerClient, createMemoryStorage, loginWithEmailCode, sendEmailCode, startClient, startWalletConnectors, type CreateFoyerClientParameters, type FoyerClient,
} from '../src/core/internal.js'
import { FoyerProvider } from '../src/hooks/index.js'
import {
  createDevBackend, createSoftwareAuthenticator, DEV_APP_ID, type DevBackend, type DevBackendOptions, type SoftwareAuthenticator,
} from '../src/testing/index.js'
import { getStoryGlobals, setStoryGlobals, STORY_LOCALES, storyCanvasIsDark, storyTheme, type StoryLocale } from './globals.js'
import { withStoryCopy } from './locales.js'
import { stackAppearance, storyOverrides } from './overrides.js'
import { FoyerEmbed, FoyerScreens, type Appearance, type FoyerScreensProps } from '../src/ui/index.js'

export type Scheme = 'light' | 'dark'
export type StoryContext = {
  backend: DevBackend
  client: FoyerClient
  /** Shifts the client's clock (ms), e.g. to start with the resend countdown over. */
  clock: { offset: number }
  /** The client's WebAuthn authenticator (software: real keys, verified by the backend). */
  authenticator: SoftwareAuthenticator
}

export type ScreenStoryProps = {
  scheme: Scheme
  backend?: DevBackendOptions
  /** Runs once the client is ready, before the screens mount; its result is passed to `screens`. */
  setup?: (ctx: StoryContext) => Promise<Partial<FoyerScreensProps> | void>
  /** Runs after the screens mounted (type, click …), with the story's root element. */
  play?: (root: HTMLElement, ctx: StoryContext) => Promise<void> | void
  screens?: Partial<FoyerScreensProps>
  children?: ReactNode
  /** Render `<FoyerEmbed/>` (answers `login()`) instead of `<FoyerScreens/>`. */
  embed?: boolean
  /** `<FoyerProvider appearance>`: provider-wide overrides (the gallery's overrides sample goes under them). */
  providerAppearance?: Appearance
  /** Client options over the story's (e.g. `walletServiceUrl`). */
  client?: Partial<CreateFoyerClientParameters>
}

/** One screen of the default UI, inline, in a real provider. */
export function ScreenStory({ scheme: initialScheme, backend: options, setup, play, screens, embed, providerAppearance, client: clientOptions }: ScreenStoryProps) {
  const scheme = useSchemeSwitch(initialScheme)
  useLocaleSwitch()
  const [ctx] = useState<StoryContext>(() => {
    const backend = createDevBackend(options)
    const clock = { offset: 0 }
    const authenticator = createSoftwareAuthenticator()
    const client = createFoyerClient({
      appId: DEV_APP_ID,
      apiUrl: 'http://foyer.dev.local',
      fetch: (input, init) => backend.fetch(new Request(input, init)),
      storage: createMemoryStorage(),
      now: () => Date.now() + clock.offset,
      webauthn: authenticator,
      ...clientOptions,
    })
    return { backend, client, clock, authenticator }
  })
  const [props, setProps] = useState<Partial<FoyerScreensProps> | null>(null)
  const [root, setRoot] = useState<HTMLElement | null>(null)
  // `data-story-failed` (the error's message) tells the harness that setup or play threw.
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    startClient(ctx.client)
      // Wallet discovery (the wallet hooks start it too; setups may wait for connectors first).
      .then(() => void startWalletConnectors(ctx.client))
      .then(() => setup?.(ctx))
      .then((extra) => live && setProps(extra ?? {}))
      .catch((error) => {
        console.error('[story] setup failed', error)
        if (live) setFailure(`setup failed: ${messageOf(error)}`)
      })
    return () => {
      live = false
    }
  }, [ctx, setup])
  // `data-story-ready` tells the gallery harness (scripts/stories.ts) that setup and play ran.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!root || !props) return
    void Promise.resolve(play?.(root, ctx)).then(
      () => setReady(true),
      (error) => {
        console.error('[story] play failed', error)
        setFailure(`play failed: ${messageOf(error)}`)
      },
    )
  }, [root, props, play, ctx])
  // The gallery's overrides sample (`?overrides=1`): provider-wide, so each story's own appearance and copy win.
  const sample = storyOverrides()
  return (
    <FoyerProvider client={ctx.client} appearance={stackAppearance(sample?.appearance, providerAppearance)}>
      <StoryCanvas scheme={scheme}>
        <div ref={setRoot} data-story-ready={ready ? '' : undefined} data-story-failed={failure ?? undefined}>
          {props && (embed
            ? <FoyerEmbed theme={storyTheme(scheme)} appearance={screens?.appearance ?? props.appearance} copy={withStoryCopy(sample?.copy, screens?.copy ?? props.copy)} />
            : <FoyerScreens theme={storyTheme(scheme)} {...screens} {...props} copy={withStoryCopy(sample?.copy, screens?.copy, props.copy)} />)}
        </div>
      </StoryCanvas>
    </FoyerProvider>
  )
}

/**
 * The story's colour scheme, switched in place by a `foyer-story-scheme` event on the window
 * (detail 'light' or 'dark'): the gallery's walk (test/e2e/stories.e2e.ts) checks a Dark story's
 * colours on its open Light twin this way, in the same state, without mounting it again.
 */
function useSchemeSwitch(initial: Scheme): Scheme {
  const [scheme, setScheme] = useState(initial)
  useStoryEvent('foyer-story-scheme', (to) => {
    if (to === 'light' || to === 'dark') setScheme(to)
  })
  return scheme
}

/** Calls `onDetail` with the detail of every `name` CustomEvent on the window while mounted (`onDetail` as first given). */
function useStoryEvent(name: string, onDetail: (detail: unknown) => void): void {
  const [handler] = useState(() => onDetail)
  useEffect(() => {
    const listener = (event: Event) => handler((event as CustomEvent<unknown>).detail)
    window.addEventListener(name, listener)
    return () => window.removeEventListener(name, listener)
  }, [name, handler])
}

/**
 * Switches the gallery's locale in place: a `foyer-story-locale` event on the window (detail 'en',
 * 'es' or 'pseudo') sets the locale global and renders the story again, in the same state. The
 * story checks (test/ui/story-checks/states.tsx) check a story's state in English, then every
 * text of it in the pseudo-locale, on one mount.
 */
export function useLocaleSwitch(): void {
  const [, setSwitches] = useState(0)
  useStoryEvent('foyer-story-locale', (to) => {
    if (!(STORY_LOCALES as readonly unknown[]).includes(to)) return
    setStoryGlobals({ ...getStoryGlobals(), locale: to as StoryLocale })
    setSwitches((n) => n + 1)
  })
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The Light and Dark story of one state. */
export function variants(props: Omit<ScreenStoryProps, 'scheme'>) {
  return {
    Light: () => <ScreenStory scheme="light" {...props} />,
    Dark: () => <ScreenStory scheme="dark" {...props} />,
  }
}

export function StoryCanvas({ scheme, children }: { scheme: Scheme; children: ReactNode }) {
  return (
    // `data-story-canvas`: what `npm run screenshots` crops each image to.
    <div data-story-canvas="" style={{ padding: 24, minHeight: 680, background: storyCanvasIsDark(scheme) ? '#0b0d12' : '#eef0f4' }}>
      {children}
    </div>
  )
}

// ── Drivers: real actions through the client ───────────────────────────────
export const EMAIL = 'ada@example.com'

export async function sendCode(ctx: StoryContext, email = EMAIL): Promise<string> {
  await sendEmailCode(ctx.client, { email })
  return ctx.backend.mailbox.latest(email)!.code
}

/** Sends a code, then submits it against a faulted (or real) backend; resolves with the failure. */
export async function failLogin(ctx: StoryContext, fault?: { status: number; code: string; error: string }): Promise<unknown> {
  const code = await sendCode(ctx)
  if (fault) {
    ctx.backend.faults.add({ path: '/api/v1/passwordless/authenticate', status: fault.status, body: { error: fault.error, code: fault.code }, times: 1 })
  }
  try {
    await loginWithEmailCode(ctx.client, { code })
    return null
  } catch (error) {
    return error
  }
}

export const wrong = (code: string) => code.split('').map((d) => String((Number(d) + 1) % 10)).join('')

// ── DOM helpers for `play` ─────────────────────────────────────────────────
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits for an element matching `selector` inside `root` (a story whose element never comes fails:
 * `data-story-failed`; the time limit is generous for a busy machine).
 */
export async function find<T extends Element = HTMLElement>(root: HTMLElement, selector: string, timeoutMs = 10_000): Promise<T> {
  const start = Date.now()
  for (;;) {
    const found = root.querySelector<T & Element>(selector)
    if (found) return found as T
    if (Date.now() - start > timeoutMs) throw new Error(`[story] nothing matches ${selector}`)
    await wait(30)
  }
}

/** Sets an input's value the way typing does (React sees the change). */
export function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Types a code into the six boxes, one digit each. */
export async function typeCode(root: HTMLElement, code: string) {
  await find(root, '.foyer-otpInputCell')
  const cells = [...root.querySelectorAll<HTMLInputElement>('.foyer-otpInputCell')]
  code.split('').forEach((digit, i) => typeInto(cells[i]!, digit))
}

export async function submitEmail(root: HTMLElement, email: string) {
  typeInto(await find<HTMLInputElement>(root, '.foyer-emailInput'), email)
  await wait(50)
  ;(await find<HTMLButtonElement>(root, '.foyer-primaryButton')).click()
}
