import type { FoyerClient } from '../../client/types.js'
import type { SolanaNetworkName, SplTokenInfo } from '../../machines/solanaTransactionFlow.js'
import type { WireSplTokenInfo } from '../../types/splTokenInfo.js'
import { NATIVE_MINT } from './instructions.js'

/** The path of the SPL token info call. */
export const SPL_TOKEN_INFO_PATH = '/api/v1/spl_token_info'

/** Mints whose decimals the kit knows without a call: wrapped SOL (9), USDC and USDT (6) on mainnet and USDC on devnet. */
export const KNOWN_SPL_TOKENS: Readonly<Record<string, SplTokenInfo>> = Object.fromEntries(
  ([
    [NATIVE_MINT, 9, 'SOL', 'Wrapped SOL'],
    ['EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 6, 'USDC', 'USD Coin'],
    ['4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', 6, 'USDC', 'USD Coin'],
    ['Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', 6, 'USDT', 'USDT'],
  ] as const).map(([mint, decimals, symbol, name]) => [mint, { mint, decimals, symbol, name }]),
)

/** What `getSplTokenInfo` takes: the mint (base58) and the cluster (default mainnet-beta). */
export type GetSplTokenInfoParameters = { mint: string; cluster?: SolanaNetworkName | undefined }
/** The token's decimals, symbol and name. */
export type GetSplTokenInfoReturnType = SplTokenInfo
/** The API's error (404 for an unknown mint, 400 for an invalid one). */
export type GetSplTokenInfoErrorType = Error

/**
 * An SPL token's decimals, symbol and name: known mints (wrapped SOL 9, USDC and USDT 6) without
 * a call, others from `GET /api/v1/spl_token_info?mint_address=&cluster=`.
 */
export async function getSplTokenInfo(client: FoyerClient, { mint, cluster = 'mainnet-beta' }: GetSplTokenInfoParameters): Promise<GetSplTokenInfoReturnType> {
  const known = KNOWN_SPL_TOKENS[mint]
  if (known) return known
  const query = new URLSearchParams({ mint_address: mint, cluster })
  const info = await client.http.request<WireSplTokenInfo>(`${SPL_TOKEN_INFO_PATH}?${query}`, { method: 'GET', retry: false })
  return { mint, decimals: info.decimals, symbol: info.symbol ?? null, name: info.name ?? null }
}
