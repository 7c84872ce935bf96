// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CloudRecoveryAuthorizationError, loginWithEmailCode, sendEmailCode, setCloudRecoveryStep, stopWalletConnectors,
  type FoyerClient,
} from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { createWallet } from '../../src/core/wallets/embedded/createWallet.js'
import { setWalletRecovery } from '../../src/core/wallets/embedded/recovery/setWalletRecovery.js'
import { openSetWalletRecovery } from '../../src/core/wallets/embedded/recovery/openWalletRecovery.js'
import { signMessage } from '../../src/core/wallets/embedded/signMessage.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { DEV_APP_ID, type DevBackend } from '../../src/testing/index.js'
import { useScriptedRecoveryConsent } from '../testing/recovery-oauth-helpers.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { FoyerModal, FoyerScreens, es } from '../../src/ui/index.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'
import { clientOnBackend } from '../core/helpers.js'
import { renderWithFoyer, timeWhen, type Harness } from './helpers.js'

/** The account the scripted consent page picks next. */
const consent = { identity: 'ada' }

let harness: Harness | null = null
afterEach(() => {
  setCloudRecoveryStep(null)
  consent.identity = 'ada'
  if (harness) stopWalletConnectors(harness.client)
  harness = null
  vi.useRealTimers()
  cleanup()
})

let showScreens: ((on: boolean) => void) | null = null
/** Renders its children once `showScreens(true)` (after the test logged in). */
function Later({ children }: { children: ReactNode }) {
  const [on, setOn] = useState(false)
  showScreens = setOn
  return on ? children : null
}

/** Ada's device: the screens (shown by `show()`, once logged in) over its own wallet service. */
function mount(ui: ReactNode): Harness & { show: () => Promise<void> } {
  clearRefreshMarker(DEV_APP_ID)
  const h = renderWithFoyer(<Later>{ui}</Later>)
  harness = h
  return { ...h, show: () => act(async () => showScreens!(true)) }
}

/** A client on `backend` with its own wallet service, logged in as Ada (a device). */
async function onDevice(client: FoyerClient, backend: DevBackend) {
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
}

describe('the cloud backup screen', () => {
  it("recovering waits for 'Confirm with Google Drive'; the wrong account: 'Recovery with Google Drive unsuccessful' and the account hint; 'Try again' with the right one recovers and continues after 1.4 s", async () => {
    const then = vi.fn()
    const h = mount(<FoyerScreens initialScreen="walletRecoveryCloud" initialParams={{ provider: 'google-drive', action: 'recover', then }} />)
    useScriptedRecoveryConsent(h.backend, consent)
    // Another device backed the wallet up to Ada's Google Drive.
    const first = clientOnBackend(h.backend)
    await act(() => onDevice(first, h.backend))
    await act(async () => {
      await createWallet(first)
      await setWalletRecovery(first, { recoveryMethod: 'google-drive' })
    })
    await act(() => onDevice(h.client, h.backend))
    await h.show()

    await screen.findByText("Confirm it's really you")
    expect(h.backend.requests.count('POST', '/api/v1/recovery/oauth/init')).toBe(1)
    consent.identity = 'grace'
    fireEvent.click(screen.getByRole('button', { name: 'Confirm with Google Drive' }))
    await screen.findByText('Recovery with Google Drive unsuccessful', {}, { timeout: 5_000 })
    expect(screen.getByText('Please verify that you are selecting the Google Drive account associated with your backup.')).toBeTruthy()

    consent.identity = 'ada'
    const success = timeWhen(() => screen.queryByText('Successfully recovered with Google Drive.') !== null)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('Successfully recovered with Google Drive.', {}, { timeout: 5_000 })
    success.stop()
    expect(then).not.toHaveBeenCalled()
    await waitFor(() => expect(then).toHaveBeenCalledTimes(1), { timeout: 3_000 })
    expect(Date.now() - success.at()).toBeGreaterThanOrEqual(1_300)
  }, 20_000)

  it("backing up starts at once: 'Backing up with iCloud...', then 'Successfully backed up with iCloud.'", async () => {
    const h = mount(<FoyerScreens initialScreen="walletRecoveryCloud" initialParams={{ provider: 'icloud', action: 'setRecovery' }} />)
    useScriptedRecoveryConsent(h.backend, consent)
    await act(() => onDevice(h.client, h.backend))
    await h.show()
    await screen.findByText('Backing up with iCloud...')
    expect(screen.getByText('Finish in the iCloud window.')).toBeTruthy()
    await screen.findByText('Successfully backed up with iCloud.', {}, { timeout: 5_000 })
    // A user without a wallet: it was created, backed up to iCloud.
    await waitFor(() => expect(h.foyer().user?.wallet).toMatchObject({ recoveryMethod: 'icloud' }))
  }, 20_000)

  it("a failed back up shows the error: 'Back up with Google Drive unsuccessful' / 'Recovery OAuth failed' (Spanish too)", async () => {
    const h = mount(<FoyerScreens initialScreen="walletRecoveryCloud" initialParams={{ provider: 'google-drive', action: 'setRecovery' }} copy={es} />)
    await act(() => onDevice(h.client, h.backend))
    setCloudRecoveryStep(async () => {
      throw new CloudRecoveryAuthorizationError({ details: 'The popup was closed' })
    })
    await h.show()
    await screen.findByText('No se pudo guardar la copia de seguridad en Google Drive', {}, { timeout: 5_000 })
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }))
    await screen.findByText('Falló la autorización con el proveedor de la copia de seguridad', {}, { timeout: 5_000 })
  }, 20_000)
})

