import { Keypair } from '@solana/web3.js'
import { base58 } from '@scure/base'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { verifyMessage, type Address, type Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  attachExportFrame, cancelMfa, closeWalletRequest, exportFrameUrl, exportWallet, importWallet, initMfaEnrollment, loginWithEmailCode, sendEmailCode, signMessage,
  startClient, submitMfa, submitMfaEnrollment, walletExportFlow, walletRequestValue, type FoyerClient, type MfaRequiredEvent,
} from '../../../../src/core/index.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { createSolanaWallet } from '../../../../src/core/wallets/solana/createSolanaWallet.js'
import { setEmbeddedFrameConnection } from '../../../../src/core/wallets/embedded/session.js'
import { registerWalletUiHost } from '../../../../src/core/wallets/embedded/walletUiHosts.js'
import { appConfigValue } from '../../../../src/core/client/appConfig.js'
import { createDevBackend, totpCode, type DevBackend, type DevBackendOptions } from '../../../../src/testing/index.js'
import { createExportHandler, createWalletService, readExportQuery, type ExportedSecrets } from '../../../../src/wallet-service/index.js'
import { HOST, backendFetch, memoryStorage } from '../../../wallet-service/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { servicePort } from './helpers.js'


let unregister: (() => void) | null = null
afterEach(() => {
  unregister?.()
  unregister = null
  vi.useRealTimers()
})

/** A logged-in user with an embedded Ethereum wallet (and TOTP as MFA when `mfa`), a default UI mounted. */
async function setUp({ mfa = false, options = {} }: { mfa?: boolean; options?: Partial<DevBackendOptions> } = {}) {
  const backend = createDevBackend(options)
  const client = clientOnBackend(backend)
  const storage = memoryStorage()
  const hidden = servicePort(createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage }))
  setEmbeddedFrameConnection(client, { connect: () => hidden })
  await startClient(client)
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
  const address = (await createWallet(client)).wallet.address as Address
  let secret = ''
  if (mfa) {
    const init = await initMfaEnrollment(client, { method: 'totp' })
    secret = (init as { secret: string }).secret
    await submitMfaEnrollment(client, { method: 'totp', code: totpCode(secret, Date.now() - 30_000) })
  }
  const prompts: MfaRequiredEvent[] = []
  client.events.on('mfaRequired', (event) => prompts.push(event))
  unregister = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })
  return { backend, client, address, secret, prompts, storage, hidden }
}

/**
 * The export page in-process, as a frame on the wallet origin loaded at the URL the kit builds:
 * its own wallet service (its own storage: the page may not see the hidden frame's), its query,
 * and what it showed. The port records every message the host receives from it.
 */
function exportPage(backend: DevBackend, client: FoyerClient, storage = memoryStorage()) {
  const request = walletRequestValue.get(client)
  if (request?.kind !== 'export') throw new Error('no export on screen')
  const url = new URL(exportFrameUrl(client, request, { width: 360, colors: { background: '#101010', accent: 'url(x)' }, locale: 'es' }))
  const query = readExportQuery(url.searchParams)
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage, allowedOrigins: [HOST] })
  const shown: ExportedSecrets[] = []
  const handler = createExportHandler({ service, query, allowedOrigins: [HOST], show: (secrets) => shown.push(secrets) })
  const port = servicePort(handler)
  return { url, query, shown, received: port.replies, posted: port.posted, port }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}
const status = (client: FoyerClient) => walletExportFlow.get(client).status
const prompted = (client: FoyerClient) => new Promise<MfaRequiredEvent>((resolve) => client.events.on('mfaRequired', resolve))

