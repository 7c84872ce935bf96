import type { Chain } from 'viem'
import type { FoyerClient } from '../../client/types.js'
import type { TokenInfo } from '../../machines/walletRequestFlow.js'
import { decodeStringResult, selectorOf, wordToBigInt, wordsOf } from './abi.js'
import { chainRpc } from './chainRpc.js'

/** ERC-165 interface ids of ERC-721 and ERC-1155. */
export const ERC721_INTERFACE_ID = '0x80ac58cd'
export const ERC1155_INTERFACE_ID = '0xd9b67a26'
/** Decimals of a token whose `decimals()` cannot be read (USDC and USDT: 6). */
export const DEFAULT_TOKEN_DECIMALS = 18
const SIX_DECIMAL_SYMBOLS = ['USDC', 'USDT']


/** What `readTokenInfo` takes: the chain and the token contract. */
export type ReadTokenInfoParameters = { chain: Chain; address: string }
/** The token: its standard, name, symbol and decimals. */
export type ReadTokenInfoReturnType = TokenInfo
/** Never throws: what cannot be read is null (decimals: the default). */
export type ReadTokenInfoErrorType = never

const ethCall = async (client: FoyerClient, chain: Chain, to: string, data: string) => String(await chainRpc(client, chain, 'eth_call', [{ to, data }, 'latest']))

/** `decimals()`: a uint8 (null when not answered, e.g. an NFT collection or no contract). */
async function readDecimals(client: FoyerClient, chain: Chain, to: string): Promise<number | null> {
  const words = wordsOf(await ethCall(client, chain, to, selectorOf('decimals()')))
  const value = words?.[0] === undefined ? null : wordToBigInt(words[0])
  return value !== null && value <= 255n ? Number(value) : null
}

const readString = async (client: FoyerClient, chain: Chain, to: string, fn: 'symbol()' | 'name()') =>
  decodeStringResult(await ethCall(client, chain, to, selectorOf(fn)))

async function supports(client: FoyerClient, chain: Chain, to: string, interfaceId: string): Promise<boolean> {
  try {
    const words = wordsOf(await ethCall(client, chain, to, `${selectorOf('supportsInterface(bytes4)')}${interfaceId.slice(2).padEnd(64, '0')}`))
    return words?.[0] !== undefined && wordToBigInt(words[0]) === 1n
  } catch {
    return false
  }
}

const orNull = <T>(promise: Promise<T>) => promise.catch(() => null)

/**
 * Reads a token contract through the chain's RPC (eth_call): `decimals()`, `symbol()` and `name()`
 * at once; when `decimals()` fails, ERC-165 `supportsInterface` says whether it is an ERC-721 or
 * an ERC-1155 collection (decimals 0). An ERC-20 whose decimals cannot be read gets 18 (6 for
 * USDC and USDT).
 */
export async function readTokenInfo(client: FoyerClient, { chain, address }: ReadTokenInfoParameters): Promise<ReadTokenInfoReturnType> {
  const [decimals, symbol, name] = await Promise.all([
    orNull(readDecimals(client, chain, address)),
    orNull(readString(client, chain, address, 'symbol()')),
    orNull(readString(client, chain, address, 'name()')),
  ])
  const info = { address, name: typeof name === 'string' && name ? name : null, symbol: typeof symbol === 'string' && symbol ? symbol : null }
  if (decimals !== null) return { ...info, standard: 'erc20', decimals }
  const [erc721, erc1155] = await Promise.all([supports(client, chain, address, ERC721_INTERFACE_ID), supports(client, chain, address, ERC1155_INTERFACE_ID)])
  if (erc721) return { ...info, standard: 'erc721', decimals: 0 }
  if (erc1155) return { ...info, standard: 'erc1155', decimals: 0 }
  const sixDecimals = info.symbol !== null && SIX_DECIMAL_SYMBOLS.includes(info.symbol.toUpperCase())
  return { ...info, standard: 'erc20', decimals: sixDecimals ? 6 : DEFAULT_TOKEN_DECIMALS }
}
