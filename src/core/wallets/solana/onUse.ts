import type { FoyerClient } from '../../client/types.js'
import type { SendSolanaTransactionParameters, SendSolanaTransactionReturnType } from './sendSolanaTransaction.js'
import type { SignSolanaMessageParameters, SignSolanaMessageReturnType } from './signSolanaMessage.js'
import type { SignSolanaTransactionParameters, SignSolanaTransactionReturnType } from './signSolanaTransaction.js'
import type { SolanaTransaction } from './solanaTransaction.js'

// The Solana signing actions as the hooks call them: each loads its action (and the frame client)
// on first use, then runs it with the same parameters, result and errors.

/** `signSolanaMessage`, loaded on first use. */
export const signSolanaMessageOnUse = async (client: FoyerClient, parameters: SignSolanaMessageParameters): Promise<SignSolanaMessageReturnType> =>
  (await import('./signSolanaMessage.js')).signSolanaMessage(client, parameters)

/** `signSolanaTransaction`, loaded on first use. */
export const signSolanaTransactionOnUse = async <T extends SolanaTransaction>(
  client: FoyerClient,
  parameters: SignSolanaTransactionParameters<T>,
): Promise<SignSolanaTransactionReturnType<T>> => (await import('./signSolanaTransaction.js')).signSolanaTransaction(client, parameters)

/** `sendSolanaTransaction`, loaded on first use. */
export const sendSolanaTransactionOnUse = async (client: FoyerClient, parameters: SendSolanaTransactionParameters): Promise<SendSolanaTransactionReturnType> =>
  (await import('./sendSolanaTransaction.js')).sendSolanaTransaction(client, parameters)
