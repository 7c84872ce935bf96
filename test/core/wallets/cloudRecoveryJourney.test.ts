/**
 * Cloud backup end to end in-process: the kit (core actions), the wallet service and the dev
 * backend with its fake Google Drive / iCloud. The provider's popup is scripted: it submits the
 * fake consent page with the account the test picks, and comes back to the app's page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { verifyMessage, type Hex } from 'viem'
import {
  cloudRecoveryFlow, confirmCloudRecovery, loginWithEmailCode, retryCloudRecovery, sendEmailCode,
  setCloudRecoveryStep, startClient, startCloudRecovery, userValue, type FoyerClient,
} from '../../../src/core/internal.js'
import { createWallet } from '../../../src/core/wallets/embedded/createWallet.js'
import { signMessage } from '../../../src/core/wallets/embedded/signMessage.js'
import { setEmbeddedFrameConnection } from '../../../src/core/wallets/embedded/session.js'
import { registerWalletUiHost } from '../../../src/core/wallets/embedded/walletUi.js'
import { closeRecoveryRequest } from '../../../src/core/wallets/embedded/recovery/closeRecoveryRequest.js'
import { openRecoverWallet } from '../../../src/core/wallets/embedded/recovery/openWalletRecovery.js'
import { recoverWallet } from '../../../src/core/wallets/embedded/recovery/recoverWallet.js'
import { recoveryRequestValue } from '../../../src/core/wallets/embedded/recovery/recoveryRequest.js'
import { setWalletRecovery } from '../../../src/core/wallets/embedded/recovery/setWalletRecovery.js'
import { createDevBackend, type DevBackend } from '../../../src/testing/index.js'
import { useScriptedRecoveryConsent } from '../../testing/recovery-oauth-helpers.js'
import { createWalletService } from '../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../wallet-service/helpers.js'
import { clientOnBackend } from '../helpers.js'
import { servicePort } from './embedded/helpers.js'

/** The account the scripted consent page picks next (a test identity of the fake providers). */
const consent = { identity: 'ada' }

/** A device: its own client and wallet service (its own storage), logged in as Ada. */
async function device(backend: DevBackend): Promise<FoyerClient> {
  const client = clientOnBackend(backend)
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  await startClient(client)
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
  return client
}

const walletOf = (client: FoyerClient) => userValue.get(client)!.wallet as unknown as { address: Hex; recoveryMethod: string }

afterEach(() => {
  setCloudRecoveryStep(null)
  consent.identity = 'ada'
})

describe('cloud backup, end to end in-process', () => {
  it("backs up to Google Drive; a new device recovers with the right account only ('Unable to recover wallet' with another), and signs for the same address", async () => {
    const backend = createDevBackend()
    useScriptedRecoveryConsent(backend, consent)
    const first = await device(backend)
    const { address } = (await createWallet(first)).wallet as unknown as { address: Hex }
    await expect(setWalletRecovery(first, { recoveryMethod: 'google-drive' })).resolves.toEqual({ recoveryMethod: 'google-drive' })
    expect(walletOf(first).recoveryMethod).toBe('google-drive')

    const second = await device(backend)
    await expect(signMessage(second, { message: 'x', uiOptions: { showWalletUIs: false } })).rejects.toMatchObject({ code: 'embedded_wallet_recovery_required' })
    consent.identity = 'grace'
    await expect(recoverWallet(second, { recoveryMethod: 'google-drive' })).rejects.toMatchObject({ code: 'embedded_wallet_recovery_error', shortMessage: 'Unable to recover wallet' })
    consent.identity = 'ada'
    await expect(recoverWallet(second, { recoveryMethod: 'google-drive' })).resolves.toEqual({ recoveryMethod: 'google-drive' })
    const { signature } = await signMessage(second, { message: 'back again', uiOptions: { showWalletUIs: false } })
    expect(await verifyMessage({ address, message: 'back again', signature })).toBe(true)
  })

  it('a user without a wallet gets one created backed up to iCloud', async () => {
    const backend = createDevBackend()
    useScriptedRecoveryConsent(backend, consent)
    const client = await device(backend)
    await expect(setWalletRecovery(client, { recoveryMethod: 'icloud' })).resolves.toEqual({ recoveryMethod: 'icloud' })
    expect(walletOf(client).recoveryMethod).toBe('icloud')
    expect(backend.requests.count('POST', '/api/v1/recovery/oauth/init_icloud')).toBe(1)
  })

  it('the screen\'s flow on a new device: waits for the confirm, fails with the wrong account, succeeds on retry with the right one; the recovery request then resolves', async () => {
    const backend = createDevBackend()
    useScriptedRecoveryConsent(backend, consent)
    const first = await device(backend)
    await createWallet(first)
    await setWalletRecovery(first, { recoveryMethod: 'google-drive' })

    const second = await device(backend)
    registerWalletUiHost(second, { kind: 'modal', notify: () => {} })
    const request = openRecoverWallet(second, { recoveryMethod: 'google-drive' })
    await vi.waitFor(() => expect(recoveryRequestValue.get(second)).toMatchObject({ kind: 'recover', recoveryMethod: 'google-drive' }))
    const { entropyId } = recoveryRequestValue.get(second) as { entropyId: string }

    const consentsBefore = backend.requests.count('POST', '/api/v1/recovery/oauth/init')
    await startCloudRecovery(second, { provider: 'google-drive', action: 'recover', entropyId })
    expect(cloudRecoveryFlow.get(second)).toMatchObject({ status: 'not-confirmed', attempt: 0 })
    // Nothing is asked of the provider before the user confirms.
    expect(backend.requests.count('POST', '/api/v1/recovery/oauth/init')).toBe(consentsBefore)
    consent.identity = 'grace'
    await confirmCloudRecovery(second)
    expect(cloudRecoveryFlow.get(second)).toMatchObject({ status: 'error', error: { shortMessage: 'Unable to recover wallet' } })
    consent.identity = 'ada'
    await retryCloudRecovery(second)
    expect(cloudRecoveryFlow.get(second)).toMatchObject({ status: 'success', attempt: 2 })
    closeRecoveryRequest(second)
    await expect(request).resolves.toEqual({ recoveryMethod: 'google-drive' })
  })
})
