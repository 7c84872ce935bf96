// @vitest-environment happy-dom
// fresh module graph: the dialog's and the landing's chunks must not have loaded before login().
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FoyerModal } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

/** When the landing's code had arrived (performance.now()). */
const arrived = vi.hoisted(() => ({ at: 0 }))

// The landing's code arrives after the dialog's (as a bigger chunk on a slow network would).
vi.mock('../../src/ui/screens/Landing.js', async (importOriginal) => {
  await import('../../src/ui/modal/ModalDialog.js')
  await new Promise((resolve) => setTimeout(resolve, 50))
  const landing = await importOriginal()
  arrived.at = performance.now()
  return landing
})

/** FoyerModal's wait for the first screen's code before it shows the dialog with its spinner. */
const SCREEN_WAIT_MS = 400

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('opening the modal', () => {
  it('login() before anything was preloaded: the dialog first shows with the landing in it, never with a spinner, when the landing arrives within the 400 ms wait', async () => {
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
    const opened = performance.now()
    act(() => h.foyer().login())
    await screen.findByRole('heading', { name: 'Log in or sign up' })
    observer.disconnect()
    expect(seen.length).toBeGreaterThan(0)
    // The landing arrives within the wait here (its modules load in tens of ms); on a machine so
    // busy that loading them took longer than the wait, the dialog rightly showed its spinner first
    // (within 20 ms of the deadline either may win the race).
    const took = arrived.at - opened
    if (took < SCREEN_WAIT_MS - 20) expect(seen[0]).toBe('landing')
    else if (took > SCREEN_WAIT_MS + 20) expect(seen[0]).toBe('without the landing')
  })
})
