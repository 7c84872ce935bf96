import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, custom, defineChain, encodeFunctionData, type Address } from 'viem'
import { loginWithEmailCode, sendEmailCode, startClient, userValue, type FoyerClient } from '../../../../src/core/internal.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { chainRpc } from '../../../../src/core/wallets/embedded/chainRpc.js'
import { setEmbeddedFrameConnection } from '../../../../src/core/wallets/embedded/session.js'
import { getSmartWallet } from '../../../../src/core/wallets/smart/getSmartWallet.js'
import { createDevBackend, type DevBackend } from '../../../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../../../src/testing/chains/index.js'
import { createWalletService } from '../../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../../wallet-service/helpers.js'
import { DEV_ALLOWED_ORIGINS } from '../../../../src/testing/origins.js'
import { call } from '../../../testing/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { servicePort } from '../embedded/helpers.js'

const API = 'http://foyer.test'
const local = (id: number) =>
  defineChain({ id, name: `Local ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/${id}`] } } })
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

let chain: EvmDevChain
let backend: DevBackend
let client: FoyerClient
let owner: Address

beforeAll(async () => {
  chain = await createEvmDevChain()
  backend = createDevBackend({ chains: [chain], appConfig: { smart_wallets: { enabled: true }, allowed_origins: [...DEV_ALLOWED_ORIGINS, API] } })
  client = clientOnBackend(backend, { apiUrl: API, supportedChains: [local(31337), local(31338)] })
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  await startClient(client)
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
  owner = (await createWallet(client)).wallet.address as Address
}, 60_000)
afterAll(() => chain.close())

const reader = () => createPublicClient({ chain: local(31337), transport: custom({ request: ({ method, params }) => chainRpc(client, local(31337), method, params) }) })

describe('getSmartWallet: the embedded wallet owns a sponsored smart wallet (headless)', () => {
  it('links the smart wallet, sends a sponsored batch from a zero-balance owner, and signs as the account', async () => {
    const wallet = await getSmartWallet(client)
    expect(wallet).toMatchObject({ chainId: 31337, owner, sponsored: true })
    expect(userValue.get(client)!.linkedAccounts).toContainEqual(expect.objectContaining({ type: 'smart_wallet', address: wallet.address, smartWalletType: 'simple_account' }))
    // A second call finds it linked (no second link request) and gives the same address.
    expect((await getSmartWallet(client)).address).toBe(wallet.address)

    expect(await reader().getBalance({ address: owner })).toBe(0n)
    await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, address: wallet.address, asset: 'USDC', amount: '5' }, appId: null })
    const transfer = (amount: bigint) => ({ to: chain.usdc.address, data: encodeFunctionData({ abi: chain.usdc.abi, functionName: 'transfer', args: [RECIPIENT, amount] }) })
    const result = await wallet.sendTransaction({ calls: [transfer(1_000_000n), transfer(500_000n)], uiOptions: { showWalletUIs: false } })
    expect(result.hashes).toEqual([result.hash, result.hash])
    expect(result.userOperationHash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await reader().getTransactionReceipt({ hash: result.hash })
    expect(receipt.status).toBe('success')
    expect(await reader().readContract({ address: chain.usdc.address, abi: chain.usdc.abi, functionName: 'balanceOf', args: [RECIPIENT] })).toBe(1_500_000n)
    expect(await reader().getBalance({ address: owner })).toBe(0n)

    const { signature } = await wallet.signMessage({ message: 'from the smart wallet', uiOptions: { showWalletUIs: false } })
    expect(await reader().verifyMessage({ address: wallet.address, message: 'from the smart wallet', signature })).toBe(true)
  })

  it('refuses a chain the config does not name, a disabled config and an account type it does not drive', async () => {
    await expect(getSmartWallet(client, { chainId: 1 })).rejects.toMatchObject({ code: 'smart_wallet_chain_not_configured' })
    const network = { chainId: 31337, bundlerUrl: `${API}/bundler/evm/31337`, paymasterUrl: null, paymasterContext: null }
    const config = { enabled: true, smartWalletType: 'kernel', smartWalletVersion: 'v3', networks: [network] }
    await expect(getSmartWallet(client, { config })).rejects.toMatchObject({ code: 'UNSUPPORTED_WALLET_TYPE' })
    await expect(getSmartWallet(client, { config: { ...config, enabled: false } })).rejects.toMatchObject({
      code: 'smart_wallets_disabled',
      message: 'Smart wallets are not enabled for this app',
    })
  })
})
