// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import {
  closeRecoveryRequest, createWallet, loginWithEmailCode, openRecoverWallet, openSetWalletRecovery, recoveryRequestValue, sendEmailCode, signMessage,
  stopWalletConnectors, userValue, type FoyerClient, type RecoveryRequestResult,
} from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { FoyerProvider } from '../../src/hooks/index.js'
import { useWalletUiHost } from '../../src/hooks/internalApi.js'
import { createDevBackend, DEV_APP_ID, type DevBackend } from '../../src/testing/index.js'
import { FoyerModal, FoyerScreens } from '../../src/ui/index.js'
import type { ScreenId } from '../../src/ui/screen-ids.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { clientOnBackend } from '../core/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'

// The password screens against the dev backend and an in-process wallet service: a recovery request
// (as `setWalletPassword()` / a wallet operation on a new device opens it) shown on its screen, the
// screen doing the work through the public hooks, and closing it answering the request's caller.

const FAST_KDF = { m: 64, t: 1, p: 1 }
const PASSWORD = 'Screen-Pa55word'
const clients: FoyerClient[] = []

afterEach(() => {
  for (const c of clients.splice(0)) stopWalletConnectors(c)
  cleanup()
  clearRefreshMarker(DEV_APP_ID)
})

/** A device of the user on `backend`: its own client and wallet-service storage. */
function device(backend: DevBackend): FoyerClient {
  const client = clientOnBackend(backend)
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage(), passwordKdf: FAST_KDF })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  clients.push(client)
  return client
}

async function login(client: FoyerClient, backend: DevBackend) {
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
}

/** A default UI mounted for the wallet screens (so requests open), showing `screen` for the open request; closing it closes the request. */
function mountScreen(client: FoyerClient, screen: ScreenId) {
  function Host() {
    useWalletUiHost('modal')
    return null
  }
  return render(
    <FoyerProvider client={client}>
      <Host />
      <FoyerScreens initialScreen={screen} onClose={() => closeRecoveryRequest(client)} />
    </FoyerProvider>,
  )
}

const field = () => screen.getByLabelText('Password') as HTMLInputElement
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const type = (value: string) => fireEvent.input(field(), { target: { value } })

/** Create → Save → Confirm → Finalize with `password` (each step's Continue validates asynchronously: wait for the next title). */
async function walkToFinalize(password: string) {
  type(password)
  fireEvent.click(button('Continue'))
  await screen.findByRole('heading', { name: 'Save your password' })
  fireEvent.click(button('Continue'))
  await screen.findByRole('heading', { name: 'Confirm your password' })
  type(password)
  fireEvent.submit(field().form!)
  await screen.findByRole('heading', { name: 'Confirm you have saved' })
}

