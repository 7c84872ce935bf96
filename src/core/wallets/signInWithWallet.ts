import type { FoyerClient } from '../client/types.js'
import type { FoyerError } from '../errors/base.js'
import { WalletConnectorNotFoundError } from '../errors/client.js'
import type { AuthIntent } from '../steps/intent.js'
import type { AuthResult } from '../types/auth.js'
import { WALLET_CHAIN_HANDLERS } from './registry.js'
import type { WalletConnection } from '../types/wallets.js'

export type SignInWithWalletParameters = {
  connection: WalletConnection
  /** login (default), link or connect-or-create. */
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
}
export type SignInWithWalletReturnType = AuthResult
export type SignInWithWalletErrorType = FoyerError

/**
 * Signs in with a connected wallet of any chain family: SIWE for ethereum, SIWS for solana (the
 * family's row of WALLET_CHAIN_HANDLERS). With a session present the wallet is linked.
 */
export function signInWithWallet(
  client: FoyerClient,
  { connection, intent = 'login', disableSignup }: SignInWithWalletParameters,
): Promise<SignInWithWalletReturnType> {
  const handlers = WALLET_CHAIN_HANDLERS[connection.chainType]
  if (!handlers) return Promise.reject(new WalletConnectorNotFoundError({ details: `No sign-in for ${connection.chainType} wallets` }))
  return handlers.signIn(client, { connection, intent, disableSignup })
}
