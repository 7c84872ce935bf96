import type { FoyerClient } from '../../client/types.js'
import { bytesToBase64 } from '../../utils/base64.js'
import type { EmbeddedWalletServiceError, NoEmbeddedWalletError, SignWithWalletAuthError } from '../embedded/errors.js'
import { solanaSigningWallet, solanaWalletRpc } from './embeddedSolana.js'
import { InvalidSolanaMessageError } from './errors.js'

/** What `signSolanaMessage` takes: the message, and the wallet address when the user has more than one. */
export type SignSolanaMessageParameters = {
  /** The message: UTF-8 text, or bytes. */
  message: string | Uint8Array
  /** The embedded Solana wallet to sign with (default: the user's first). */
  address?: string | undefined
}
/** The ed25519 signature (64 bytes), base64 — as external Solana wallets' `signMessage` gives it. */
export type SignSolanaMessageReturnType = { signature: string }
/** The errors `signSolanaMessage` can throw or reject with. */
export type SignSolanaMessageErrorType = InvalidSolanaMessageError | SignWithWalletAuthError | NoEmbeddedWalletError | EmbeddedWalletServiceError

/**
 * Signs a message with an embedded Solana wallet (ed25519, in the wallet service). An empty
 * message fails with 'Message must be a non-empty string'. When the backend wants MFA first, the
 * user is prompted and the signature retried (as Ethereum signing).
 */
export async function signSolanaMessage(client: FoyerClient, { message, address }: SignSolanaMessageParameters): Promise<SignSolanaMessageReturnType> {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) throw new InvalidSolanaMessageError()
  const wallet = solanaSigningWallet(client, address)
  const signature = await solanaWalletRpc(client, wallet, { method: 'signMessage', params: { message: bytesToBase64(bytes) } })
  return { signature }
}
