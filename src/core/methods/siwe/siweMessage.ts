import { InvalidSignInMessageError } from './errors.js'
import { checksumAddress } from '../../wallets/ethereum/checksum.js'
import { toNumericChainId } from '../../wallets/ethereum/eip1193Connector.js'

/** The statement of the kit's SIWE message. */
export const SIWE_STATEMENT =
  'By signing, you are proving you own this wallet and logging in. This does not initiate a transaction or cost any fees.'

/** The parameters of {@link buildSiweMessage}. */
export type BuildSiweMessageParameters = {
  address: string
  /** 'eip155:1', '0x1', '1' or 1: any 'eip155:' prefix is stripped. */
  chainId: string | number
  nonce: string
  /** The page's host (the relying party). */
  domain: string
  /** The page's origin. */
  uri: string
  issuedAt: Date
  statement?: string | undefined
  expirationTime?: Date | undefined
}

/**
 * The EIP-4361 (Sign-In with Ethereum) message, exactly as viem's `createSiweMessage` writes it
 * (test/core/wallets/siweMessage.test.ts compares them; the dev backend parses it with viem):
 * version 1, the checksummed address, the numeric chain id. The kit writes it itself so the core
 * carries no viem (see ../../wallets/ethereum/hex.ts). Throws INVALID_MESSAGE when empty.
 */
export function buildSiweMessage({
  address, chainId, nonce, domain, uri, issuedAt, statement = SIWE_STATEMENT, expirationTime,
}: BuildSiweMessageParameters): string {
  if (!/^[A-Za-z0-9]{8,}$/.test(nonce)) throw new InvalidSignInMessageError({ details: `Invalid nonce: ${nonce}` })
  if (statement.includes('\n')) throw new InvalidSignInMessageError({ details: 'The statement must be one line' })
  const lines = [
    `${domain} wants you to sign in with your Ethereum account:`,
    checksumAddress(address),
    '',
    ...(statement ? [statement, ''] : []),
    `URI: ${uri}`,
    'Version: 1',
    `Chain ID: ${toNumericChainId(chainId)}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt.toISOString()}`,
    ...(expirationTime ? [`Expiration Time: ${expirationTime.toISOString()}`] : []),
  ]
  const message = lines.join('\n')
  if (message.trim() === '') throw new InvalidSignInMessageError()
  return message
}

/** The address and chain id a SIWE message names (null when it is not one). */
export function readSiweMessage(message: string): { address: string; chainId: number } | null {
  if (typeof message !== 'string') return null
  const lines = message.split('\n')
  if (!/ wants you to sign in with your Ethereum account:$/.test(lines[0] ?? '')) return null
  const address = lines[1] ?? ''
  const chain = /^Chain ID: (\d+)$/m.exec(message)?.[1]
  if (!/^0x[0-9a-fA-F]{40}$/.test(address) || !chain) return null
  return { address, chainId: Number(chain) }
}
