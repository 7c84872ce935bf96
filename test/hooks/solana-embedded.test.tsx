// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connectWallet, loginWithEmailCode, sendEmailCode, stopWalletConnectors, walletConnectorsValue, type FoyerClient } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { useCreateWallet, useFoyer, useSignSolanaMessage, useSolanaWallets } from '../../src/hooks/index.js'
import { createDevBackend, createTestSolanaWallet, DEV_APP_ID, type DevBackend } from '../../src/testing/index.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'
import { providerFor } from './helpers.js'
import { clientOnBackend } from '../core/helpers.js'

// One external wallet for the file: the wallet-standard registry is a page-wide singleton.
const external = createTestSolanaWallet()
const unregister = external.register(window)
afterAll(unregister)
const connectorId = 'solana:standard:Foyer Test Wallet'
const blockhash = new PublicKey(new Uint8Array(32).fill(5)).toBase58()

let client: FoyerClient
let backend: DevBackend
beforeEach(() => {
  backend = createDevBackend({ appConfig: { appearance: { wallet_chain_type: 'ethereum-and-solana' } } })
  client = clientOnBackend(backend)
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  clearRefreshMarker(DEV_APP_ID)
})
afterEach(() => {
  stopWalletConnectors(client)
  cleanup()
})

const transferFrom = (from: PublicKey) =>
  new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 1 }))

describe('embedded Solana wallets in the hooks', () => {
  it('useCreateWallet({ chainType: "solana" }) creates one; useSolanaWallets lists it before the external wallet, in the same shape; both sign', async () => {
    const { result } = renderHook(() => ({ foyer: useFoyer(), create: useCreateWallet(), solana: useSolanaWallets(), sign: useSignSolanaMessage() }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await sendEmailCode(client, { email: 'ada@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
    })
    await waitFor(() => expect(walletConnectorsValue.get(client).map((c) => c.id)).toContain(connectorId))
    let address = ''
    await act(async () => {
      address = (await result.current.create.createWallet({ chainType: 'solana' })).wallet.address
      await connectWallet(client, { connectorId })
    })
    await waitFor(() => expect(result.current.solana.wallets).toHaveLength(2))
    const [embedded, connected] = result.current.solana.wallets
    expect(embedded).toMatchObject({ address, chainType: 'solana', walletClientType: 'privy', connectorType: 'embedded', linked: true })
    expect(connected).toMatchObject({ address: external.address, chainType: 'solana', connectorType: 'solana_adapter' })
    const shape = (w: object) => Object.keys(w).filter((k) => typeof (w as Record<string, unknown>)[k] === 'function').sort()
    expect(shape(embedded!)).toEqual(shape(connected!))

    // The same calls on either wallet: a message, then a transaction.
    for (const wallet of [embedded!, connected!]) {
      const signature = await wallet.signMessage('same shape')
      expect(ed25519.verify(Buffer.from(signature, 'base64'), new TextEncoder().encode('same shape'), new PublicKey(wallet.address).toBytes())).toBe(true)
      const signed = await wallet.signTransaction(transferFrom(new PublicKey(wallet.address)))
      expect(signed.verifySignatures()).toBe(true)
      await expect(wallet.signTransaction(transferFrom(Keypair.generate().publicKey))).rejects.toThrow('No wallet found for address')
      await expect(wallet.fund()).rejects.toThrow('fund is deprecated for Solana wallets - use fundWallet instead')
    }

    let hooked = ''
    await act(async () => {
      hooked = (await result.current.sign.signMessage({ message: 'hook' })).signature
    })
    expect(ed25519.verify(Buffer.from(hooked, 'base64'), new TextEncoder().encode('hook'), new PublicKey(address).toBytes())).toBe(true)
  })
})