describe('the cloud backup screen in the modal (the recovery request)', () => {
  /** The modal over Ada's device with its own wallet service, logged in. */
  async function modalDevice() {
    clearRefreshMarker(DEV_APP_ID)
    const h = renderWithFoyer(<FoyerModal />)
    harness = h
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await act(() => onDevice(h.client, h.backend))
    return h
  }

  it("'Back up to Google Drive' in the selection backs up at once; the screen closes after success and the host's call resolves", async () => {
    const h = await modalDevice()
    useScriptedRecoveryConsent(h.backend, consent)
    await act(() => createWallet(h.client))
    let outcome!: Promise<unknown>
    act(() => {
      outcome = openSetWalletRecovery(h.client)
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Back up to Google Drive' }))
    await screen.findByText('Successfully backed up with Google Drive.', {}, { timeout: 5_000 })
    await expect(outcome).resolves.toEqual({ recoveryMethod: 'google-drive' })
    await waitFor(() => expect(screen.queryByText('Successfully backed up with Google Drive.')).toBeNull())
    expect(h.foyer().user?.wallet).toMatchObject({ recoveryMethod: 'google-drive' })
  }, 20_000)

  it("on a new device, signing opens 'Confirm it's really you'; confirming with the backup's account recovers, and the signature follows", async () => {
    const first = await modalDevice()
    useScriptedRecoveryConsent(first.backend, consent)
    const { address } = (await act(() => createWallet(first.client))).wallet as unknown as { address: Hex }
    await act(() => setWalletRecovery(first.client, { recoveryMethod: 'google-drive' }))
    // The same user on another device: another client and wallet service, same backend.
    const second = clientOnBackend(first.backend)
    await act(() => onDevice(second, first.backend))
    cleanup()
    stopWalletConnectors(first.client)
    const { FoyerProvider } = await import('../../src/hooks/index.js')
    const { render } = await import('@testing-library/react')
    render(<FoyerProvider client={second}><FoyerModal /></FoyerProvider>)
    let signing!: Promise<{ signature: Hex }>
    act(() => {
      signing = signMessage(second, { message: 'from the new device', uiOptions: { showWalletUIs: false } })
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm with Google Drive' }, { timeout: 5_000 }))
    await screen.findByText('Successfully recovered with Google Drive.', {}, { timeout: 5_000 })
    const { signature } = await signing
    expect(await verifyMessage({ address, message: 'from the new device', signature })).toBe(true)
    stopWalletConnectors(second)
  }, 30_000)
})
