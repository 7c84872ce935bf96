/**
 * `GET /api/v1/spl_token_info?mint_address=&cluster=`: an SPL token's decimals (and symbol and name
 * when the chain knows them), read from the mint account on the local Solana runtime, which stands
 * in for every cluster.
 */
import { Hono } from 'hono'
import { base58Decode } from '../../core/utils/base58.js'
import type { WireSplTokenInfo } from '../../core/types/splTokenInfo.js'
import type { DevChain } from '../chains/types.js'
import type { BackendContext, Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { requireAppId } from '../middleware.js'

/** The clusters a request may name. */
export const SPL_TOKEN_INFO_CLUSTERS = ['mainnet-beta', 'devnet', 'testnet', 'localnet'] as const

/** A base58 public key: 32 to 44 characters that decode to 32 bytes. */
const isPublicKey = (text: string) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text) && base58Decode(text)?.length === 32

export function splTokenInfoRoutes(ctx: BackendContext, chains: readonly DevChain[]) {
  const r = new Hono<Env>()
  r.get('/spl_token_info', requireAppId(ctx), (c) => {
    const mint = c.req.query('mint_address') ?? c.req.query('mint')
    if (mint === undefined || !isPublicKey(mint)) throw errors.invalidData('mint_address must be a base58 Solana public key')
    const cluster = c.req.query('cluster') ?? 'mainnet-beta'
    if (!(SPL_TOKEN_INFO_CLUSTERS as readonly string[]).includes(cluster)) {
      throw errors.invalidData(`Unknown cluster ${cluster}`)
    }
    for (const chain of chains) {
      const info = chain.chainType === 'solana' ? chain.splTokenInfo?.(mint) : undefined
      if (info) return c.json({ address: mint, decimals: info.decimals, symbol: info.symbol ?? null, name: info.name ?? null } satisfies WireSplTokenInfo)
    }
    throw new ApiError(404, 'not_found', 'Token not found')
  })
  return r
}
