// @vitest-environment happy-dom
// What a screen reader gets from the code screens: named boxes in a named group, errors as alerts
// tied to the boxes, status changes in a polite live region that stays mounted.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerScreens } from '../../src/ui/index.js'
import { cells, goToCodeScreen, renderWithFoyer, typeCode } from './helpers.js'

afterEach(cleanup)

const wrongCode = (code: string) => code.split('').map((d) => String((Number(d) + 1) % 10)).join('')
/** The code screen's live region (the one holding the 'Code sent' badge). */
const statusRegion = () => document.querySelector<HTMLElement>('[data-code-status]')!

describe('code entry for assistive technology', () => {
  it('names every box "Digit n of 6" inside the group "Confirmation code", and focuses the first box', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    await goToCodeScreen(h)
    const group = screen.getByRole('group', { name: 'Confirmation code' })
    const boxes = Array.from(group.querySelectorAll('input'))
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((i) => `Digit ${i} of 6`))
    expect(boxes.every((b) => b.getAttribute('role') === null && b.type === 'text')).toBe(true)
    expect(boxes.every((b) => !b.hasAttribute('aria-invalid') && !b.hasAttribute('aria-describedby'))).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]))
  })

  it('a wrong code is announced as an alert, and the boxes are marked invalid and described by it', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    const code = await goToCodeScreen(h)
    const boxes = cells(screen)
    typeCode(fireEvent, boxes, wrongCode(code))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Incorrect code')
    for (const box of boxes) {
      expect(box.getAttribute('aria-invalid')).toBe('true')
      const describedBy = document.getElementById(box.getAttribute('aria-describedby')!)
      expect(describedBy?.textContent).toBe('Incorrect code')
    }
    // Typing again clears the message and its description.
    await waitFor(() => expect(boxes[0]!.disabled).toBe(false), { timeout: 3000 })
    fireEvent.change(boxes[0]!, { target: { value: '1' } })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(boxes[0]!.hasAttribute('aria-describedby')).toBe(false)
  })

  it('a non-numeric entry is announced as an alert', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    await goToCodeScreen(h)
    fireEvent.change(cells(screen)[0]!, { target: { value: 'x' } })
    expect(screen.getByRole('alert').textContent).toBe('Code should be numeric')
  })

  it('"Code sent" and "Verifying code" appear in one polite live region that stays mounted', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    const code = await goToCodeScreen(h)
    const region = statusRegion()
    expect(region.getAttribute('role')).toBe('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('Code sent')
    // No second live region inside it (the badge would be announced twice).
    expect(region.querySelector('[role="status"], [aria-live]')).toBeNull()

    h.backend.faults.add({ path: '/api/v1/passwordless/authenticate', delayMs: 300, times: 1 })
    typeCode(fireEvent, cells(screen), code)
    await waitFor(() => expect(statusRegion().textContent).toContain('Verifying code'))
    expect(statusRegion()).toBe(region)
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull())
  })
})
