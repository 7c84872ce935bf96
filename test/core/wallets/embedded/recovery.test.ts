import { describe, expect, it, vi } from 'vitest'
import { verifyMessage, type Hex } from 'viem'
import { loginWithEmailCode, postLoginFlow, sendEmailCode, startClient, userValue, type FoyerClient, type HostConfig } from '../../../../src/core/internal.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { signMessage } from '../../../../src/core/wallets/embedded/signMessage.js'
import { setEmbeddedFrameConnection } from '../../../../src/core/wallets/embedded/session.js'
import { registerWalletUiHost } from '../../../../src/core/wallets/embedded/walletUiHosts.js'
import { closeRecoveryRequest } from '../../../../src/core/wallets/embedded/recovery/closeRecoveryRequest.js'
import { openSetWalletRecovery } from '../../../../src/core/wallets/embedded/recovery/openWalletRecovery.js'
import { recoverWallet } from '../../../../src/core/wallets/embedded/recovery/recoverWallet.js'
import { recoveryRequestValue } from '../../../../src/core/wallets/embedded/recovery/recoveryRequest.js'
import { setWalletRecovery } from '../../../../src/core/wallets/embedded/recovery/setWalletRecovery.js'
import { WalletRecoveryRequiredError } from '../../../../src/core/wallets/embedded/recovery/errors.js'
import { WALLET_SERVICE_EVENTS as E } from '../../../../src/core/types/walletService.js'
import { exportWallet } from '../../../../src/core/wallets/embedded/exportWallet.js'
import { walletExportFlow } from '../../../../src/core/wallets/embedded/exportFlow.js'
import { closeWalletRequest } from '../../../../src/core/wallets/embedded/closeWalletRequest.js'
import { createDevBackend, type DevBackend } from '../../../../src/testing/index.js'
import { createWalletService } from '../../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../../wallet-service/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { servicePort } from './helpers.js'

const FAST_KDF = { m: 64, t: 1, p: 1 }

/** A device: a client of its own with a wallet service of its own (its own device-share storage), logged in as `email`. */
async function device(backend: DevBackend, email = 'ada@example.com', config?: HostConfig, { ui = false } = {}) {
  const client = clientOnBackend(backend, config ? { config } : {})
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage(), passwordKdf: FAST_KDF })
  const port = servicePort(service)
  setEmbeddedFrameConnection(client, { connect: () => port })
  await startClient(client)
  if (ui) withUi(client)
  await sendEmailCode(client, { email })
  await loginWithEmailCode(client, { code: backend.mailbox.latest(email)!.code })
  return { client, port }
}

const withUi = (client: FoyerClient) => registerWalletUiHost(client, { kind: 'modal', notify: () => {} })
const walletOf = (client: FoyerClient) => userValue.get(client)!.wallet as unknown as { address: Hex; recoveryMethod: string }

