// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  loginWithEmailCode, loginWithSmsCode, sendEmailCode, sendSmsCode, type AuthResult, type FoyerClient, type FoyerError,
} from '../../src/core/index.js'
import {
  useLinkAccount, useLogin, useUpdateEmail, type UseLinkAccountReturnType, type UseLoginReturnType, type UseUpdateEmailReturnType,
} from '../../src/hooks/index.js'
import type { DevBackend } from '../../src/testing/index.js'
import { FoyerModal, FoyerScreens } from '../../src/ui/index.js'
import { cells, renderWithFoyer, typeCode } from './helpers.js'

afterEach(cleanup)

/** A place in the provider's tree whose content a test sets later. */
function Later({ set }: { set: (show: (node: ReactNode) => void) => void }) {
  const [node, setNode] = useState<ReactNode>(null)
  set(setNode)
  return <>{node}</>
}

type Calls = { success: AuthResult[]; errors: FoyerError[] }
const calls = (): Calls => ({ success: [], errors: [] })

function Openers({ got, api }: { got: Calls; api: { link?: UseLinkAccountReturnType; login?: UseLoginReturnType; update?: UseUpdateEmailReturnType } }) {
  api.link = useLinkAccount({ onSuccess: (r) => got.success.push(r), onError: (e) => got.errors.push(e) })
  api.login = useLogin({ onComplete: (r) => got.success.push(r), onError: (e) => got.errors.push(e) })
  api.update = useUpdateEmail({ onSuccess: (r) => got.success.push(r), onError: (e) => got.errors.push(e) })
  return null
}

async function logIn(client: FoyerClient, backend: DevBackend, email = 'ada@example.com') {
  await sendEmailCode(client, { email })
  await loginWithEmailCode(client, { code: backend.mailbox.latest(email)!.code })
}
async function phoneUser(client: FoyerClient, backend: DevBackend, phoneNumber = '+12015550123') {
  await sendSmsCode(client, { phoneNumber })
  await loginWithSmsCode(client, { code: backend.smsOutbox.latest(phoneNumber)!.code })
}

describe('link, update and their callbacks (modal)', () => {
  it('linkEmail opens "Link email"; the code links it; onSuccess fires once and the modal closes', async () => {
    const got = calls()
    const api: Parameters<typeof Openers>[0]['api'] = {}
    const h = renderWithFoyer(<><Openers got={got} api={api} /><FoyerModal /></>)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await act(() => phoneUser(h.client, h.backend))
    act(() => api.link!.linkEmail())
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Link email' })).not.toBeNull())
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Enter confirmation code')
    typeCode(fireEvent, cells(screen), h.backend.mailbox.latest('ada@example.com')!.code)
    await screen.findByText('Success!')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
    expect(h.foyer().user?.email?.address).toBe('ada@example.com')
    expect(got.success).toHaveLength(1)
    expect(got.success[0]!.linkedAccount).toMatchObject({ type: 'email', address: 'ada@example.com' })
    expect(got.errors).toEqual([])
  })

  it('closing a link flow reports USER_EXITED_LINK_FLOW once; the pre-check refuses a second account of a type', async () => {
    const got = calls()
    const api: Parameters<typeof Openers>[0]['api'] = {}
    const h = renderWithFoyer(<><Openers got={got} api={api} /><FoyerModal /></>)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await act(() => logIn(h.client, h.backend))
    act(() => api.link!.linkPhone())
    // The phone screen is a lazy chunk of its own: under load it can take more than the default second.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Link phone' })).not.toBeNull(), { timeout: 3000 })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(got.errors.map((e) => e.code)).toEqual(['USER_EXITED_LINK_FLOW']))
    expect(() => act(() => api.link!.linkEmail())).toThrow('User already has an account of type email linked.')
    expect(got.errors.at(-1)?.shortMessage).toBe('User already has an account of type email linked.')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('useUpdateEmail().updateEmail() opens "Update email" and replaces the address', async () => {
    const got = calls()
    const api: Parameters<typeof Openers>[0]['api'] = {}
    const h = renderWithFoyer(<><Openers got={got} api={api} /><FoyerModal /></>)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await act(() => logIn(h.client, h.backend))
    act(() => api.update!.updateEmail())
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Update email' })).not.toBeNull())
    expect(screen.queryByText('Enter your new email address. It will replace ada@example.com.')).not.toBeNull()
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'lovelace@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Enter confirmation code')
    typeCode(fireEvent, cells(screen), h.backend.mailbox.latest('lovelace@example.com')!.code)
    await waitFor(() => expect(h.foyer().user?.email?.address).toBe('lovelace@example.com'))
    await waitFor(() => expect(got.success).toHaveLength(1))
  })

  it('useLogin: closing without logging in reports USER_EXITED_AUTH_FLOW; a login reports onComplete once', async () => {
    const got = calls()
    const api: Parameters<typeof Openers>[0]['api'] = {}
    const h = renderWithFoyer(<><Openers got={got} api={api} /><FoyerModal /></>)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => api.login!.login())
    await screen.findByLabelText('Email address')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(got.errors.map((e) => e.code)).toEqual(['USER_EXITED_AUTH_FLOW']))
    act(() => api.login!.login())
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Enter confirmation code')
    typeCode(fireEvent, cells(screen), h.backend.mailbox.latest('ada@example.com')!.code)
    await waitFor(() => expect(got.success).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
    expect(got.errors).toHaveLength(1)
  })
})