describe('the password screens on the dev backend', () => {
  it('set a password on the screens → a new device: wrong then right password in "Enter your password" → the same wallet signs', async () => {
    const backend = createDevBackend()
    const first = device(backend)
    await login(first, backend)
    const address = (await createWallet(first)).wallet.address as Hex

    // setWalletPassword() without a password opens the request; the screen walks the flow.
    mountScreen(first, 'walletPassword')
    let outcome!: Promise<RecoveryRequestResult>
    act(() => {
      outcome = openSetWalletRecovery(first, { start: 'user-passcode' })
    })
    await waitFor(() => expect(recoveryRequestValue.get(first)).toMatchObject({ kind: 'setRecovery', start: 'user-passcode', initiatedBy: 'user' }))
    await screen.findByRole('heading', { name: 'Set your password' })
    await walkToFinalize(PASSWORD)
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(button('Set Password'))
    await screen.findByRole('heading', { name: 'Success' }, { timeout: 20_000 })
    expect(userValue.get(first)?.wallet).toMatchObject({ address, recoveryMethod: 'user-passcode' })
    fireEvent.click(screen.getByText('Close', { selector: 'button' }))
    await expect(outcome).resolves.toEqual({ recoveryMethod: 'user-passcode' })
    expect(recoveryRequestValue.get(first)).toBeNull()
    cleanup()

    // A new device: the wallet is not here; its recovery screen asks for the password.
    const second = device(backend)
    await login(second, backend)
    mountScreen(second, 'walletPasswordRecover')
    let recovered!: Promise<RecoveryRequestResult>
    act(() => {
      recovered = openRecoverWallet(second)
    })
    await waitFor(() => expect(recoveryRequestValue.get(second)).toMatchObject({ kind: 'recover', recoveryMethod: 'user-passcode' }))
    await screen.findByRole('heading', { name: 'Enter your password' })
    type('not-the-password')
    fireEvent.click(button('Recover your account'))
    await screen.findByText('Invalid recovery password, please try again.', undefined, { timeout: 20_000 })
    expect(field().value).toBe('not-the-password')
    expect(recoveryRequestValue.get(second)).not.toBeNull()
    type(PASSWORD)
    fireEvent.click(button('Recover your account'))
    await expect(recovered).resolves.toEqual({ recoveryMethod: 'user-passcode' })
    expect(recoveryRequestValue.get(second)).toBeNull()

    // No screen for the signature: the wallet signs straight away, as it is on this device now.
    const { signature } = await signMessage(second, { message: 'back again', uiOptions: { showWalletUIs: false } })
    expect(await verifyMessage({ address, message: 'back again', signature })).toBe(true)
  }, 90_000)

  it("closing the password screens before 'Set Password' rejects the caller with 'Exited before password was added to wallet'", async () => {
    const backend = createDevBackend()
    const client = device(backend)
    await login(client, backend)
    await createWallet(client)
    mountScreen(client, 'walletPassword')
    let outcome!: Promise<unknown>
    act(() => {
      outcome = openSetWalletRecovery(client, { start: 'user-passcode' }).catch((e: unknown) => e)
    })
    await screen.findByRole('heading', { name: 'Set your password' })
    await waitFor(() => expect(recoveryRequestValue.get(client)).not.toBeNull())
    await walkToFinalize(PASSWORD)
    fireEvent.click(button('Cancel'))
    expect(await outcome).toMatchObject({ shortMessage: 'Exited before password was added to wallet' })
    expect(userValue.get(client)?.wallet?.recoveryMethod).not.toBe('user-passcode')
  }, 60_000)

  it("an existing password: 'Reset your password'; an automatic request has no Cancel", async () => {
    const backend = createDevBackend()
    const client = device(backend)
    await login(client, backend)
    await createWallet(client)
    const { setWalletRecovery } = await import('../../src/core/internal.js')
    await setWalletRecovery(client, { recoveryMethod: 'user-passcode', password: PASSWORD })
    mountScreen(client, 'walletPassword')
    act(() => {
      void openSetWalletRecovery(client, { start: 'user-passcode', initiatedBy: 'automatic' }).catch(() => undefined)
    })
    await waitFor(() => expect(recoveryRequestValue.get(client)).toMatchObject({ currentMethod: 'user-passcode', initiatedBy: 'automatic' }))
    await screen.findByRole('heading', { name: 'Reset your password' })
    await walkToFinalize(`${PASSWORD}-2`)
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    act(() => closeRecoveryRequest(client))
  }, 60_000)
})

describe('the password screens in the recovery overlay', () => {
  it("the selection's 'Set a password' opens the flow, whose back returns to the selection; opened straight, the flow has no back", async () => {
    const backend = createDevBackend()
    const client = device(backend)
    render(<FoyerProvider client={client}><FoyerModal /></FoyerProvider>)
    await login(client, backend)
    await createWallet(client)
    let outcome!: Promise<unknown>
    act(() => {
      outcome = openSetWalletRecovery(client).catch((e: unknown) => e)
    })
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Set a password' }))
    await within(dialog).findByRole('heading', { name: 'Set your password' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(dialog.querySelector('[data-screen="recoverySelect"]')).not.toBeNull())
    act(() => closeRecoveryRequest(client))
    expect(await outcome).toMatchObject({ shortMessage: 'User exited set recovery flow' })

    act(() => {
      outcome = openSetWalletRecovery(client, { start: 'user-passcode' }).catch((e: unknown) => e)
    })
    const straight = await screen.findByRole('dialog')
    await within(straight).findByRole('heading', { name: 'Set your password' })
    expect(within(straight).queryByRole('button', { name: 'Back' })).toBeNull()
    fireEvent.click(within(straight).getByRole('button', { name: 'Close' }))
    expect(await outcome).toMatchObject({ shortMessage: 'Exited before password was added to wallet' })
  }, 60_000)

  it("recovering a password wallet shows 'Enter your password' in the overlay", async () => {
    const backend = createDevBackend()
    const first = device(backend)
    await login(first, backend)
    await createWallet(first)
    const { setWalletRecovery } = await import('../../src/core/internal.js')
    await setWalletRecovery(first, { recoveryMethod: 'user-passcode', password: PASSWORD })
    const second = device(backend)
    render(<FoyerProvider client={second}><FoyerModal /></FoyerProvider>)
    await login(second, backend)
    let recovered!: Promise<unknown>
    act(() => {
      recovered = openRecoverWallet(second)
    })
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('heading', { name: 'Enter your password' })
    fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: PASSWORD } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recover your account' }))
    await expect(recovered).resolves.toEqual({ recoveryMethod: 'user-passcode' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  }, 60_000)
})
