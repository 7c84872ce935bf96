import { createDevBackend } from './src/testing/index.js'
import { createSolanaDevChain } from './src/testing/chains/index.js'
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
const chain = await createSolanaDevChain()
const backend = createDevBackend({ chains: [chain] })
const conn = new Connection('http://localhost/rpc/solana', { fetch: (input, init) => backend.fetch(new Request(input as string, init as RequestInit)) as any })
const a = Keypair.generate(), b = Keypair.generate()
await chain.faucet({ chainType: 'solana', address: a.publicKey.toBase58(), amount: '10' })
for (let i = 0; i < 5; i++) {
  let t = performance.now()
  const bh = await conn.getLatestBlockhash()
  const t1 = performance.now() - t; t = performance.now()
  const tx = new Transaction({ feePayer: a.publicKey, ...bh }).add(SystemProgram.transfer({ fromPubkey: a.publicKey, toPubkey: b.publicKey, lamports: LAMPORTS_PER_SOL }))
  tx.sign(a)
  const raw = tx.serialize()
  const t2 = performance.now() - t; t = performance.now()
  const sig = await conn.sendRawTransaction(raw)
  const t3 = performance.now() - t; t = performance.now()
  await conn.getSignatureStatus(sig)
  console.log('blockhash', t1.toFixed(1), 'sign', t2.toFixed(1), 'send', t3.toFixed(1), 'status', (performance.now() - t).toFixed(1))
}
