import type { FoyerClient } from '../client/types.js'
import { WalletConnectorNotFoundError } from './errors.js'
import type { AuthIntent } from '../steps/intent.js'
import type { AuthResult } from '../types/auth.js'
import type { WalletChainSignInErrorType } from './registry.js'
import type { WalletConnection } from '../types/wallets.js'

/** The parameters of {@link signInWithWallet}. */
export type SignInWithWalletParameters = {
  connection: WalletConnection
  /** login (default), link or connect-or-create. */
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
}
/** What {@link signInWithWallet} returns. */
export type SignInWithWalletReturnType = AuthResult
/** The errors {@link signInWithWallet} can throw or reject with. */
export type SignInWithWalletErrorType = WalletConnectorNotFoundError | WalletChainSignInErrorType

/**
 * Signs in with a connected wallet of any chain family, through the family's row of
 * WALLET_CHAIN_HANDLERS (its message, the wallet's signature, authenticate or link). With
 * `intent: 'link'` the wallet is linked to the logged-in user.
 */
export async function signInWithWallet(
  client: FoyerClient,
  { connection, intent = 'login', disableSignup }: SignInWithWalletParameters,
): Promise<SignInWithWalletReturnType> {
  // The registry (with the connector sources) loads on first use: a wallet list does not carry it.
  const handlers = (await import('./registry.js')).WALLET_CHAIN_HANDLERS[connection.chainType]
  if (!handlers) throw new WalletConnectorNotFoundError({ details: `No sign-in for ${connection.chainType} wallets` })
  return handlers.signIn(client, { connection, intent, disableSignup })
}
