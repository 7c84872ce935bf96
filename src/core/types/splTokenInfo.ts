/**
 * `GET /api/v1/spl_token_info?mint_address=&cluster=`, as it travels: an SPL token's mint
 * address, decimals and, when known, symbol and name. Types only.
 */

/** The answer of `GET /api/v1/spl_token_info`. */
export type WireSplTokenInfo = {
  /** The mint (base58). */
  address: string
  decimals: number
  symbol: string | null
  name: string | null
}
