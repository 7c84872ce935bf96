// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { Keypair } from '@solana/web3.js'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { defineChain, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginWithEmailCode, sendEmailCode, stopWalletConnectors, type FoyerClient } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import {
  useCreateWallet, useEmbeddedWalletRequest, useFoyer, useImportWallet, useMfa, useMfaEnrollment, useRegisterMfaListener, useSignMessage, useSignTypedData,
  useSolanaWallets, useWallets,
  type MfaRequiredEvent,
} from '../../src/hooks/index.js'
import { useWalletUiHost } from '../../src/hooks/internalApi.js'
import { createDevBackend, DEV_APP_ID, totpCode, type DevBackend } from '../../src/testing/index.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'
import { providerFor } from './helpers.js'
import { clientOnBackend } from '../core/helpers.js'

const chain = (id: number) => defineChain({ id, name: `Local ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`http://foyer.test/rpc/evm/${id}`] } } })

/** The TOTP code of `secret`, `offsetMs` from now. */

let client: FoyerClient
let backend: DevBackend
beforeEach(() => {
  backend = createDevBackend()
  client = clientOnBackend(backend, { supportedChains: [chain(31337), chain(31338)] })
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  clearRefreshMarker(DEV_APP_ID)
})
afterEach(() => {
  stopWalletConnectors(client)
  cleanup()
})

describe('embedded wallet hooks against the dev backend', () => {
  it('useCreateWallet creates the wallet; useWallets lists it (CAIP-2 chain, sign, switchChain, provider); it cannot be unlinked or disconnected', async () => {
    const { result } = renderHook(() => ({ foyer: useFoyer(), create: useCreateWallet(), wallets: useWallets() }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await sendEmailCode(client, { email: 'ada@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
    })
    expect(result.current.wallets.wallets).toEqual([])
    let created: Awaited<ReturnType<typeof result.current.create.createWallet>> | undefined
    await act(async () => {
      created = await result.current.create.createWallet()
    })
    const [embedded] = result.current.wallets.wallets
    expect(embedded).toMatchObject({
      address: created!.wallet.address, chainId: 'eip155:31337', walletClientType: 'privy', connectorType: 'embedded', linked: true, meta: { name: 'Foyer' },
    })
    const signature = await embedded!.sign('hello 0x')
    expect(await verifyMessage({ address: embedded!.address as Hex, message: 'hello 0x', signature: signature as Hex })).toBe(true)
    await act(() => embedded!.switchChain(31338))
    await waitFor(() => expect(result.current.wallets.wallets[0]!.chainId).toBe('eip155:31338'))
    const provider = await result.current.wallets.wallets[0]!.getEthereumProvider()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await expect(embedded!.unlink()).rejects.toMatchObject({ shortMessage: 'Cannot unlink an embedded wallet' })
    await expect(embedded!.disconnect()).rejects.toMatchObject({ shortMessage: 'Cannot disconnect an embedded wallet' })
    await expect(embedded!.loginOrLink()).rejects.toMatchObject({ shortMessage: 'Cannot login or link with an embedded wallet' })
  })

  it('useSignMessage and useSignTypedData sign with the embedded wallet and call onSuccess', async () => {
    const done: string[] = []
    const { result } = renderHook(() => ({
      foyer: useFoyer(), create: useCreateWallet(),
      sign: useSignMessage({ onSuccess: () => done.push('message') }), typed: useSignTypedData({ onSuccess: () => done.push('typed') }),
    }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await sendEmailCode(client, { email: 'ada@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
    })
    const { wallet } = await act(() => result.current.create.createWallet())
    const { signature } = await act(() => result.current.sign.signMessage({ message: 'hi' }, { uiOptions: { showWalletUIs: false } }))
    expect(await verifyMessage({ address: wallet.address as Hex, message: 'hi', signature })).toBe(true)
    const typedData = { domain: { name: 'T', chainId: 1 }, types: { M: [{ name: 'x', type: 'string' }] }, primaryType: 'M', message: { x: 'y' } } as const
    const typed = await act(() => result.current.typed.signTypedData(typedData, { address: wallet.address }))
    expect(await verifyTypedData({ address: wallet.address as Hex, ...typedData, signature: typed.signature })).toBe(true)
    expect(done).toEqual(['message', 'typed'])
  })

  it("useImportWallet imports a Solana key (chainType 'solana'); useSolanaWallets lists it and it signs; a bad key goes to onError", async () => {
    const imported: string[] = []
    const errors: string[] = []
    const { result } = renderHook(() => ({
      foyer: useFoyer(), solana: useSolanaWallets(),
      importer: useImportWallet({ onSuccess: ({ wallet }) => imported.push(wallet.address), onError: (e) => errors.push(e.shortMessage) }),
    }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await sendEmailCode(client, { email: 'ada@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
    })
    const key = Keypair.generate()
    const address = key.publicKey.toBase58()
    const { wallet } = await act(() => result.current.importer.importWallet({ privateKey: base58.encode(key.secretKey), chainType: 'solana' }))
    expect(wallet).toMatchObject({ address, chainType: 'solana', imported: true })
    expect(imported).toEqual([address])
    await waitFor(() => expect(result.current.solana.wallets.map((w) => w.address)).toEqual([address]))
    const listed = result.current.solana.wallets[0]!
    expect(listed).toMatchObject({ connectorType: 'embedded', linked: true })
    const signature = await listed.signMessage('from the hook')
    expect(ed25519.verify(Buffer.from(signature, 'base64'), new TextEncoder().encode('from the hook'), key.publicKey.toBytes())).toBe(true)
    await act(() => expect(result.current.importer.importWallet({ privateKey: 'not a key', chainType: 'solana' })).rejects.toMatchObject({ code: 'invalid_request' }))
    expect(errors).toEqual(['Invalid private key'])
  })

  it("useCreateWallet reports 'User must be authenticated before creating a Foyer wallet' to onError", async () => {
    const errors: string[] = []
    const { result } = renderHook(() => ({ foyer: useFoyer(), create: useCreateWallet({ onError: (e) => errors.push(e.shortMessage) }) }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(() => expect(result.current.create.createWallet()).rejects.toThrow())
    expect(errors).toEqual(['User must be authenticated before creating a Foyer wallet'])
  })

  it('with a wallet UI registered, useSignMessage passes its uiOptions to the screen, waits for the decision and reports to its callbacks', async () => {
    const signed: string[] = []
    const errors: unknown[] = []
    const { result } = renderHook(() => ({
      foyer: useFoyer(), create: useCreateWallet(), ui: useWalletUiHost('modal'), request: useEmbeddedWalletRequest(),
      sign: useSignMessage({ onSuccess: ({ signature }) => signed.push(signature), onError: (e) => errors.push(e) }),
    }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await sendEmailCode(client, { email: 'ada@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
    })
    const { wallet } = await act(() => result.current.create.createWallet())
    expect(result.current.ui).toBe(true)
    let pending!: Promise<{ signature: Hex }>
    act(() => {
      pending = result.current.sign.signMessage({ message: 'from a hook' }, { uiOptions: { title: 'Hook title', isCancellable: true } })
    })
    await waitFor(() => expect(result.current.request.sign.status).toBe('idle'))
    expect(result.current.request.request).toMatchObject({ kind: 'signMessage', message: 'from a hook', address: wallet.address, uiOptions: { title: 'Hook title', isCancellable: true } })
    await act(() => result.current.request.confirm())
    expect(result.current.request.sign.status).toBe('signed')
    act(() => result.current.request.close())
    const { signature } = await pending
    expect(await verifyMessage({ address: wallet.address as Hex, message: 'from a hook', signature })).toBe(true)
    expect(signed).toEqual([signature])
    expect(result.current.request.request).toBeNull()

    act(() => {
      pending = result.current.sign.signMessage({ message: 'declined' })
    })
    await waitFor(() => expect(result.current.request.request).toMatchObject({ message: 'declined' }))
    act(() => result.current.request.close())
    await expect(pending).rejects.toMatchObject({ code: 4001, message: 'The user rejected the request' })
    expect(errors).toMatchObject([{ code: 4001 }])
  })
})

describe('MFA around embedded-wallet signing, headless (no UI mounted)', () => {
  it('the host gets mfaRequired (kind txn) and answers it with useMfa; the signature then resolves', async () => {
    const listener = vi.fn<(e: MfaRequiredEvent) => void>()
    const { result } = renderHook(() => {
      useRegisterMfaListener({ onMfaRequired: listener })
      return { foyer: useFoyer(), create: useCreateWallet(), mfa: useMfa(), enrollment: useMfaEnrollment(), sign: useSignMessage() }
    }, { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await sendEmailCode(client, { email: 'ada@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
    })
    const { wallet } = await act(() => result.current.create.createWallet())
    let secret = ''
    await act(async () => {
      secret = ((await result.current.enrollment.initEnrollment({ method: 'totp' })) as { secret: string }).secret
      await result.current.enrollment.submitEnrollment({ method: 'totp', code: totpCode(secret, Date.now() - 30_000) })
    })

    let signing!: Promise<{ signature: Hex }>
    act(() => {
      signing = result.current.sign.signMessage({ message: 'withdraw' }, { uiOptions: { showWalletUIs: false } })
    })
    await waitFor(() => expect(result.current.mfa.state).toMatchObject({ status: 'awaiting-input', kind: 'txn' }))
    expect(listener).toHaveBeenCalledWith({ kind: 'txn', methods: ['totp'] })
    await act(() => result.current.mfa.submit('totp', totpCode(secret)))
    const { signature } = await act(() => signing)
    expect(await verifyMessage({ address: wallet.address as Hex, message: 'withdraw', signature })).toBe(true)
    expect(result.current.mfa.state.status).toBe('verified')
  })
})
