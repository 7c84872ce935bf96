import type { FoyerClient } from '../../client/types.js'
import type { WireTokenPrice } from '../../types/scan.js'
import { TRANSACTION_SCAN_PATHS } from './scanPaths.js'

/**
 * What `getTokenPrice` takes: the chain — an EVM chain id, or a Solana cluster as its
 * wallet-standard chain ('solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet') —
 * and the token's symbol ('ETH', 'SOL', 'USDC').
 */
export type GetTokenPriceParameters = { chainId: number | SolanaPriceChainId; tokenSymbol: string }
/** A Solana cluster as `getTokenPrice` names it (its wallet-standard chain). */
export type SolanaPriceChainId = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet'
/** The price of one whole token in US dollars; null when it could not be read. */
export type GetTokenPriceReturnType = number | null
/** Never throws: a failed read is logged and gives null. */
export type GetTokenPriceErrorType = never

/**
 * The US-dollar price of one token (`GET /api/v1/token_price?chainId=&tokenSymbol=`), for the
 * transaction confirmation's fee and amounts in dollars. A failed read is only logged (the screen
 * then shows native units): resolves with null.
 */
export async function getTokenPrice(client: FoyerClient, { chainId, tokenSymbol }: GetTokenPriceParameters): Promise<GetTokenPriceReturnType> {
  const query = new URLSearchParams({ chainId: String(chainId), tokenSymbol })
  try {
    const { usd } = await client.http.request<WireTokenPrice>(`${TRANSACTION_SCAN_PATHS.tokenPrice}?${query}`, { method: 'GET', retry: false })
    return typeof usd === 'number' && Number.isFinite(usd) ? usd : null
  } catch (error) {
    console.warn(`[foyer] could not read the price of ${tokenSymbol} on chain ${chainId}`, error)
    return null
  }
}
