// Server rendering (Next.js App Router, Remix, a Vite SSR server …): a page with the provider,
// the modal and a component using useFoyer renders with renderToString in plain Node — no
// `window`, no `document` — and the browser's first render hydrates it without a mismatch.
// This file runs in vitest's node environment; the browser half installs happy-dom itself.
import { setupServer } from 'msw/node'
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { builtinEnvironments } from 'vitest/runtime'
// Static imports: importing the kit on a server must not touch window.
import { FoyerProvider, useFoyer } from '../../src/index.js'
import { createDevBackend } from '../../src/testing/index.js'
import { devBackendHandlers } from '../../src/testing/msw.js'
import { FoyerModal } from '../../src/ui/index.js'

const APP_ID = 'foyerdemoapp0000000000001'
const API_URL = 'http://127.0.0.1:4400'

function Account() {
  const { ready, authenticated, user, login, logout } = useFoyer()
  if (!ready) return <p>Loading…</p>
  if (!authenticated) return <button onClick={() => login()}>Log in</button>
  return <button onClick={logout}>Log out {user?.email?.address}</button>
}

function Page() {
  return (
    <FoyerProvider appId={APP_ID} apiUrl={API_URL}>
      <main>
        <h1>Shop</h1>
        <Account />
      </main>
      <FoyerModal />
    </FoyerProvider>
  )
}

let teardownDom: (() => Promise<void>) | undefined
const server = setupServer(...devBackendHandlers(createDevBackend({ appId: APP_ID }), { baseUrl: API_URL }))
afterAll(async () => {
  server.close()
  await teardownDom?.()
})

describe('server rendering', () => {
  let markup = ''

  test('this file runs with no window and no document (a server)', () => {
    expect(globalThis.window).toBeUndefined()
    expect(globalThis.document).toBeUndefined()
    expect(typeof localStorage).toBe('undefined')
  })

  test('renderToString renders the provider, the modal and useFoyer (ready: false) with no error or warning', () => {
    const errors = vi.spyOn(console, 'error')
    const warnings = vi.spyOn(console, 'warn')
    markup = renderToString(<Page />)
    expect(markup).toContain('<h1>Shop</h1>')
    expect(markup).toContain('<p>Loading…</p>')
    expect(errors).not.toHaveBeenCalled()
    expect(warnings).not.toHaveBeenCalled()
    // Rendering on the server defines no browser globals either.
    expect(globalThis.window).toBeUndefined()
  })

  test('the first client render is the server markup: hydrateRoot in a browser DOM reports no mismatch, then the page comes alive', async () => {
    // The browser: happy-dom's globals on this same process, then react-dom/client (which reads them when it loads).
    const dom = await builtinEnvironments['happy-dom'].setup(globalThis, { happyDOM: { url: 'http://localhost:3000/' } })
    teardownDom = () => Promise.resolve(dom.teardown(globalThis))
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    server.listen({ onUnhandledRequest: 'error' })
    const { hydrateRoot } = await import('react-dom/client')

    const container = document.createElement('div')
    container.innerHTML = markup
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    const recoverable: unknown[] = []
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) })
    })
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()

    // Hydrated and live: the client starts (app config from the dev backend) and useFoyer is ready.
    await vi.waitFor(() => expect(container.querySelector('button')?.textContent).toBe('Log in'), { timeout: 5000 })
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    await act(async () => root!.unmount())
  })
})
