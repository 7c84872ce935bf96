// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stopWalletConnectors, type FoyerClient } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { useConnectWallet, useFoyer, useLinkWithSiwe, useLoginWithSiwe, useWalletConnectors, useWallets } from '../../src/hooks/index.js'
import { createDevBackend, createTestEthereumWallet, DEV_APP_ID } from '../../src/testing/index.js'
import { providerFor } from './helpers.js'
import { clientOnBackend } from '../core/helpers.js'

const wallet = createTestEthereumWallet({ name: 'Hook Wallet', rdns: 'dev.foyer.hookwallet' })
const uninstall = wallet.announce(window)
afterAll(uninstall)
let client: FoyerClient
beforeEach(() => {
  const backend = createDevBackend()
  client = clientOnBackend(backend)
  clearRefreshMarker(DEV_APP_ID)
})
afterEach(() => {
  stopWalletConnectors(client)
  cleanup()
})

function useAll(onComplete?: () => void) {
  return { foyer: useFoyer(), connectors: useWalletConnectors(), connect: useConnectWallet(), wallets: useWallets(), siwe: useLoginWithSiwe({ onComplete }), link: useLinkWithSiwe() }
}

describe('wallet hooks against the dev backend', () => {
  it('useWalletConnectors → useConnectWallet → useWallets: a connected wallet with CAIP-2 chainId, sign, switchChain, provider, loginOrLink, disconnect', async () => {
    const { result } = renderHook(() => useAll(), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.connectors.ready).toBe(true))
    const connector = result.current.connectors.connectors.find((c) => c.rdns === 'dev.foyer.hookwallet')!
    await act(() => result.current.connect.connectWallet({ connectorId: connector.id }))
    expect(result.current.connect.state.status).toBe('connected')
    const [connected] = result.current.wallets.wallets
    expect(connected).toMatchObject({ address: wallet.address, chainId: 'eip155:1', walletClientType: 'hook_wallet', connectorType: 'injected', linked: false })
    const signature = await connected!.sign('hello')
    expect(await verifyMessage({ address: wallet.address, message: 'hello', signature: signature as `0x${string}` })).toBe(true)
    await act(() => connected!.switchChain(8453))
    await waitFor(() => expect(result.current.wallets.wallets[0]!.chainId).toBe('eip155:8453'))
    const provider = await connected!.getEthereumProvider()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    await act(() => result.current.wallets.wallets[0]!.loginOrLink())
    expect(result.current.foyer.authenticated).toBe(true)
    expect(result.current.wallets.wallets[0]!.linked).toBe(true)
    await act(() => result.current.wallets.wallets[0]!.disconnect())
    expect(result.current.wallets.wallets).toEqual([])
  })

  it('useLoginWithSiwe: headless two-step (generate, sign outside, login) calls onComplete', async () => {
    const onComplete = vi.fn()
    const { result } = renderHook(() => useAll(onComplete), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    const message = await act(() => result.current.siwe.generateSiweMessage({ address: wallet.address, chainId: 'eip155:10' }))
    expect(message).toContain('Chain ID: 10')
    const signature = await wallet.account.signMessage({ message })
    await act(() => result.current.siwe.loginWithSiwe({ message, signature, walletClientType: 'hook_wallet' }))
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ isNewUser: true }))
    expect(result.current.foyer.user?.linkedAccounts[0]).toMatchObject({ chainId: 'eip155:10', walletClientType: 'hook_wallet' })
  })
})