describe('exportWallet (dev backend, in-process wallet service and export page)', () => {
  it("a user without MFA: 'connecting', then the frame at the wallet origin gets the token by message and shows the key; the host receives only what is shown", async () => {
    const { backend, client, address } = await setUp()
    const exporting = exportWallet(client)
    await until(() => walletRequestValue.get(client) !== null)
    expect(walletRequestValue.get(client)).toMatchObject({ kind: 'export', address, chainType: 'ethereum', entropyId: address, hdWalletIndex: 0, imported: false })
    expect(status(client)).toBe('connecting')
    await until(() => status(client) === 'ready')

    const page = exportPage(backend, client)
    // The URL names the wallet and the look, never a credential.
    expect(Object.fromEntries(page.url.searchParams)).toEqual({
      v: expect.any(String), entropy_id: address, entropy_id_verifier: 'ethereum-address-verifier', hd_wallet_index: '0', chain_type: 'ethereum',
      client_id: client.clientId, caid: expect.any(String), width: '360', phrase_export: 'true', background: '#101010', accent: 'url(x)', locale: 'es',
    })
    expect(page.query).toMatchObject({ entropyId: address, hdWalletIndex: 0, chainType: 'ethereum', phraseExport: true, width: 360, colors: { background: '#101010' }, locale: 'es' })
    const detach = attachExportFrame(client, { port: page.port })
    await until(() => status(client) === 'exported')
    expect(walletExportFlow.get(client).shown).toEqual(['private-key', 'seed-phrase'])

    // What the page shows is the wallet's key and seed phrase.
    const [secrets] = page.shown
    expect(privateKeyToAccount(secrets!.privateKey as Hex).address).toBe(address)
    expect(mnemonicToAccount(secrets!.seedPhrase!).address).toBe(address)
    // The token went by message; nothing of the key came back.
    expect(page.posted).toContainEqual(expect.objectContaining({ event: 'foyer:wallet:export', data: { accessToken: expect.any(String) } }))
    const back = JSON.stringify(page.received)
    expect(back).toContain(address)
    for (const needle of [secrets!.privateKey.slice(2), secrets!.seedPhrase!, secrets!.seedPhrase!.split(' ').slice(0, 3).join(' ')]) expect(back).not.toContain(needle)

    detach()
    closeWalletRequest(client)
    await expect(exporting).resolves.toBeUndefined()
  })

  it('a user with MFA is always prompted, even with a live MFA token; the token authorizes one export; closing the prompt closes the export', async () => {
    const { backend, client, address, secret, prompts } = await setUp({ mfa: true })
    // A signature earns a token that lives 5 minutes…
    const signing = signMessage(client, { message: 'hi', uiOptions: { showWalletUIs: false } })
    await prompted(client)
    await submitMfa(client, { method: 'totp', code: totpCode(secret) })
    expect(await verifyMessage({ address, message: 'hi', signature: (await signing).signature as Hex })).toBe(true)

    // …yet the export prompts again.
    const asked = prompted(client)
    const exporting = exportWallet(client)
    expect(await asked).toEqual({ kind: 'auth', methods: ['totp'] })
    expect(status(client)).toBe('connecting')
    await submitMfa(client, { method: 'totp', code: totpCode(secret, Date.now() + 30_000) })
    await until(() => status(client) === 'ready')
    const page = exportPage(backend, client)
    attachExportFrame(client, { port: page.port })
    await until(() => status(client) === 'exported')
    expect(page.posted).toContainEqual(expect.objectContaining({ event: 'foyer:wallet:export', data: { accessToken: expect.any(String), mfaToken: expect.any(String) } }))
    expect(privateKeyToAccount(page.shown[0]!.privateKey as Hex).address).toBe(address)
    closeWalletRequest(client)
    await exporting
    expect(prompts).toHaveLength(2)

    // A second export: prompted again; closing the prompt ends it with 'MFA canceled'.
    const again = prompted(client)
    const second = exportWallet(client)
    await again
    cancelMfa(client)
    await expect(second).rejects.toMatchObject({ shortMessage: 'MFA canceled' })
    expect(walletRequestValue.get(client)).toBeNull()
  })

  it("the frame asks for a verification the export did not get (the token expired): the kit prompts and sends the credentials again", async () => {
    const { backend, client, secret, address } = await setUp({ mfa: true })
    const exporting = exportWallet(client)
    await prompted(client)
    await submitMfa(client, { method: 'totp', code: totpCode(secret) })
    await until(() => status(client) === 'ready')
    // The backend no longer takes the verification (as after its 5 minutes).
    backend.faults.add({ path: `/api/v1/embedded_wallets/${address}/authorize`, status: 403, body: { error: 'Expired or invalid MFA token', code: 'expired_or_invalid_mfa_token' }, times: 1 })
    const page = exportPage(backend, client)
    const asked = prompted(client)
    attachExportFrame(client, { port: page.port })
    await asked
    expect(status(client)).toBe('ready')
    await submitMfa(client, { method: 'totp', code: totpCode(secret, Date.now() + 30_000) })
    await until(() => status(client) === 'exported')
    expect(page.posted.filter((m) => (m as { event: string }).event === 'foyer:wallet:export')).toHaveLength(2)
    closeWalletRequest(client)
    await exporting
  })

  it("a Solana wallet exports as base58 of its 64-byte secret key; an imported key (Ethereum or Solana) has no seed phrase", async () => {
    const { backend, client, address } = await setUp()
    const solana = (await createSolanaWallet(client)).wallet.address
    const exporting = exportWallet(client, { address: solana })
    await until(() => status(client) === 'ready')
    const page = exportPage(backend, client)
    expect(page.query).toMatchObject({ chainType: 'solana', phraseExport: true })
    attachExportFrame(client, { port: page.port })
    await until(() => status(client) === 'exported')
    const keypair = Keypair.fromSecretKey(base58.decode(page.shown[0]!.privateKey))
    expect(keypair.publicKey.toBase58()).toBe(solana)
    expect(mnemonicToAccount(page.shown[0]!.seedPhrase!).address).toBe(address)
    closeWalletRequest(client)
    await exporting

    const key = generatePrivateKey()
    const imported = (await importWallet(client, { privateKey: key })).wallet.address
    const second = exportWallet(client, { address: imported })
    await until(() => walletRequestValue.get(client)?.address === imported && status(client) === 'ready')
    const importedPage = exportPage(backend, client)
    expect(importedPage.query).toMatchObject({ entropyId: imported, phraseExport: false })
    attachExportFrame(client, { port: importedPage.port })
    await until(() => status(client) === 'exported')
    expect(walletExportFlow.get(client).shown).toEqual(['private-key'])
    expect(importedPage.shown[0]).toEqual({ address: imported, chainType: 'ethereum', privateKey: key, seedPhrase: null })
    closeWalletRequest(client)
    await second

    // An imported Solana key: named by its own address, shown as the base58 keypair it was imported as.
    const keypair2 = Keypair.generate()
    const solanaKey = base58.encode(keypair2.secretKey)
    const importedSolana = (await importWallet(client, { chainType: 'solana', privateKey: solanaKey })).wallet.address
    expect(importedSolana).toBe(keypair2.publicKey.toBase58())
    const third = exportWallet(client, { address: importedSolana })
    await until(() => walletRequestValue.get(client)?.address === importedSolana && status(client) === 'ready')
    const solanaPage = exportPage(backend, client)
    expect(solanaPage.query).toMatchObject({ entropyId: importedSolana, entropyIdVerifier: 'solana-address-verifier', chainType: 'solana', phraseExport: false })
    attachExportFrame(client, { port: solanaPage.port })
    await until(() => status(client) === 'exported')
    expect(solanaPage.shown[0]).toEqual({ address: importedSolana, chainType: 'solana', privateKey: solanaKey, seedPhrase: null })
    closeWalletRequest(client)
    await third
  })

  it("closing while connecting rejects with 'User exited before wallet could be connected'; a failure shows as an error and rejects with it", async () => {
    const { backend, client } = await setUp()
    const exporting = exportWallet(client)
    await until(() => walletRequestValue.get(client) !== null)
    closeWalletRequest(client)
    await expect(exporting).rejects.toMatchObject({ shortMessage: 'User exited before wallet could be connected', code: 'wallet_export_exited' })

    backend.faults.add({ path: '/api/v1/embedded_wallets/*', status: 500, body: { error: 'boom', code: 'internal_error' }, times: 1 })
    // The hidden frame keeps the wallet it loaded: another device (a fresh frame) must load it.
    setEmbeddedFrameConnection(client, { connect: () => servicePort(createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })) })
    const failing = exportWallet(client)
    await until(() => status(client) === 'error')
    expect(walletExportFlow.get(client).error).toMatchObject({ shortMessage: 'Unable to connect to wallet' })
    closeWalletRequest(client)
    await expect(failing).rejects.toMatchObject({ shortMessage: 'Unable to connect to wallet' })
  })

  it("'Connecting to your wallet' lasts at least 1 s", async () => {
    const { client, hidden } = await setUp()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const connected = () => hidden.replies.some((r) => JSON.stringify(r).includes('"recovered"'))
    const exporting = exportWallet(client)
    for (let i = 0; i < 2000 && !connected(); i++) await new Promise((resolve) => setImmediate(resolve))
    expect(connected()).toBe(true)
    await vi.advanceTimersByTimeAsync(999)
    expect(status(client)).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    expect(status(client)).toBe('ready')
    closeWalletRequest(client)
    await exporting
  })

  it('refuses without a user, without a default UI, or with wallet UIs turned off', async () => {
    const backend = createDevBackend()
    const anonymous = clientOnBackend(backend)
    await startClient(anonymous)
    await expect(exportWallet(anonymous)).rejects.toMatchObject({ shortMessage: 'User must be authenticated before exporting their wallet', code: 'MUST_BE_AUTHENTICATED' })

    const { client } = await setUp()
    unregister?.()
    unregister = null
    await expect(exportWallet(client)).rejects.toMatchObject({ code: 'ui_not_mounted' })
    unregister = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })
    appConfigValue.set(client, { ...appConfigValue.get(client)!, embeddedWallets: { ...appConfigValue.get(client)!.embeddedWallets, showWalletUIs: false } })
    await expect(exportWallet(client)).rejects.toMatchObject({ code: 'ui_not_mounted' })
    expect(walletRequestValue.get(client)).toBeNull()
  })
})
