import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import { createTestEthereumWallet } from '../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../src/testing/chains/index.js'

let evm: EvmDevChain
beforeAll(async () => {
  evm = await createEvmDevChain()
}, 60_000)
afterAll(() => evm.close())

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe("the Ethereum test wallet's eth_sendTransaction", () => {
  it('sends on the chain its rpc names: signed with its key, the balance moves', async () => {
    const wallet = createTestEthereumWallet({ chainId: 31338, rpc: (id) => evm.provider(id) })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    await evm.faucet({ chainType: 'ethereum', chainId: 31338, address: wallet.address, amount: '1' } as never)
    const before = await evm.funding.balance(31338, RECIPIENT, 'native')
    const hash = await wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: wallet.address, to: RECIPIENT, value: '0x2386f26fc10000' }] })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await evm.funding.balance(31338, RECIPIENT, 'native')).toBe(before + parseEther('0.01'))
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'eth_sendTransaction', response: 'approve' })
  })

  it('is refused without an rpc for the chain (4200), before connecting (4100), and when the user rejects (4001)', async () => {
    const none = createTestEthereumWallet({ chainId: 1 })
    await none.provider.request({ method: 'eth_requestAccounts' })
    await expect(none.provider.request({ method: 'eth_sendTransaction', params: [{ from: none.address, to: RECIPIENT }] })).rejects.toMatchObject({ code: 4200 })
    const fresh = createTestEthereumWallet({ chainId: 31337, rpc: (id) => evm.provider(id) })
    await expect(fresh.provider.request({ method: 'eth_sendTransaction', params: [{ from: fresh.address, to: RECIPIENT }] })).rejects.toMatchObject({ code: 4100 })
    await fresh.provider.request({ method: 'eth_requestAccounts' })
    fresh.respondNext('reject', 'eth_sendTransaction')
    await expect(fresh.provider.request({ method: 'eth_sendTransaction', params: [{ from: fresh.address, to: RECIPIENT }] })).rejects.toMatchObject({ code: 4001 })
  })
})
