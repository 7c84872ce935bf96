import type { FoyerClient } from '../../../client/types.js'
import { getAccessToken, type GetAccessTokenErrorType } from '../../../client/session/getAccessToken.js'
import { userValue } from '../../../client/session/state.js'
import { WALLET_SERVICE_EVENTS as E } from '../../../types/walletService.js'
import type { EmbeddedWalletInitTimeoutError, EmbeddedWalletRequestTimeoutError, EmbeddedWalletServiceError, NoEmbeddedWalletError } from '../errors.js'
import { embeddedFrameOf } from '../session.js'
import { InvalidFarcasterHashError, type FarcasterAccountNotLinkedError, type FarcasterSignerAuthError, type FarcasterSignerNotFoundError } from './errors.js'
import { farcasterSignerAccountOf } from './preconditions.js'

/** What `signFarcasterMessage` takes: the Farcaster message's hash (bytes, or 0x hex; 1 to 64 bytes — a Farcaster message hash is 20). */
export type SignFarcasterMessageParameters = { hash: Uint8Array | `0x${string}` }
/** The ed25519 signature of the hash by the user's signer (64 bytes, 0x hex). */
export type SignFarcasterMessageReturnType = { signature: `0x${string}` }
/** The errors `signFarcasterMessage` can throw or reject with. */
export type SignFarcasterMessageErrorType =
  | FarcasterSignerAuthError
  | NoEmbeddedWalletError
  | FarcasterAccountNotLinkedError
  | FarcasterSignerNotFoundError
  | InvalidFarcasterHashError
  | EmbeddedWalletServiceError
  | EmbeddedWalletInitTimeoutError
  | EmbeddedWalletRequestTimeoutError
  | GetAccessTokenErrorType

const toHex = (bytes: Uint8Array): `0x${string}` => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * Signs a Farcaster message hash with the user's approved signer (`requestFarcasterSigner`): the
 * wallet service signs with the signer key it keeps (ed25519) and answers the signature only. Needs
 * an access token, an embedded wallet and a Farcaster account with a fid and a signer public key.
 * The signature verifies against the account's `signerPublicKey`.
 */
export async function signFarcasterMessage(client: FoyerClient, { hash }: SignFarcasterMessageParameters): Promise<SignFarcasterMessageReturnType> {
  const accessToken = await getAccessToken(client)
  farcasterSignerAccountOf(userValue.get(client), accessToken, { signing: true })
  const hex = hash instanceof Uint8Array ? toHex(hash) : hash
  if (typeof hex !== 'string' || !/^0x(?:[0-9a-fA-F]{2}){1,64}$/.test(hex)) throw new InvalidFarcasterHashError()
  const { signature } = await embeddedFrameOf(client).request(E.farcasterSign, { accessToken: accessToken!, payload: { hash: hex } })
  return { signature }
}
