import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { defineChain, parseEther, verifyMessage, verifyTypedData, type Address } from 'viem'
import {
  closeWalletRequest, confirmWalletRequest, loginWithEmailCode, sendEmailCode, sendTransaction, signMessage, signRequestFlow, signTransaction,
  signTypedData, startClient, transactionRequestFlow, walletRequestValue, type FoyerClient,
} from '../../../../src/core/index.js'
import { appConfigValue } from '../../../../src/core/client/appConfig.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { setEmbeddedFrameConnection } from '../../../../src/core/wallets/embedded/session.js'
import { registerWalletUiHost, walletUiShown } from '../../../../src/core/wallets/embedded/walletUi.js'
import { createDevBackend, type DevBackend } from '../../../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../../../src/testing/chains/index.js'
import { createWalletService } from '../../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../../wallet-service/helpers.js'
import { call } from '../../../testing/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { servicePort } from './helpers.js'

const API = 'http://foyer.test'
const local = defineChain({ id: 31337, name: 'Local 31337', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/31337`] } } })
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

let chain: EvmDevChain
let backend: DevBackend
let client: FoyerClient
let address: Address
let unregister: (() => void) | null = null

beforeAll(async () => {
  chain = await createEvmDevChain()
  backend = createDevBackend({ chains: [chain] })
  client = clientOnBackend(backend, { apiUrl: API, supportedChains: [local] })
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  await startClient(client)
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
  address = (await createWallet(client)).wallet.address as Address
  await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, address, amount: '1' }, appId: null })
}, 60_000)
afterAll(() => chain.close())
beforeEach(() => {
  unregister?.()
  unregister = null
})

/** A default UI is mounted (as <FoyerModal/> registers itself). */
const mountUi = () => {
  unregister = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

describe('signing requests ask the mounted default UI', () => {
  it('headless (no UI mounted) signs with no screen', async () => {
    expect(walletUiShown(client, undefined)).toBe(false)
    const { signature } = await signMessage(client, { message: 'headless' })
    expect(walletRequestValue.get(client)).toBeNull()
    expect(await verifyMessage({ address, message: 'headless', signature })).toBe(true)
  })

  it('showWalletUIs: false, or the app-wide switch off, signs with no screen even with a UI mounted', async () => {
    mountUi()
    expect(walletUiShown(client, { showWalletUIs: false })).toBe(false)
    const { signature } = await signMessage(client, { message: 'quiet', uiOptions: { showWalletUIs: false } })
    expect(await verifyMessage({ address, message: 'quiet', signature })).toBe(true)
    const config = appConfigValue.get(client)!
    appConfigValue.set(client, { ...config, embeddedWallets: { ...config.embeddedWallets, showWalletUIs: false } })
    try {
      expect(walletUiShown(client, undefined)).toBe(false)
    } finally {
      appConfigValue.set(client, config)
    }
    expect(walletUiShown(client, undefined)).toBe(true)
  })

  it('with a UI mounted, the request shows and waits: loading → idle; confirm signs; closing after signed resolves', async () => {
    mountUi()
    const pending = signMessage(client, { message: 'with a screen', uiOptions: { title: 'Approve' } })
    await until(() => walletRequestValue.get(client) !== null)
    expect(walletRequestValue.get(client)).toMatchObject({ kind: 'signMessage', message: 'with a screen', address, uiOptions: { title: 'Approve' } })
    await until(() => signRequestFlow.get(client).status === 'idle')
    expect(signRequestFlow.get(client).signature).toBeNull()
    await confirmWalletRequest(client)
    expect(signRequestFlow.get(client).status).toBe('signed')
    closeWalletRequest(client)
    const { signature } = await pending
    expect(await verifyMessage({ address, message: 'with a screen', signature })).toBe(true)
    expect(walletRequestValue.get(client)).toBeNull()
  })

  it("closing without a result rejects with EIP-1193 4001 'The user rejected the request'", async () => {
    mountUi()
    const pending = signTypedData(client, { typedData: { domain: { name: 'T' }, types: { M: [{ name: 'x', type: 'uint256' }] }, primaryType: 'M', message: { x: 1n } } })
    await until(() => walletRequestValue.get(client)?.kind === 'signTypedData')
    expect(walletRequestValue.get(client)).toMatchObject({ typedData: { message: { x: '1' } } })
    closeWalletRequest(client)
    await expect(pending).rejects.toMatchObject({ code: 4001, message: 'The user rejected the request' })
  })

  it('typed data signed through the screen verifies', async () => {
    mountUi()
    const typedData = { domain: { name: 'T', chainId: 1 }, types: { M: [{ name: 'x', type: 'string' }] }, primaryType: 'M', message: { x: 'y' } } as const
    const pending = signTypedData(client, { typedData })
    await until(() => walletRequestValue.get(client)?.kind === 'signTypedData' && signRequestFlow.get(client).status === 'idle')
    await confirmWalletRequest(client)
    closeWalletRequest(client)
    const { signature } = await pending
    expect(await verifyTypedData({ address, ...typedData, signature })).toBe(true)
  })

  it('requests wait their turn: a second one shows once the first closed', async () => {
    mountUi()
    const first = signMessage(client, { message: 'one' })
    const second = signMessage(client, { message: 'two' })
    await until(() => walletRequestValue.get(client) !== null)
    expect(walletRequestValue.get(client)).toMatchObject({ message: 'one' })
    closeWalletRequest(client)
    await expect(first).rejects.toMatchObject({ code: 4001 })
    await until(() => (walletRequestValue.get(client) as { message?: string } | null)?.message === 'two')
    closeWalletRequest(client)
    await expect(second).rejects.toMatchObject({ code: 4001 })
  })

  it('a transaction: the confirmation reads fee and balance; confirm sends and waits for the receipt; closing resolves the hash', async () => {
    mountUi()
    const pending = sendTransaction(client, { transaction: { to: RECIPIENT, value: parseEther('0.01') } })
    await until(() => transactionRequestFlow.get(client).status === 'ready')
    const { summary } = transactionRequestFlow.get(client)
    expect(summary).toMatchObject({ from: address, to: RECIPIENT, value: parseEther('0.01'), chain: { id: 31337, name: 'Local 31337', explorerUrl: null }, warning: null })
    expect(summary!.balance).toBeGreaterThan(parseEther('0.5'))
    expect(summary!.estimatedFee).toBeGreaterThan(0n)
    await confirmWalletRequest(client)
    expect(transactionRequestFlow.get(client)).toMatchObject({ status: 'complete', receipt: { status: 'success' } })
    const hash = transactionRequestFlow.get(client).hash
    closeWalletRequest(client)
    expect(await pending).toEqual({ hash })
  })

  it('a sign-only transaction resolves with the signature once signed and closed', async () => {
    mountUi()
    const pending = signTransaction(client, { transaction: { to: RECIPIENT, value: 1n } })
    await until(() => transactionRequestFlow.get(client).status === 'ready')
    await confirmWalletRequest(client)
    expect(transactionRequestFlow.get(client).status).toBe('signed')
    closeWalletRequest(client)
    expect((await pending).signature).toMatch(/^0x02/)
  })

  it('a failed send is the error state; a retry that resets the nonce succeeds; closing before approving rejects 4001', async () => {
    mountUi()
    const pending = sendTransaction(client, { transaction: { to: RECIPIENT, value: 1n, nonce: 0 } })
    await until(() => transactionRequestFlow.get(client).status === 'ready')
    await confirmWalletRequest(client)
    expect(transactionRequestFlow.get(client)).toMatchObject({ status: 'error', hash: null })
    expect(transactionRequestFlow.get(client).error?.message).toMatch(/nonce/i)
    await confirmWalletRequest(client, { resetNonce: true })
    expect(transactionRequestFlow.get(client).status).toBe('complete')
    closeWalletRequest(client)
    expect((await pending).hash).toMatch(/^0x/)
    const declined = sendTransaction(client, { transaction: { to: RECIPIENT, value: 1n } })
    await until(() => transactionRequestFlow.get(client).status === 'ready')
    closeWalletRequest(client)
    await expect(declined).rejects.toMatchObject({ code: 4001, message: 'The user rejected the request' })
  })
})
