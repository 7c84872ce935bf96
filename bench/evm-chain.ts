// `npx tsx bench/evm-chain.ts`: timings of the local EVM chain (createEvmDevChain), printed as a
// table: startup (EDR load, two networks, token deployment), a signed transfer round trip over
// the backend's JSON-RPC route, a faucet call, and a reset.
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createDevBackend } from '../src/testing/index.js'
import { createEvmDevChain } from '../src/testing/chains/index.js'

const ms = (start: number) => performance.now() - start
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const ROUNDS = 20

let start = performance.now()
const chain = await createEvmDevChain()
const startup = ms(start)
start = performance.now()
const second = await createEvmDevChain({ networks: [{ chainId: 1337, name: 'Another' }] })
const oneMore = ms(start)
await second.close()

const backend = createDevBackend({ chains: [chain] })
const transport = http('http://localhost/rpc/evm/31337', { fetchFn: (input, init) => backend.fetch(new Request(input, init)) })
const local = defineChain({ id: 31337, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
const publicClient = createPublicClient({ chain: local, transport })
const faucet = (address: string) =>
  backend.fetch(
    new Request('http://localhost/__dev/faucet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainType: 'ethereum', address, amount: '10' }),
    }),
  )

const faucetTimes: number[] = []
const transferTimes: number[] = []
const resetTimes: number[] = []
for (let i = 0; i < ROUNDS; i++) {
  const account = privateKeyToAccount(generatePrivateKey())
  start = performance.now()
  await faucet(account.address)
  faucetTimes.push(ms(start))
  const wallet = createWalletClient({ account, chain: local, transport })
  start = performance.now()
  // What a wallet does: nonce, fees, gas; sign; eth_sendRawTransaction; receipt.
  const request = await wallet.prepareTransactionRequest({ to: chain.treasury, value: parseEther('1') })
  const hash = await publicClient.sendRawTransaction({ serializedTransaction: await wallet.signTransaction(request) })
  await publicClient.getTransactionReceipt({ hash })
  transferTimes.push(ms(start))
  start = performance.now()
  await backend.reset()
  resetTimes.push(ms(start))
}
await chain.close()

const fmt = (n: number) => `${n.toFixed(1)} ms`
console.table([
  { what: 'createEvmDevChain() (first: EDR load + 2 networks + deploys)', time: fmt(startup) },
  { what: 'createEvmDevChain() with 1 network (EDR loaded)', time: fmt(oneMore) },
  { what: `faucet 10 ETH (median of ${ROUNDS})`, time: fmt(median(faucetTimes)) },
  { what: `signed transfer round trip, backend.fetch (median of ${ROUNDS})`, time: fmt(median(transferTimes)) },
  { what: `backend.reset() with the chain (median of ${ROUNDS})`, time: fmt(median(resetTimes)) },
])