describe('account transfer screens', () => {
  async function transferError(h: { client: FoyerClient; backend: DevBackend }) {
    await h.backend.users.create({ email: 'grace@example.com' })
    await phoneUser(h.client, h.backend)
    await sendEmailCode(h.client, { email: 'grace@example.com', intent: 'link' })
    return loginWithEmailCode(h.client, { code: h.backend.mailbox.latest('grace@example.com')!.code }).catch((e: unknown) => e)
  }

  it('an account_transfer_required error opens the transfer screen; transfer → Success!, closes after 1 s', async () => {
    const onClose = vi.fn()
    let show: (node: ReactNode) => void = () => {}
    const h = renderWithFoyer(<Later set={(s) => (show = s)} />, { accountTransfers: true })
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const error = await transferError(h)
    act(() => show(<FoyerScreens initialScreen="error" initialParams={{ error }} onClose={onClose} />))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Email address is associated with another account' })).not.toBeNull())
    expect(screen.queryByText('Do you want to transfer grace@example.com to this account instead? This will delete your other account.')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'No thanks' })).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Transfer and delete account' }))
    await screen.findByText('Success!')
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2000 })
    expect(h.foyer().user?.email?.address).toBe('grace@example.com')
  })

  it('with an embedded wallet on the other account, Continue leads to the assets check with its address', async () => {
    const data = { nonce: 'n', account: '+12015550123', linkMethod: 'sms', displayName: '+1 201 555 0123', embeddedWalletAddress: '0x1234567890abcdef1234567890abcdef12345678', farcasterEmbeddedAddress: null, externalWalletMetadata: null, telegramAuthResult: null, telegramWebAppData: null, oAuthUserInfo: null }
    renderWithFoyer(<FoyerScreens initialScreen="accountTransfer" initialParams={{ data }} />)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Phone number is associated with another account' })).not.toBeNull())
    expect(screen.queryByRole('button', { name: 'Transfer and delete account' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Check account assets before transferring' })).not.toBeNull())
    expect(screen.queryByText('0x1234567890abcdef1234567890abcdef12345678')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy address' })).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Transfer and delete account' })).not.toBeNull()
  })

  it.each([
    ['siwe', 'Wallet address is associated with another account'],
    ['siws', 'Solana wallet address is associated with another account'],
    ['google', 'Google profile is associated with another account'],
    ['cross_app', 'Cross-app account is associated with another account'],
    ['farcaster', 'Farcaster profile is associated with another account'],
    ['telegram', 'Telegram profile is associated with another account'],
  ])('title for %s', async (linkMethod, title) => {
    renderWithFoyer(<FoyerScreens initialScreen="accountTransfer" initialParams={{ data: { nonce: 'n', account: 'x', linkMethod, displayName: null, embeddedWalletAddress: null, farcasterEmbeddedAddress: null, externalWalletMetadata: null, telegramAuthResult: null, telegramWebAppData: null, oAuthUserInfo: null } }} />)
    await waitFor(() => expect(screen.queryByRole('heading', { name: title })).not.toBeNull())
  })
})

describe('terms consent (post-login)', () => {
  const terms = { appConfig: { legal: { require_users_accept_terms: true, terms_and_conditions_url: 'https://example.com/terms', privacy_policy_url: 'https://example.com/privacy' } } }

  async function loginThroughModal(h: ReturnType<typeof renderWithFoyer>) {
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => h.foyer().login())
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Enter confirmation code')
    typeCode(fireEvent, cells(screen), h.backend.mailbox.latest('ada@example.com')!.code)
    const shown = Date.now()
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'One last step' })).not.toBeNull(), { timeout: 3000 })
    expect(Date.now() - shown).toBeGreaterThanOrEqual(800)
  }

  it('after a login, "One last step" with the links; Accept records it and closes as a success', async () => {
    const h = renderWithFoyer(<FoyerModal />, terms)
    await loginThroughModal(h)
    expect(screen.queryByText('By signing up, you agree to our terms and privacy policy.')).not.toBeNull()
    expect(screen.getByRole('link', { name: 'View Terms' }).getAttribute('href')).toBe('https://example.com/terms')
    expect(screen.getByRole('link', { name: 'View Privacy Policy' }).getAttribute('href')).toBe('https://example.com/privacy')
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(h.foyer().user?.hasAcceptedTerms).toBe(true))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
    expect(h.foyer().authenticated).toBe(true)
  })

  it('No thanks closes the modal and logs out', async () => {
    const h = renderWithFoyer(<FoyerModal />, terms)
    await loginThroughModal(h)
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(h.foyer().authenticated).toBe(false)
  })
})
