import { createDevBackend } from './src/testing/index.js'
import { createSolanaDevChain } from './src/testing/chains/index.js'
import { startDevServer } from './src/testing/node.js'
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
const ms = (t: number) => (performance.now() - t).toFixed(1) + ' ms'
let t = performance.now()
const chain = await createSolanaDevChain()
console.log('createSolanaDevChain (first, incl. native load):', ms(t))
t = performance.now(); await createSolanaDevChain(); console.log('createSolanaDevChain (again):', ms(t))
const backend = createDevBackend({ chains: [chain] })
const server = await startDevServer({ backend, port: 0 })
const url = `${server.url}/rpc/solana`
const conn = new Connection(url, 'confirmed')
const resets: number[] = []
for (let i = 0; i < 10; i++) { t = performance.now(); await backend.reset(); resets.push(performance.now() - t) }
console.log('reset: median', resets.sort((a, b) => a - b)[5]!.toFixed(1), 'ms, max', resets.at(-1)!.toFixed(1), 'ms')
const a = Keypair.generate(), b = Keypair.generate()
await chain.faucet({ chainType: 'solana', address: a.publicKey.toBase58(), amount: '10' })
const trips: number[] = []
for (let i = 0; i < 10; i++) {
  t = performance.now()
  await sendAndConfirmTransaction(conn, new Transaction().add(SystemProgram.transfer({ fromPubkey: a.publicKey, toPubkey: b.publicKey, lamports: LAMPORTS_PER_SOL / 10 })), [a])
  trips.push(performance.now() - t)
}
console.log('sendAndConfirmTransaction over HTTP+WS: first', trips[0]!.toFixed(1), 'ms, median of rest', trips.slice(1).sort((x, y) => x - y)[4]!.toFixed(1), 'ms')
const raw: number[] = []
for (let i = 0; i < 10; i++) {
  t = performance.now()
  const bh = await conn.getLatestBlockhash()
  const tx = new Transaction({ feePayer: a.publicKey, ...bh }).add(SystemProgram.transfer({ fromPubkey: a.publicKey, toPubkey: b.publicKey, lamports: 1000 + i }))
  tx.sign(a)
  const sig = await conn.sendRawTransaction(tx.serialize())
  await conn.getSignatureStatus(sig)
  raw.push(performance.now() - t)
}
console.log('blockhash + send (preflight) + status over HTTP: median', raw.sort((x, y) => x - y)[5]!.toFixed(1), 'ms')
await new Promise((r) => setTimeout(r, 600))
await server.close()
