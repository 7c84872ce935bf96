import type { FoyerClient } from '../../../client/types.js'
import type { RequestFarcasterSignerParameters, RequestFarcasterSignerReturnType } from './requestFarcasterSigner.js'
import type { SignFarcasterMessageParameters, SignFarcasterMessageReturnType } from './signFarcasterMessage.js'

// The Farcaster signer actions as `useFarcasterSigner` calls them: each loads its action on first
// use, then runs it with the same parameters, result and errors.

/** `requestFarcasterSigner`, loaded on first use (with the signer screen's flow). */
export const requestFarcasterSignerOnUse = async (client: FoyerClient, parameters: RequestFarcasterSignerParameters = {}): Promise<RequestFarcasterSignerReturnType> =>
  (await import('./requestFarcasterSigner.js')).requestFarcasterSigner(client, parameters)

/** `signFarcasterMessage`, loaded on first use. */
export const signFarcasterMessageOnUse = async (client: FoyerClient, parameters: SignFarcasterMessageParameters): Promise<SignFarcasterMessageReturnType> =>
  (await import('./signFarcasterMessage.js')).signFarcasterMessage(client, parameters)
