import { createDevBackend } from './src/testing/index.js'
import { createSolanaDevChain } from './src/testing/chains/index.js'
import { startDevServer } from './src/testing/node.js'
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
const chain = await createSolanaDevChain()
const backend = createDevBackend({ chains: [chain] })
const server = await startDevServer({ backend, port: 0 })
const url = `${server.url}/rpc/solana`
const conn = new Connection(url, { commitment: 'confirmed', wsEndpoint: url.replace('http', 'ws') })
const a = Keypair.generate(), b = Keypair.generate()
await chain.faucet({ chainType: 'solana', address: a.publicKey.toBase58(), amount: '10' })
for (let i = 0; i < 4; i++) {
  const t = performance.now()
  const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: a.publicKey, toPubkey: b.publicKey, lamports: LAMPORTS_PER_SOL }))
  await sendAndConfirmTransaction(conn, tx, [a])
  console.log('transfer', (performance.now() - t).toFixed(1))
}
let t = performance.now()
const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: a.publicKey, toPubkey: b.publicKey, lamports: 5 }))
const bh = await conn.getLatestBlockhash(); tx.recentBlockhash = bh.blockhash; tx.feePayer = a.publicKey; tx.sign(a)
console.log('prep', (performance.now() - t).toFixed(1)); t = performance.now()
const sig = await conn.sendRawTransaction(tx.serialize(), { skipPreflight: true })
console.log('send', (performance.now() - t).toFixed(1)); t = performance.now()
console.log(await conn.getSignatureStatus(sig)); console.log('status', (performance.now() - t).toFixed(1)); t = performance.now()
await conn.confirmTransaction({ signature: sig, ...bh }); console.log('confirm', (performance.now() - t).toFixed(1))
await new Promise(r => setTimeout(r, 700))
await server.close()
console.log('closed')
