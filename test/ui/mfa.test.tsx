// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { freshTotpCode } from '../../src/testing/index.js'
import { afterEach, describe, expect, it } from 'vitest'
import {
  initMfaEnrollment, loginWithEmailCode, sendEmailCode, showMfaEnrollment, submitMfaEnrollment, withMfa, type FoyerClient,
} from '../../src/core/internal.js'
import { FoyerModal } from '../../src/ui/index.js'
import { visiblePasskeyCount } from '../../src/ui/screens/mfa/MfaEnrollPasskey.js'
import { cells, renderWithFoyer, typeCode, type Harness } from './helpers.js'

afterEach(cleanup)

async function loggedInWithTotp(h: Harness): Promise<string> {
  await waitFor(() => expect(h.foyer().ready).toBe(true))
  await sendEmailCode(h.client, { email: 'ada@example.com' })
  await loginWithEmailCode(h.client, { code: h.backend.mailbox.latest('ada@example.com')!.code })
  const init = await initMfaEnrollment(h.client, { method: 'totp' })
  const secret = (init as { secret: string }).secret
  await submitMfaEnrollment(h.client, { method: 'totp', code: await freshTotpCode(secret, { step: -1 }) })
  return secret
}
const protectedAction = (client: FoyerClient) =>
  withMfa(client, (headers) => client.http.request<{ ok: boolean }>('/api/v1/dev/protected-action', { method: 'POST', body: {}, headers }))

describe('the MFA overlays of the default UI', () => {
  it('a protected action opens the prompt (its own dialog, the login modal closed); a wrong code is non-blocking; the right one passes', async () => {
    const h = renderWithFoyer(<FoyerModal />)
    const secret = await loggedInWithTotp(h)
    let action!: Promise<{ ok: boolean }>
    act(() => {
      action = protectedAction(h.client)
    })
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' })
    expect(dialog.closest('[data-overlay="mfaVerify"]')).not.toBeNull()
    await within(dialog).findByText('Enter verification code')
    expect(within(dialog).queryByText('Choose another method')).toBeNull()
    typeCode(fireEvent, cells(screen), '000000' === await freshTotpCode(secret) ? '111111' : '000000')
    await within(dialog).findByText('The code you entered is not valid')
    await waitFor(() => expect(cells(screen)[0]!.disabled).toBe(false), { timeout: 3000 })
    typeCode(fireEvent, cells(screen), await freshTotpCode(secret))
    await within(dialog).findByText('Success!')
    await expect(action).resolves.toEqual(expect.objectContaining({ ok: true }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
  })

  it('closing the prompt cancels the operation (failure)', async () => {
    const h = renderWithFoyer(<FoyerModal />)
    await loggedInWithTotp(h)
    let action!: Promise<unknown>
    act(() => {
      action = protectedAction(h.client).catch((e: Error) => e)
    })
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(((await action) as Error).message).toBe('MFA canceled')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('Cancel shows the blocking "Verification canceled"', async () => {
    const h = renderWithFoyer(<FoyerModal />)
    await loggedInWithTotp(h)
    act(() => {
      void protectedAction(h.client).catch(() => {})
    })
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }))
    await within(dialog).findByText('Verification canceled')
    expect(within(dialog).queryByLabelText('Digit 1 of 6')).toBeNull()
  })

  it('no prompt when the app turns automatic prompts off (mfa.noPromptOnMfaRequired)', async () => {
    const h = renderWithFoyer(<FoyerModal />, { appConfig: { mfa: { no_prompt_on_mfa_required: true } } })
    const secret = await loggedInWithTotp(h)
    let action!: Promise<unknown>
    act(() => {
      action = protectedAction(h.client)
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('dialog')).toBeNull()
    // The host's own prompt answers through the same wait.
    const { submitMfa } = await import('../../src/core/internal.js')
    const code = await freshTotpCode(secret)
    await act(() => submitMfa(h.client, { method: 'totp', code }))
    await expect(action).resolves.toEqual(expect.objectContaining({ ok: true }))
  })

  it('the enrolment manager: intro → chooser → authenticator app (QR, setup key) → code → added', async () => {
    const h = renderWithFoyer(<FoyerModal />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await sendEmailCode(h.client, { email: 'ada@example.com' })
    await loginWithEmailCode(h.client, { code: h.backend.mailbox.latest('ada@example.com')!.code })
    act(() => showMfaEnrollment(h.client))
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Protection' })
    await within(dialog).findByText('No verification method yet.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a verification method' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: /Authenticator app/ }))
    const qr = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })
    const key = within(dialog).getByTestId('totp-secret')
    const secret = key.textContent!
    expect(qr.getAttribute('data-value')).toContain(`secret=${secret}`)
    // The setup key in groups of 4 (it wraps between groups, never inside one); its text stays the bare key.
    expect([...key.children].map((group) => group.textContent)).toEqual(secret.match(/.{1,4}/g))
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    typeCode(fireEvent, cells(screen), await freshTotpCode(secret))
    await within(dialog).findByText('Verification method added')
    // One title once added: the confirmation, not the setup screen's title above it.
    expect(within(dialog).getAllByRole('heading').map((h) => h.textContent).filter((t) => t !== 'Transaction Protection')).toEqual(['Verification method added'])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await within(dialog).findByText('Enabled verification methods')
    expect(h.foyer().user?.mfaMethods).toEqual(['totp'])
  })

  it('removing a method asks for a verification first (the prompt over the manager)', async () => {
    const h = renderWithFoyer(<FoyerModal />)
    const secret = await loggedInWithTotp(h)
    act(() => showMfaEnrollment(h.client))
    const manager = await screen.findByRole('dialog', { name: 'Transaction Protection' })
    fireEvent.click(await within(manager).findByRole('button', { name: 'Remove Authenticator app' }))
    fireEvent.click(await within(manager).findByRole('button', { name: 'Remove' }))
    const prompt = await screen.findByRole('dialog', { name: 'Verify your identity' })
    typeCode(fireEvent, within(prompt).getAllByLabelText(/Digit \d of 6/) as HTMLInputElement[], await freshTotpCode(secret))
    await within(manager).findByText('Authenticator app removed', {}, { timeout: 3000 })
    expect(h.foyer().user?.mfaMethods).toEqual([])
  })

  it('showMfaEnrollmentModal() without the default UI names the headless hook', async () => {
    const h = renderWithFoyer(null)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    expect(() => showMfaEnrollment(h.client)).toThrow(/showMfaEnrollmentModal\(\) needs the default UI.*useMfaEnrollment\(\)/)
  })

  it('the passkey list shows 3 entries, or 2 and View All when there are more', () => {
    expect([1, 2, 3, 4, 5].map((n) => visiblePasskeyCount(n, false))).toEqual([1, 2, 3, 2, 2])
    expect(visiblePasskeyCount(5, true)).toBe(5)
  })
})
