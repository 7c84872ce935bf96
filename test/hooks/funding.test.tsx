// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { defineChain } from 'viem'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { chooseFundingMethod, closeFunding, loginWithEmailCode, sendEmailCode, startClient, type FoyerClient } from '../../src/core/internal.js'
import { reportFundingSuccess } from '../../src/core/funding/run.js'
import { useFundWallet } from '../../src/hooks/index.js'
import type { FundingSuccess, FundWalletReturnType } from '../../src/hooks/index.js'
import { createDevBackend } from '../../src/testing/index.js'
import { clientOnBackend } from '../core/helpers.js'
import { providerFor } from './helpers.js'

const WALLET = '0x1111111111111111111111111111111111111111'
const mainnet = defineChain({ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://rpc.test'] } } })
let client: FoyerClient

beforeAll(async () => {
  const backend = createDevBackend()
  client = clientOnBackend(backend, { supportedChains: [mainnet], config: { funding: { options: [{ method: 'card', provider: 'coinbase' }, { method: 'wallets' }] } } })
  await startClient(client)
  await sendEmailCode(client, { email: 'hook@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('hook@example.com')!.code })
})
afterEach(() => {
  closeFunding(client)
  cleanup()
})

describe('useFundWallet', () => {
  it('fundWallet opens the flow the hook reads; closing it resolves and calls onUserExited', async () => {
    const exited: FundWalletReturnType[] = []
    const { result } = renderHook(() => useFundWallet({ onUserExited: (r) => void exited.push(r) }), { wrapper: providerFor(client) })
    expect(result.current.funding).toBeNull()
    let pending!: Promise<FundWalletReturnType>
    act(() => {
      pending = result.current.fundWallet({ address: WALLET, chain: mainnet })
    })
    await waitFor(() => expect(result.current.funding?.screen).toBe('landing'))
    expect(result.current.funding?.request.landing).toMatchObject({ card: true, wallet: true, exchange: false, manual: false })
    act(() => chooseFundingMethod(client, { method: 'card' }))
    expect(result.current.funding?.screen).toBe('amount')
    act(() => closeFunding(client))
    await expect(pending).resolves.toMatchObject({ status: 'exited', fundingMethod: 'card' })
    expect(result.current.funding).toBeNull()
    expect(exited).toEqual([expect.objectContaining({ status: 'exited', address: WALLET })])
  })

  it('onSuccess gets each funding success while mounted', async () => {
    const seen: FundingSuccess[] = []
    const { result, unmount } = renderHook(() => useFundWallet({ onSuccess: (e) => void seen.push(e) }), { wrapper: providerFor(client) })
    act(() => void result.current.fundWallet({ address: WALLET, chain: mainnet }))
    await waitFor(() => expect(result.current.funding).not.toBeNull())
    const success: FundingSuccess = { provider: 'manual', status: 'success', chainType: 'ethereum', address: WALLET, chainId: 1, cluster: null, value: '1', token: 'ETH', destination: 'external' }
    reportFundingSuccess(client, success)
    expect(seen).toEqual([success])
    unmount()
    reportFundingSuccess(client, success)
    expect(seen).toHaveLength(1)
  })

  it('a validation failure rejects (and opens nothing)', async () => {
    const { result } = renderHook(() => useFundWallet(), { wrapper: providerFor(client) })
    await expect(result.current.fundWallet({ address: 'nope' })).rejects.toMatchObject({ shortMessage: 'Invalid funding data' })
    expect(result.current.funding).toBeNull()
  })
})
