// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDevBackend, type DevBackend } from '../../src/testing/index.js'
import { createFakeLocks, createTabs } from '../core/session/tabs.js'
import { clientOnBackend } from '../core/helpers.js'

/**
 * Two browser tabs of one app: each tab is its own copy of the kit (fresh modules, so each has its
 * own FoyerProvider — a page can only mount one) rendered in its own React root, sharing ONE
 * storage, the storage events between them and the Web Locks.
 */
let backend: DevBackend
let now: number
let warn: ReturnType<typeof vi.spyOn>
const HOUR = 3_600_000

beforeEach(() => {
  now = Date.now()
  backend = createDevBackend({ now: () => now })
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  warn.mockRestore()
})

async function openTab(tabs: ReturnType<typeof createTabs>, locks: ReturnType<typeof createFakeLocks>, name: string) {
  vi.resetModules()
  const core = await import('../../src/core/index.js')
  const hooks = await import('../../src/hooks/index.js')
  const { storage, storageEvents } = tabs.tab()
  const client = clientOnBackend(backend, { storage, now: () => now, crossTab: { locks, storageEvents } })
  const tokens: (string | null)[] = []
  function Page() {
    const { ready, user, logout, getAccessToken } = hooks.useFoyer()
    if (!ready) return <p>loading</p>
    return (
      <div>
        <p data-testid="status">{user ? `Logged in as ${user.email?.address}` : 'Logged out'}</p>
        <button type="button" onClick={() => void logout()}>Log out</button>
        <button type="button" onClick={() => void getAccessToken().then((t) => tokens.push(t))}>Get access token</button>
      </div>
    )
  }
  const container = document.body.appendChild(document.createElement('div'))
  container.dataset.tab = name
  render(<hooks.FoyerProvider client={client}><Page /></hooks.FoyerProvider>, { container })
  const view = within(container)
  await waitFor(() => view.getByTestId('status'))
  return { core, client, view, tokens }
}

describe('two tabs (two React roots, one shared storage)', () => {
  it('a login in one tab shows in the other; a logout in the other logs the first out', async () => {
    const tabs = createTabs()
    const locks = createFakeLocks()
    const one = await openTab(tabs, locks, 'one')
    const two = await openTab(tabs, locks, 'two')
    expect(one.view.getByTestId('status').textContent).toBe('Logged out')

    await act(async () => {
      await one.core.sendEmailCode(one.client, { email: 'ada@example.com' })
      await one.core.loginWithEmailCode(one.client, { code: backend.mailbox.latest('ada@example.com')!.code })
    })
    await waitFor(() => expect(two.view.getByTestId('status').textContent).toBe('Logged in as ada@example.com'))

    fireEvent.click(two.view.getByText('Log out'))
    await waitFor(() => expect(one.view.getByTestId('status').textContent).toBe('Logged out'))
    expect(two.view.getByTestId('status').textContent).toBe('Logged out')
    expect(backend.requests.count('POST', '/api/v1/sessions/logout')).toBe(1)
  })

  it("an expired access token read in both tabs: ONE refresh reaches the backend, both get the same token", async () => {
    const tabs = createTabs()
    const locks = createFakeLocks()
    const one = await openTab(tabs, locks, 'one')
    await act(async () => {
      await one.core.sendEmailCode(one.client, { email: 'ada@example.com' })
      await one.core.loginWithEmailCode(one.client, { code: backend.mailbox.latest('ada@example.com')!.code })
    })
    const two = await openTab(tabs, locks, 'two')
    await waitFor(() => expect(two.view.getByTestId('status').textContent).toBe('Logged in as ada@example.com'))

    now += 2 * HOUR
    backend.requests.clear()
    fireEvent.click(one.view.getByText('Get access token'))
    fireEvent.click(two.view.getByText('Get access token'))
    await waitFor(() => expect([...one.tokens, ...two.tokens]).toHaveLength(2))
    expect(backend.requests.count('POST', '/api/v1/sessions')).toBe(1)
    expect(one.tokens[0]).toBeTruthy()
    expect(two.tokens[0]).toBe(one.tokens[0])
    expect(one.view.getByTestId('status').textContent).toBe('Logged in as ada@example.com')
    expect(two.view.getByTestId('status').textContent).toBe('Logged in as ada@example.com')
  })
})
