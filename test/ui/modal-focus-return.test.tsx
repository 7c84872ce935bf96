// @vitest-environment happy-dom
// fresh module graph: headless UI's code must load after the opener took the focus (on login()).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FoyerModal } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('closing the modal', () => {
  it('Esc returns the focus to the opener, though the dialog code loaded after the opener took the focus', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0)
    vi.stubGlobal('cancelIdleCallback', () => {})
    const h = renderWithFoyer(
      <>
        <button type="button" onClick={() => h.foyer().login()}>Open</button>
        <FoyerModal />
      </>,
    )
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    const field = await screen.findByLabelText('Email address')
    await waitFor(() => expect(document.activeElement).toBe(field))
    fireEvent.keyDown(field, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })
})