describe('setWalletRecovery / recoverWallet (headless, against the dev backend)', () => {
  it('a password set on one device; on a new one signing asks for recovery, a wrong then the right password recovers the same address', async () => {
    const backend = createDevBackend()
    const first = await device(backend)
    const wallet = (await createWallet(first.client)).wallet as unknown as { address: Hex }
    await expect(setWalletRecovery(first.client, { recoveryMethod: 'user-passcode', password: 'Sec0nd-device' })).resolves.toEqual({ recoveryMethod: 'user-passcode' })
    expect(walletOf(first.client).recoveryMethod).toBe('user-passcode')

    const second = await device(backend)
    const refused = await signMessage(second.client, { message: 'hi' }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(WalletRecoveryRequiredError)
    expect(refused).toMatchObject({ code: 'embedded_wallet_recovery_required', recoveryMethod: 'user-passcode', entropyId: wallet.address })
    await expect(recoverWallet(second.client, { recoveryMethod: 'user-passcode', password: 'wrong-one' })).rejects.toMatchObject({
      code: 'invalid_recovery_password', shortMessage: 'Invalid recovery password, please try again.',
    })
    await expect(recoverWallet(second.client, { recoveryMethod: 'user-passcode', password: 'Sec0nd-device' })).resolves.toEqual({ recoveryMethod: 'user-passcode' })
    const { signature } = await signMessage(second.client, { message: 'recovered' })
    expect(await verifyMessage({ address: wallet.address, message: 'recovered', signature })).toBe(true)
  })

  it('createWallet with a password: the wallet is born with user-passcode', async () => {
    const backend = createDevBackend()
    const first = await device(backend)
    const { wallet } = await createWallet(first.client, { recoveryMethod: 'user-passcode', password: 'born-with-1' })
    expect(wallet).toMatchObject({ recoveryMethod: 'user-passcode' })
  })

  it('setWalletRecovery for a user without a wallet creates it with that method', async () => {
    const backend = createDevBackend()
    const first = await device(backend)
    await setWalletRecovery(first.client, { recoveryMethod: 'user-passcode', password: 'created-by-set' })
    expect(walletOf(first.client).recoveryMethod).toBe('user-passcode')
    expect(first.port.posted.map((m) => (m as { event: string }).event)).toContain(E.create)
  })

  it("a cloud method runs the recovery OAuth step first: with no window for its popup, 'Recovery OAuth failed' (nothing sent to the wallet service)", async () => {
    const backend = createDevBackend()
    const first = await device(backend)
    await createWallet(first.client)
    const posted = first.port.posted.length
    await expect(setWalletRecovery(first.client, { recoveryMethod: 'google-drive' })).rejects.toMatchObject({ code: 'recovery_oauth_failed', shortMessage: 'Recovery OAuth failed' })
    expect(first.port.posted.slice(posted).map((m) => (m as { event: string }).event)).not.toContain(E.setRecovery)
  })

  it('an app that requires user-owned recovery refuses an automatic wallet', async () => {
    const backend = createDevBackend()
    backend.setAppConfig({ embedded_wallets: { require_user_owned_recovery_on_create: true } } as never)
    const first = await device(backend)
    await expect(createWallet(first.client)).rejects.toMatchObject({ code: 'unsupported_recovery_method' })
    await expect(createWallet(first.client, { recoveryMethod: 'user-passcode', password: 'required-1' })).resolves.toMatchObject({ wallet: { recoveryMethod: 'user-passcode' } })
  })
})

describe('the recovery request (a default UI mounted)', () => {
  it('signing on a new device opens the recovery request, and signs once the screens recovered the wallet and closed', async () => {
    const backend = createDevBackend()
    const first = await device(backend)
    const wallet = (await createWallet(first.client, { recoveryMethod: 'user-passcode', password: 'ui-Pa55word' })).wallet as unknown as { address: Hex }
    const second = await device(backend)
    withUi(second.client)
    const signing = signMessage(second.client, { message: 'after recovery', uiOptions: { showWalletUIs: false } })
    await vi.waitFor(() => expect(recoveryRequestValue.get(second.client)).toMatchObject({ kind: 'recover', recoveryMethod: 'user-passcode', entropyId: wallet.address }))
    // What 'Enter your password' does: recover with the password, then close.
    await expect(recoverWallet(second.client, { recoveryMethod: 'user-passcode', password: 'nope-nope' })).rejects.toMatchObject({ code: 'invalid_recovery_password' })
    await recoverWallet(second.client, { recoveryMethod: 'user-passcode', password: 'ui-Pa55word' })
    closeRecoveryRequest(second.client)
    expect(recoveryRequestValue.get(second.client)).toBeNull()
    const { signature } = await signing
    expect(await verifyMessage({ address: wallet.address, message: 'after recovery', signature })).toBe(true)
  })

  it("exporting on a new device opens the recovery request over 'Connecting to your wallet'; once recovered the export is ready", async () => {
    const backend = createDevBackend()
    const first = await device(backend)
    const wallet = (await createWallet(first.client, { recoveryMethod: 'user-passcode', password: 'ui-Pa55word' })).wallet as unknown as { address: Hex }
    const second = await device(backend)
    withUi(second.client)
    const exporting = exportWallet(second.client).catch((e: unknown) => e)
    await vi.waitFor(() => expect(recoveryRequestValue.get(second.client)).toMatchObject({ kind: 'recover', recoveryMethod: 'user-passcode', entropyId: wallet.address }))
    expect(walletExportFlow.get(second.client).status).toBe('connecting')
    await recoverWallet(second.client, { recoveryMethod: 'user-passcode', password: 'ui-Pa55word' })
    closeRecoveryRequest(second.client)
    await vi.waitFor(() => expect(walletExportFlow.get(second.client).status).toBe('ready'), { timeout: 5_000 })
    closeWalletRequest(second.client)
    // Closed once the frame could show the key: the export resolves.
    expect(await exporting).toBeUndefined()
  })

  it("closing the recovery screen before recovering rejects the operation: 'User exited before wallet could be connected' (4001)", async () => {
    const backend = createDevBackend()
    const first = await device(backend)
    await createWallet(first.client, { recoveryMethod: 'user-passcode', password: 'ui-Pa55word' })
    const second = await device(backend)
    withUi(second.client)
    const signing = signMessage(second.client, { message: 'x', uiOptions: { showWalletUIs: false } }).catch((e: unknown) => e)
    await vi.waitFor(() => expect(recoveryRequestValue.get(second.client)).not.toBeNull())
    closeRecoveryRequest(second.client)
    expect(await signing).toMatchObject({ code: 4001, message: 'User exited before wallet could be connected' })
  })

  it("the user-owned recovery wait: after 120000 ms 'User-owned recovery timed out'", async () => {
    const backend = createDevBackend()
    const first = await device(backend)
    await createWallet(first.client, { recoveryMethod: 'user-passcode', password: 'ui-Pa55word' })
    const second = await device(backend)
    withUi(second.client)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const signing = signMessage(second.client, { message: 'x', uiOptions: { showWalletUIs: false } }).catch((e: unknown) => e)
      // Small steps until the request shows (the frame's readiness retries run on the fake clock too).
      // (setImmediate is real: the in-process service's crypto and fetches get their turns.)
      for (let i = 0; i < 2_000 && !recoveryRequestValue.get(second.client); i++) {
        await vi.advanceTimersByTimeAsync(1)
        await new Promise((resolve) => setImmediate(resolve))
      }
      expect(recoveryRequestValue.get(second.client)).not.toBeNull()
      await vi.advanceTimersByTimeAsync(117_000)
      expect(recoveryRequestValue.get(second.client)).not.toBeNull()
      await vi.advanceTimersByTimeAsync(3_000)
      const error = await signing
      expect(error).toMatchObject({ cause: { code: 'embedded_wallet_recovery_error', shortMessage: 'User-owned recovery timed out' } })
      expect(recoveryRequestValue.get(second.client)).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it("the password screens opened by the host: closed before a password → 'Exited before password was added to wallet'; done → the method", async () => {
    const backend = createDevBackend()
    const first = await device(backend)
    await createWallet(first.client)
    withUi(first.client)
    const exited = openSetWalletRecovery(first.client, { start: 'user-passcode' })
    expect(recoveryRequestValue.get(first.client)).toBeNull()
    await vi.waitFor(() => expect(recoveryRequestValue.get(first.client)).toMatchObject({
      kind: 'setRecovery', initiatedBy: 'user', currentMethod: 'privy', start: 'user-passcode', options: ['user-passcode', 'google-drive', 'icloud'],
    }))
    closeRecoveryRequest(first.client)
    await expect(exited).rejects.toMatchObject({ code: 'recovery_flow_exited', shortMessage: 'Exited before password was added to wallet' })

    const selection = openSetWalletRecovery(first.client)
    await vi.waitFor(() => expect(recoveryRequestValue.get(first.client)).toMatchObject({ kind: 'setRecovery', start: 'selection' }))
    await setWalletRecovery(first.client, { recoveryMethod: 'user-passcode', password: 'picked-in-ui' })
    closeRecoveryRequest(first.client)
    await expect(selection).resolves.toEqual({ recoveryMethod: 'user-passcode' })

    const cancelled = openSetWalletRecovery(first.client)
    await vi.waitFor(() => expect(recoveryRequestValue.get(first.client)).not.toBeNull())
    closeRecoveryRequest(first.client)
    await expect(cancelled).rejects.toMatchObject({ shortMessage: 'User exited set recovery flow' })
  })

  it('headless, the screens cannot open', async () => {
    const backend = createDevBackend()
    const first = await device(backend)
    await expect(openSetWalletRecovery(first.client)).rejects.toMatchObject({ code: 'recovery_ui_unavailable' })
  })
})

describe('createOnLogin when the app requires user-owned recovery', () => {
  const config: HostConfig = { embeddedWallets: { ethereum: { createOnLogin: 'all-users' } } }
  const required = (backend: DevBackend, options?: string[]) =>
    backend.setAppConfig({ embedded_wallets: { require_user_owned_recovery_on_create: true, ...(options ? { user_owned_recovery_options: options } : {}) } } as never)

  it('with a default UI: the selection comes first, then the wallet is created with the method the user set up', async () => {
    const backend = createDevBackend()
    required(backend)
    const { client } = await device(backend, 'ada@example.com', config, { ui: true })
    await vi.waitFor(() => expect(recoveryRequestValue.get(client)).toMatchObject({
      kind: 'setRecovery', initiatedBy: 'automatic', currentMethod: null, start: 'selection', options: ['user-passcode', 'google-drive', 'icloud'],
    }), { timeout: 10_000 })
    expect(userValue.get(client)!.wallet).toBeUndefined()
    await setWalletRecovery(client, { recoveryMethod: 'user-passcode', password: 'chosen-first' })
    closeRecoveryRequest(client)
    await vi.waitFor(() => expect(postLoginFlow.get(client).status).toBe('done'), { timeout: 10_000 })
    expect(walletOf(client).recoveryMethod).toBe('user-passcode')
  })

  it("one option: the screens start on it (the password's splash)", async () => {
    const backend = createDevBackend()
    required(backend, ['user-passcode'])
    const { client } = await device(backend, 'ada@example.com', config, { ui: true })
    await vi.waitFor(() => expect(recoveryRequestValue.get(client)).toMatchObject({ start: 'user-passcode', options: ['user-passcode'] }), { timeout: 10_000 })
    closeRecoveryRequest(client)
    // Closing the selection fails the creation step: the user is logged out, as for any failed creation.
    await vi.waitFor(() => expect(postLoginFlow.get(client).status).toBe('error'), { timeout: 10_000 })
    expect(postLoginFlow.get(client).error?.message).toBe('Exited before password was added to wallet')
  })

  it('headless: nothing is created on login (the host creates the wallet with a password)', async () => {
    const backend = createDevBackend()
    required(backend)
    const { client, port } = await device(backend, 'ada@example.com', config)
    await vi.waitFor(() => expect(postLoginFlow.get(client).status).toBe('done'), { timeout: 10_000 })
    expect(port.posted).toEqual([])
    expect(userValue.get(client)!.wallet).toBeUndefined()
  })
})
