// @vitest-environment happy-dom
// fresh module graph: the dialog's and the landing's chunks must not have loaded before login().
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

/** The landing's code arrives after the dialog's, when the test lets it (as a bigger chunk on a slow network would). */
const landingGate = {
  open: () => {},
  passed: Promise.resolve(),
  close() {
    this.passed = new Promise<void>((resolve) => { this.open = resolve })
  },
}

/** FoyerModal's wait for the first screen's code before it shows the dialog with its spinner. */
const SCREEN_WAIT_MS = 400

/**
 * FoyerModal's wait, held by the test: it ends when `elapse()` is called, not by the clock, so the
 * race between the landing's code and the wait is decided by the test on any machine.
 */
function holdTheWait() {
  const realSetTimeout = globalThis.setTimeout
  const wait: { elapse?: () => void } = {}
  vi.stubGlobal('setTimeout', ((handler: () => void, ms?: number, ...rest: unknown[]) => {
    if (ms !== SCREEN_WAIT_MS) return realSetTimeout(handler, ms, ...rest)
    wait.elapse = handler
    return 0
  }) as typeof setTimeout)
  return wait
}

/**
 * The kit in a module graph of its own (nothing loaded before), its landing behind `landingGate`.
 * Loaded in a suite's `beforeAll`: on two busy cores, importing the whole kit afresh has taken
 * longer than a test's 30 s limit.
 */
async function freshKit() {
  vi.resetModules()
  vi.doMock('../../src/ui/screens/Landing.js', async (importOriginal) => {
    await import('../../src/ui/modal/ModalDialog.js')
    await landingGate.passed
    return importOriginal()
  })
  const { FoyerModal } = await import('../../src/ui/index.js')
  const { renderWithFoyer } = await import('./helpers.js')
  return { FoyerModal, renderWithFoyer }
}

/**
 * Renders the fresh kit's modal with the landing's code held back and the wait held, calls
 * `login()`, and resolves once the dialog's code is in and the wait runs; records what each dialog
 * shown held.
 */
async function openFresh({ FoyerModal, renderWithFoyer }: Awaited<ReturnType<typeof freshKit>>) {
  landingGate.close()
  const wait = holdTheWait()
  // No idle time before the click: nothing is preloaded.
  vi.stubGlobal('requestIdleCallback', () => 0)
  vi.stubGlobal('cancelIdleCallback', () => {})
  const h = renderWithFoyer(<FoyerModal />)
  await waitFor(() => expect(h.foyer().ready).toBe(true))
  const seen: string[] = []
  const observer = new MutationObserver(() => {
    const dialog = document.querySelector('[role="dialog"]')
    if (dialog) seen.push(dialog.querySelector('[data-screen="landing"]') ? 'landing' : 'without the landing')
  })
  observer.observe(document.body, { childList: true, subtree: true })
  act(() => h.foyer().login())
  await waitFor(() => expect(wait.elapse).toBeDefined())
  return { wait, seen, stop: () => observer.disconnect() }
}

/** A limit for a hung import, not a speed check. */
const IMPORT_LIMIT_MS = 180_000

/** A suite whose tests open the modal of a fresh kit, imported in the suite's `beforeAll`. */
function withFreshKit(title: string, tests: (open: () => ReturnType<typeof openFresh>) => void) {
  describe(title, () => {
    let kit: Awaited<ReturnType<typeof freshKit>>
    beforeAll(async () => { kit = await freshKit() }, IMPORT_LIMIT_MS)
    tests(() => openFresh(kit))
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

withFreshKit('opening the modal, the landing within the wait', (open) => {
  it('login() before anything was preloaded: the dialog first shows with the landing in it, never with a spinner, when the landing arrives within the 400 ms wait', async () => {
    const { seen, stop } = await open()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    landingGate.open()
    await screen.findByRole('heading', { name: 'Log in or sign up' }, { timeout: 10_000 })
    stop()
    expect(seen[0]).toBe('landing')
  })
})

withFreshKit('opening the modal, the landing after the wait', (open) => {
  it('login() when the landing takes longer than the 400 ms wait: the dialog shows with its spinner, then the landing in it', async () => {
    const { wait, seen, stop } = await open()
    act(() => wait.elapse!())
    await waitFor(() => expect(seen.length).toBeGreaterThan(0), { timeout: 10_000 })
    expect(seen[0]).toBe('without the landing')
    landingGate.open()
    await screen.findByRole('heading', { name: 'Log in or sign up' }, { timeout: 10_000 })
    stop()
    expect(seen.at(-1)).toBe('landing')
  })
})
