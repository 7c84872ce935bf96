/**
 * `createSolanaDevChain`: a real Solana runtime (litesvm) in the dev backend's process, served as
 * JSON-RPC at `POST /rpc/solana` and PubSub over WebSocket on the same path (node server), with a
 * USDC-like SPL mint, a faucet and reset. Node only (litesvm is a native module).
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { LiteSVM } from 'litesvm'
import { sha256 } from '@noble/hashes/sha2.js'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import {
  MINT_SIZE, MintLayout, NATIVE_MINT, TOKEN_PROGRAM_ID, createAssociatedTokenAccountIdempotentInstruction,
  createMintToCheckedInstruction, getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { ApiError } from '../../errors.js'
import type { DevChain, DevChainDescription, DevChainFunding, FaucetRequest, FaucetResult } from '../types.js'
import { decodePubkey, isTokenProgram, parseUnits, readTokenAccount, toJson, TOKEN_PROGRAM } from './encoding.js'
import { transactionErrorText } from './errors.js'
import { SYSTEM_PROGRAM } from './instructions.js'
import { createSolanaPubSub } from './pubsub.js'
import { solanaFunding } from './funding.js'
import { answerRpc, MAX_AIRDROP_LAMPORTS, type RpcContext } from './rpc.js'
import { SolanaRuntime } from './runtime.js'
import {
  SOLANA_DEV_CLUSTERS, SOLANA_DEV_GENESIS_HASH, SOLANA_DEV_USDC_DECIMALS, SOLANA_DEV_USDC_MINT, SOLANA_RPC_PATH,
} from './constants.js'

export {
  SOLANA_DEV_CLUSTERS, SOLANA_DEV_GENESIS_HASH, SOLANA_DEV_USDC_DECIMALS, SOLANA_DEV_USDC_MINT, SOLANA_RPC_METHODS, SOLANA_RPC_PATH,
} from './constants.js'

const seeded = (label: string) => Keypair.fromSeed(sha256(new TextEncoder().encode(label)))
const USDC_MINT_AUTHORITY = seeded('foyer dev solana usdc mint authority')
const FAUCET = seeded('foyer dev solana faucet')
const LAMPORTS_PER_SOL = 1_000_000_000n

/** Largest JSON-RPC request body a node accepts (50 KiB). */
const DEFAULT_MAX_BODY_BYTES = 50 * 1024
const DEFAULT_MAX_BATCH_LENGTH = 100

const ASSETS = {
  SOL: { decimals: 9, defaultAmount: '1', max: MAX_AIRDROP_LAMPORTS },
  USDC: { decimals: SOLANA_DEV_USDC_DECIMALS, defaultAmount: '100', max: 1_000_000n * 10n ** 6n },
} as const

/** Options of {@link createSolanaDevChain}: the clock and more. */
export interface SolanaDevChainOptions {
  /** Wall clock (ms) for block times and the Clock sysvar. Default `Date.now`. */
  now?: () => number
  /** Largest JSON-RPC request body in bytes; larger ones answer 413. Default 51200 (a node's limit). */
  maxBodyBytes?: number
  /** Most requests in one JSON-RPC batch. Default 100. */
  maxBatchLength?: number
  /**
   * On the node server, also serve the WebSocket subscriptions on the server's port + 1, where
   * `@solana/web3.js` looks for them when its RPC URL has an explicit port and no `wsEndpoint` is
   * given (skipped when that port is taken). Default true.
   */
  wsPortPlusOne?: boolean
}

/** The local Solana runtime: a `DevChain` plus controls for tests. */
export interface SolanaDevChain extends DevChain {
  readonly chainType: 'solana'
  /** `SOLANA_RPC_PATH`: JSON-RPC over HTTP, PubSub over WebSocket. */
  readonly rpcPath: string
  /** The USDC-like mint (`SOLANA_DEV_USDC_MINT`, 6 decimals). */
  readonly usdcMint: string
  /** Produces `count` empty blocks: blockhashes older than 150 blocks expire. */
  advanceSlots(count: number): { slot: number; blockHeight: number }
  /** The litesvm instance now running (a new one after each reset), to set up unusual states. */
  svm(): LiteSVM
  /**
   * The fake funding providers' side of the runtime: the on-ramp's and the bridge solver's
   * accounts (`SOLANA_FUNDING_KEYPAIRS`), their payments, and deposits to the solver.
   */
  readonly funding: DevChainFunding
}

const invalid = (message: string) => new ApiError(400, 'invalid_data', message)

