// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { createPublicClient, custom, defineChain, recoverTransactionAddress, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginWithEmailCode, sendEmailCode, stopWalletConnectors, type FoyerClient } from '../../src/core/internal.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { useCreateWallet, useFoyer, useSetWalletRecovery, useSignTypedData, useSolanaWallets, useWallets } from '../../src/hooks/index.js'
import { createDevBackend, type DevBackend } from '../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../src/testing/chains/index.js'
import { call } from '../testing/helpers.js'
import { clientOnBackend } from '../core/helpers.js'
import { providerFor } from './helpers.js'

const API = 'http://foyer.test'
const local = defineChain({ id: 31337, name: 'Local 31337', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/31337`] } } })
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

let chain: EvmDevChain
let backend: DevBackend
let client: FoyerClient
/** How often the kit tried to reach the wallet service (never, for server-held wallets). */
let frameConnections = 0
beforeAll(async () => {
  chain = await createEvmDevChain()
  backend = createDevBackend({
    chains: [chain],
    appConfig: { embedded_wallets: { mode: 'user-controlled-server-wallets-only', require_user_owned_recovery_on_create: true, ethereum: { create_on_login: 'all-users' }, solana: { create_on_login: 'all-users' } } },
  })
  client = clientOnBackend(backend, { apiUrl: API, supportedChains: [local] })
  setEmbeddedFrameConnection(client, {
    connect: () => {
      frameConnections++
      throw new Error('no wallet service in this test')
    },
  })
}, 60_000)
afterAll(async () => {
  stopWalletConnectors(client)
  await chain.close()
})
afterEach(() => cleanup())

const pc = () => createPublicClient({ chain: local, transport: custom(chain.provider(31337)) })

describe('server-held wallets through the hooks (mode user-controlled-server-wallets-only)', () => {
  it('a login creates an Ethereum and a Solana wallet on the backend (no recovery selection, though the config asks for user-owned recovery); useWallets / useSolanaWallets list them; they sign, send and refuse user-owned recovery — no wallet service involved', async () => {
    const { result } = renderHook(() => ({
      foyer: useFoyer(), wallets: useWallets(), solana: useSolanaWallets(), typed: useSignTypedData(), create: useCreateWallet(), recovery: useSetWalletRecovery(),
    }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await sendEmailCode(client, { email: 'ada@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
    })
    await waitFor(() => expect(result.current.wallets.wallets).toHaveLength(1))
    await waitFor(() => expect(result.current.solana.wallets).toHaveLength(1))
    const [wallet] = result.current.wallets.wallets
    expect(wallet).toMatchObject({ connectorType: 'embedded', walletClientType: 'privy', linked: true })
    const accounts = result.current.foyer.user!.linkedAccounts.filter((a) => a.type === 'wallet')
    expect(accounts.map((a) => (a as { recoveryMethod: string }).recoveryMethod)).toEqual(['privy-v2', 'privy-v2'])

    // personal_sign, typed data, a signed transaction, a sent transaction.
    const signature = await wallet!.sign('hello from the server')
    expect(await verifyMessage({ address: wallet!.address as Hex, message: 'hello from the server', signature: signature as Hex })).toBe(true)
    const typedData = { domain: { name: 'T', chainId: 31337 }, types: { M: [{ name: 'x', type: 'string' }] }, primaryType: 'M', message: { x: 'y' } } as const
    const typed = await act(() => result.current.typed.signTypedData(typedData, { address: wallet!.address, uiOptions: { showWalletUIs: false } }))
    expect(await verifyTypedData({ address: wallet!.address as Hex, ...typedData, signature: typed.signature })).toBe(true)

    const address = wallet!.address as Address
    await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, address, amount: '1' }, appId: null })
    const provider = await wallet!.getEthereumProvider()
    const signed = await provider.request({ method: 'eth_signTransaction', params: [{ from: address, to: RECIPIENT, value: '0x1' }] })
    expect(await recoverTransactionAddress({ serializedTransaction: signed as `0x02${string}` })).toBe(address)
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to: RECIPIENT, value: '0x2' }] }) as Hex
    const receipt = await pc().waitForTransactionReceipt({ hash })
    expect([receipt.status, receipt.from.toLowerCase()]).toEqual(['success', address.toLowerCase()])

    // Solana: a message signature verified with ed25519.
    const solana = result.current.solana.wallets[0]!
    const solanaSignature = await solana.signMessage('hello Solana')
    expect(ed25519.verify(Buffer.from(solanaSignature, 'base64'), new TextEncoder().encode('hello Solana'), base58.decode(solana.address))).toBe(true)

    // The mode's rules.
    await act(() => expect(result.current.create.createWallet({ createAdditional: true })).rejects.toMatchObject({ shortMessage: 'User-controlled server wallets do not support wallet-index creation' }))
    await act(() => expect(result.current.recovery.setWalletRecovery({ recoveryMethod: 'user-passcode', password: 'correct-horse' }))
      .rejects.toMatchObject({ shortMessage: 'A wallet with a server-side (TEE) signer cannot use user-owned recovery' }))
    expect(frameConnections).toBe(0)
  })
})
