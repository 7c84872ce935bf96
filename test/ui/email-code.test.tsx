// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FoyerScreens } from '../../src/ui/index.js'
import { cells, goToCodeScreen, renderWithFoyer, typeCode, timeWhen } from './helpers.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const wrongCode = (code: string) => code.split('').map((d) => String((Number(d) + 1) % 10)).join('')

describe('code entry', () => {
  it('has six labelled numeric boxes in a labelled group, one-time-code autocomplete on the first', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    await goToCodeScreen(h)
    expect(screen.queryByRole('group', { name: 'Confirmation code' })).not.toBeNull()
    const boxes = cells(screen)
    expect(boxes.map((b) => b.inputMode)).toEqual(Array(6).fill('numeric'))
    expect(boxes[0]!.getAttribute('autocomplete')).toBe('one-time-code')
    expect(screen.queryByText('Please check ada@example.com for an email and enter your code below.')).not.toBeNull()
  })

  it('typing a non-digit shows "Code should be numeric" and keeps the box empty', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    await goToCodeScreen(h)
    const [first] = cells(screen)
    fireEvent.change(first!, { target: { value: 'a' } })
    expect(screen.queryByText('Code should be numeric')).not.toBeNull()
    expect(first!.value).toBe('')
    fireEvent.change(first!, { target: { value: '4' } })
    expect(screen.queryByText('Code should be numeric')).toBeNull()
    expect(first!.value).toBe('4')
  })

  it('paste spreads digits from the focused box, whitespace stripped', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    await goToCodeScreen(h)
    const boxes = cells(screen)
    fireEvent.paste(boxes[2]!, { clipboardData: { getData: () => ' 1 2\t3 ' } })
    expect(boxes.map((b) => b.value)).toEqual(['', '', '1', '2', '3', ''])
    expect(document.activeElement).toBe(boxes[5])
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '12a' } })
    expect(screen.queryByText('Code should be numeric')).not.toBeNull()
    expect(boxes[0]!.value).toBe('')
  })

  it('backspace clears the current box and moves focus back', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    await goToCodeScreen(h)
    const boxes = cells(screen)
    typeCode(fireEvent, boxes, '123')
    expect(document.activeElement).toBe(boxes[3])
    boxes[2]!.focus()
    fireEvent.keyDown(boxes[2]!, { key: 'Backspace' })
    expect(boxes.map((b) => b.value)).toEqual(['1', '2', '', '', '', ''])
    expect(document.activeElement).toBe(boxes[1])
  })

  it('auto-submits when all six boxes are filled', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    const code = await goToCodeScreen(h)
    fireEvent.paste(cells(screen)[0]!, { clipboardData: { getData: () => code } })
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull())
    expect(h.foyer().authenticated).toBe(true)
  })

  it('a wrong code shakes the boxes, then after 1.4 s clears them, focuses the first and shows "Incorrect code"', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    const code = await goToCodeScreen(h)
    const boxes = cells(screen)
    const group = screen.getByRole('group', { name: 'Confirmation code' })
    const failed = timeWhen(() => group.getAttribute('data-state') === 'error')
    typeCode(fireEvent, boxes, wrongCode(code))
    await waitFor(() => expect(group.getAttribute('data-state')).toBe('error'))
    failed.stop()
    const failedAt = failed.at()
    expect(screen.queryByText('Incorrect code')).not.toBeNull()
    expect(boxes[5]!.value).not.toBe('')
    await waitFor(() => expect(boxes.map((b) => b.value).join('')).toBe(''), { timeout: 3000 })
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(1300)
    expect(group.getAttribute('data-state')).toBe('idle')
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]))
    expect(screen.queryByText('Incorrect code')).not.toBeNull()
    // The right code still works afterwards.
    typeCode(fireEvent, boxes, code)
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull())
  })

  it('the try that uses up the attempt limit shows the rate-limit screen: "Request failed" / "Too many attempts."', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    const code = await goToCodeScreen(h)
    // Four wrong tries already made against this pending code (elsewhere, or by a guesser).
    for (let i = 0; i < 4; i++) {
      await h.backend.fetch(new Request('http://foyer.test/api/v1/passwordless/authenticate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'foyer-app-id': h.backend.appId },
        body: JSON.stringify({ email: 'ada@example.com', code: wrongCode(code) }),
      }))
    }
    typeCode(fireEvent, cells(screen), wrongCode(code))
    await waitFor(() => expect(screen.queryByText('Request failed')).not.toBeNull())
    expect(screen.queryByText('Too many attempts.')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again later' })).not.toBeNull()
    expect(h.foyer().authenticated).toBe(false)
  })

  it('resend counts down 30 s, then sends a new code and shows "Code sent"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const h = renderWithFoyer(<FoyerScreens />)
    await goToCodeScreen(h)
    const counting = screen.getByRole('button', { name: /Resend code in \d+s/ }) as HTMLButtonElement
    expect(counting.textContent).toMatch(/Resend code in (30|29)s/)
    expect(counting.disabled).toBe(true)
    expect(screen.queryByText('Code sent')).not.toBeNull()
    await act(async () => {}) // let the countdown's effect start
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.queryByRole('button', { name: /Resend code in (20|19)s/ })).not.toBeNull()
    act(() => vi.advanceTimersByTime(20_500))
    const resend = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement
    expect(resend.disabled).toBe(false)
    expect(screen.queryByText('Code sent')).toBeNull()
    fireEvent.click(resend)
    await waitFor(() => expect(screen.queryByText('Code sent')).not.toBeNull())
    expect(h.backend.mailbox.list()).toHaveLength(2)
    expect((screen.getByRole('button', { name: /Resend code in/ }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('other failures go to the error screen; its retry returns to the code entry', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    const code = await goToCodeScreen(h)
    h.backend.faults.add({ path: '/api/v1/passwordless/authenticate', status: 403, body: { error: 'Not allowed', code: 'allowlist_rejected' }, times: 1 })
    typeCode(fireEvent, cells(screen), code)
    await waitFor(() => expect(screen.queryByText("You don't have access to this app")).not.toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Try another account' }))
    await waitFor(() => expect(screen.queryByText('Enter confirmation code')).not.toBeNull())
  })

  it('the back button returns to the landing with the address kept', async () => {
    const h = renderWithFoyer(<FoyerScreens />)
    await goToCodeScreen(h)
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(((await screen.findByLabelText('Email address')) as HTMLInputElement).value).toBe('ada@example.com')
  })
})