/** Starts a Solana runtime for `createDevBackend({ chains: [await createSolanaDevChain()] })`. */
export async function createSolanaDevChain(options: SolanaDevChainOptions = {}): Promise<SolanaDevChain> {
  const now = options.now ?? (() => Date.now())
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  const maxBatchLength = options.maxBatchLength ?? DEFAULT_MAX_BATCH_LENGTH
  const pubsub = createSolanaPubSub(() => runtime)

  const boot = () => {
    const rt = new SolanaRuntime({ now, onLanded: (record, r) => pubsub.landed(record, r), onSlot: (slot) => pubsub.slot(slot) })
    const mintData = new Uint8Array(MINT_SIZE)
    MintLayout.encode(
      {
        mintAuthorityOption: 1,
        mintAuthority: USDC_MINT_AUTHORITY.publicKey,
        supply: 0n,
        decimals: SOLANA_DEV_USDC_DECIMALS,
        isInitialized: true,
        freezeAuthorityOption: 0,
        freezeAuthority: PublicKey.default,
      },
      mintData,
    )
    rt.setAccount(SOLANA_DEV_USDC_MINT, { lamports: rt.minimumBalanceForRentExemption(MINT_SIZE), owner: TOKEN_PROGRAM, executable: false, data: mintData })
    const system = (sol: bigint) => ({ lamports: sol * LAMPORTS_PER_SOL, owner: SYSTEM_PROGRAM, executable: false, data: new Uint8Array() })
    rt.setAccount(USDC_MINT_AUTHORITY.publicKey.toBase58(), system(10_000n))
    rt.setAccount(FAUCET.publicKey.toBase58(), system(500_000_000n))
    return rt
  }
  let runtime = boot()

  /** Signs `tx` with `signer` (fee payer) on the latest blockhash and executes it. */
  const run = (tx: Transaction, signer: Keypair) => {
    tx.feePayer = signer.publicKey
    tx.recentBlockhash = runtime.latestBlockhash().blockhash
    tx.sign(signer)
    const decoded = runtime.decode(new Uint8Array(tx.serialize()))
    return { signature: decoded.signature, outcome: runtime.execute(decoded) }
  }

  const airdrop = (to: string, lamports: bigint) =>
    run(new Transaction().add(SystemProgram.transfer({ fromPubkey: FAUCET.publicKey, toPubkey: new PublicKey(to), lamports })), FAUCET)

  const rpc: RpcContext = {
    runtime: () => runtime,
    genesisHash: SOLANA_DEV_GENESIS_HASH,
    airdrop: (to, lamports) => airdrop(to, lamports).signature,
  }

  const faucet = async (request: FaucetRequest): Promise<FaucetResult> => {
    const { address } = request
    if (typeof address !== 'string' || !decodePubkey(address)) throw invalid('address must be a base58 Solana public key')
    const assetName = request.asset === undefined || request.asset === null ? 'native' : request.asset
    if (typeof assetName !== 'string') throw invalid('asset must be a string')
    const symbol = ['native', 'sol'].includes(assetName.toLowerCase()) ? 'SOL' : assetName.toUpperCase() === 'USDC' ? 'USDC' : null
    if (!symbol) throw invalid(`Unknown asset ${assetName} on the local Solana runtime (native, SOL or USDC)`)
    const asset = ASSETS[symbol]
    const amountText = request.amount === undefined || request.amount === null ? asset.defaultAmount : request.amount
    const amount = typeof amountText === 'string' ? parseUnits(amountText, asset.decimals) : null
    if (amount === null) throw invalid(`amount must be a decimal string with at most ${asset.decimals} decimals`)
    if (amount <= 0n) throw invalid('amount must be more than 0')
    if (amount > asset.max) throw invalid(`amount exceeds the faucet limit of ${asset.max / 10n ** BigInt(asset.decimals)} ${symbol}`)

    if (symbol === 'SOL') {
      const { signature, outcome } = airdrop(address, amount)
      if (!outcome.landed || outcome.record.err) throw invalid(`Airdrop failed: ${transactionErrorText(outcome.landed ? outcome.record.err! : outcome.err)}`)
      return { transaction: signature, balance: runtime.balance(address).toString() }
    }
    const owner = new PublicKey(address)
    const mint = new PublicKey(SOLANA_DEV_USDC_MINT)
    const ata = getAssociatedTokenAddressSync(mint, owner, true, TOKEN_PROGRAM_ID)
    const tx = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(USDC_MINT_AUTHORITY.publicKey, ata, owner, mint),
      createMintToCheckedInstruction(mint, ata, USDC_MINT_AUTHORITY.publicKey, amount, SOLANA_DEV_USDC_DECIMALS),
    )
    const { signature, outcome } = run(tx, USDC_MINT_AUTHORITY)
    if (!outcome.landed || outcome.record.err) throw invalid(`Minting failed: ${transactionErrorText(outcome.landed ? outcome.record.err! : outcome.err)}`)
    const balance = readTokenAccount(runtime.account(ata.toBase58()))?.amount ?? 0n
    return { transaction: signature, balance: balance.toString() }
  }

  /** The symbols and names of the mints the runtime knows (`GET /api/v1/spl_token_info`; decimals read from the mint account). */
  const tokenInfo: Record<string, { symbol: string; name: string; decimals: number }> = {
    [SOLANA_DEV_USDC_MINT]: { symbol: 'USDC', name: 'USD Coin', decimals: SOLANA_DEV_USDC_DECIMALS },
    [NATIVE_MINT.toBase58()]: { symbol: 'SOL', name: 'Wrapped SOL', decimals: 9 },
  }

  const routes = () => {
    const r = new Hono()
    const json = (value: unknown) => new Response(toJson(value), { headers: { 'content-type': 'application/json' } })
    const rpcError = (code: number, message: string) => ({ error: { code, message }, id: null, jsonrpc: '2.0' })

    r.post(
      SOLANA_RPC_PATH,
      bodyLimit({
        maxSize: maxBodyBytes,
        onError: (c) => c.json({ error: `Request body larger than ${maxBodyBytes} bytes`, code: 'payload_too_large' }, 413),
      }),
      async (c) => {
        let body: unknown
        try {
          body = JSON.parse(await c.req.text())
        } catch {
          return json(rpcError(-32700, 'Parse error'))
        }
        if (!Array.isArray(body)) return json(await answerRpc(body, rpc))
        if (body.length === 0) return json(rpcError(-32600, 'Invalid request'))
        if (body.length > maxBatchLength) {
          return json(rpcError(-32600, `Invalid request: a batch of ${body.length} requests exceeds the limit of ${maxBatchLength}`))
        }
        const answers = []
        for (const request of body) answers.push(await answerRpc(request, rpc))
        return json(answers)
      },
    )

    /** `{ slots }` empty blocks (default 1, at most 100000): lets blockhashes expire. */
    r.post('/__dev/solana/advance-slots', async (c) => {
      let body: { slots?: unknown } = {}
      try {
        const text = await c.req.text()
        body = text.trim() ? (JSON.parse(text) as { slots?: unknown }) : {}
      } catch {
        throw invalid('Request body must be a JSON object')
      }
      return c.json(advanceSlots(body?.slots ?? 1))
    })
    return r
  }

  const advanceSlots = (count: unknown) => {
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1 || count > 100_000) {
      throw invalid('slots must be an integer from 1 to 100000')
    }
    runtime.advance(count)
    return { slot: runtime.slot, blockHeight: runtime.blockHeight }
  }

  const describe = (): DevChainDescription => ({
    chainType: 'solana',
    networks: [
      {
        id: 'localnet',
        name: 'Solana local runtime',
        rpcPath: SOLANA_RPC_PATH,
        wsPath: SOLANA_RPC_PATH,
        clusters: [...SOLANA_DEV_CLUSTERS],
        tokens: { USDC: { address: SOLANA_DEV_USDC_MINT, decimals: SOLANA_DEV_USDC_DECIMALS } },
      },
    ],
  })

  return {
    chainType: 'solana',
    rpcPath: SOLANA_RPC_PATH,
    usdcMint: SOLANA_DEV_USDC_MINT,
    routes,
    faucet,
    async reset() {
      runtime = boot()
    },
    describe,
    attachServer: (server) => pubsub.attach(server, SOLANA_RPC_PATH, { portPlusOne: options.wsPortPlusOne ?? true }),
    advanceSlots: (count) => advanceSlots(count),
    splTokenInfo(mint) {
      const known = tokenInfo[mint]
      const account = runtime.account(mint)
      const decimals = account && isTokenProgram(account.owner) ? runtime.decimalsOf(mint) : null
      if (decimals === null) return known
      return known ? { ...known, decimals } : { decimals }
    },
    svm: () => runtime.svm,
    funding: solanaFunding({ runtime: () => runtime, run, faucet: FAUCET, mintAuthority: USDC_MINT_AUTHORITY }),
    async close() {},
  }
}
