import type { FoyerClient } from '../../client/types.js'
import type { FoyerError } from '../../errors/base.js'
import type { AuthIntent } from '../../steps/intent.js'
import { connectorById, dispatchWalletAuthFlow, runWalletSignIn } from '../../wallets/walletSignIn.js'
import { siwsFlow } from './flow.js'
import type { AuthResult } from '../../types/auth.js'
import type { WalletConnection } from '../../types/wallets.js'
import { generateSiwsMessage } from './generateSiwsMessage.js'
import { submitSiws } from './loginWithSiws.js'

export type SignInWithSiwsParameters = {
  /** A connected Solana wallet (`useSolanaWallets()`, or the picker's connection). */
  connection: Pick<WalletConnection, 'connectorId' | 'address' | 'walletClientType' | 'connectorType'>
  /** login (default), link, or connect-or-create; with a session present the wallet is linked. */
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
  captchaToken?: string | undefined
}
export type SignInWithSiwsReturnType = AuthResult
export type SignInWithSiwsErrorType = FoyerError

/**
 * Sign-In-With-Solana with a connected wallet, the whole flow on the SIWS state
 * (`siwsFlow.get`): generating-message (siws/init's nonce, the SIWS text) → awaiting-signature
 * (the wallet's solana:signMessage prompt) → submitting-signature (siws/authenticate or /link,
 * message_type plain) → done | error. A rejection in the wallet is 'User rejected the request.'
 * (4001). This is the Solana row of WALLET_CHAIN_HANDLERS.
 */
export function signInWithSiws(
  client: FoyerClient,
  { connection, intent = 'login', disableSignup = false, captchaToken }: SignInWithSiwsParameters,
): Promise<SignInWithSiwsReturnType> {
  const { address, walletClientType, connectorType } = connection
  return runWalletSignIn(client, {
    method: 'siws',
    atom: siwsFlow.atom,
    chainType: 'solana',
    address,
    intent,
    createMessage: () => generateSiwsMessage(client, { address, captchaToken }),
    sign: (message) => connectorById(client, connection.connectorId).signMessage({ address, message }),
    submit: (message, signature) =>
      submitSiws(client, { message, signature, walletClientType, connectorType, intent, disableSignup }),
  })
}

/** Back to `initial`; a sign-in under way ends with USER_EXITED_*. */
export const resetSiwsFlow = (client: FoyerClient) => dispatchWalletAuthFlow(client, siwsFlow.atom, { type: 'reset' })
