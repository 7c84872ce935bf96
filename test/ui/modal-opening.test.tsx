// @vitest-environment happy-dom
// fresh module graph: the dialog's and the landing's chunks must not have loaded before login().
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FoyerModal } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

// The landing's code arrives after the dialog's (as a bigger chunk on a slow network would).
vi.mock('../../src/ui/screens/Landing.js', async (importOriginal) => {
  await import('../../src/ui/modal/ModalDialog.js')
  await new Promise((resolve) => setTimeout(resolve, 50))
  return importOriginal()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('opening the modal', () => {
  it('login() before anything was preloaded: the dialog first shows with the landing in it, never with a spinner', async () => {
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
    await screen.findByRole('heading', { name: 'Log in or sign up' })
    observer.disconnect()
    expect(seen.length).toBeGreaterThan(0)
    expect(seen[0]).toBe('landing')
  })
})
