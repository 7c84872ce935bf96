import type { FoyerClient } from '../../client/types.js'
import { whenAborted, type FlowAbortedError } from '../../client/flow.js'
import { joinsWalletSignIn } from '../../machines/walletAuthFlow.js'
import { runLoginAttempt } from '../../steps/authenticate.js'
import type { AuthIntent } from '../../steps/intent.js'
import { joinAttempt } from '../../steps/joinAttempt.js'
import type { AuthResult } from '../../types/auth.js'
import type { WalletConnection } from '../../types/wallets.js'
import { signWithWallet, type SignWithWalletErrorType } from '../../wallets/signWithWallet.js'
import { signsInWithLedger } from '../../wallets/solana/ledger.js'
import { siwsFlow } from './flow.js'
import { generateSiwsMessage, type GenerateSiwsMessageErrorType } from './generateSiwsMessage.js'
import { submitSiws, type LoginWithSiwsErrorType } from './loginWithSiws.js'
import { signSiwsMemoTransaction, type SignSiwsMemoTransactionErrorType } from './signSiwsMemoTransaction.js'

/** The parameters of {@link signInWithSiws}. */
export type SignInWithSiwsParameters = {
  /** A connected Solana wallet (`useSolanaWallets()`, or the picker's connection). */
  connection: Pick<WalletConnection, 'connectorId' | 'address' | 'walletClientType' | 'connectorType'>
  /** login (default), link, or connect-or-create. */
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
  captchaToken?: string | undefined
  /**
   * Sign in as a Ledger does: the wallet signs a memo transaction carrying the message
   * (`message_type: 'transaction'`) instead of the message itself. Default: the login data's
   * Ledger choice ('Continue with Ledger') when the wallet is the one it was asked for
   * (`signsInWithLedger`: Phantom).
   */
  ledger?: boolean | undefined
}
/** What {@link signInWithSiws} returns. */
export type SignInWithSiwsReturnType = AuthResult
/** The errors {@link signInWithSiws} can throw or reject with. */
export type SignInWithSiwsErrorType =
  | GenerateSiwsMessageErrorType
  | Exclude<SignWithWalletErrorType, FlowAbortedError>
  | Exclude<SignSiwsMemoTransactionErrorType, FlowAbortedError>
  | LoginWithSiwsErrorType

/**
 * Sign-In-With-Solana with a connected wallet, one run of `siwsFlow`: generating-message
 * (siws/init's nonce, the SIWS text) → awaiting-signature (the wallet's solana:signMessage prompt)
 * → submitting-signature (siws/authenticate or /link, message_type plain) → done | error. With
 * the Ledger choice for this wallet (or `ledger: true`) the wallet signs, at awaiting-signature, a memo transaction
 * that carries the message (`solana:signTransaction`, never sent) and message_type is
 * 'transaction' (the signature field then holds the signed transaction, base64). A
 * rejection in the wallet is 'User rejected the request.' (4001); resetting the flow (or a newer
 * sign-in) ends the wait for the wallet at once (USER_EXITED_AUTH_FLOW / USER_EXITED_LINK_FLOW).
 * A second call while the message is generated or the signature submitted joins the sign-in
 * under way.
 */
export function signInWithSiws(
  client: FoyerClient,
  { connection, intent = 'login', disableSignup = false, captchaToken, ledger = signsInWithLedger(client, connection.walletClientType) }: SignInWithSiwsParameters,
): Promise<SignInWithSiwsReturnType> {
  const { connectorId, address, walletClientType, connectorType } = connection
  return joinAttempt(client, siwsFlow, { joinable: joinsWalletSignIn }, () =>
    runLoginAttempt(
      client,
      { method: 'siws', intent, flow: siwsFlow, start: { type: 'start', chainType: 'solana', address, intent } },
      async ({ signal, dispatch }) => {
        const message = await Promise.race([generateSiwsMessage(client, { address, captchaToken }), whenAborted(signal)])
        dispatch({ type: 'message', message })
        const signature = ledger
          ? await signSiwsMemoTransaction(client, { connectorId, address, message, signal })
          : await signWithWallet(client, { connectorId, address, message, signal })
        dispatch({ type: 'signed' })
        const messageType = ledger ? 'transaction' : 'plain'
        return submitSiws(client, { message, signature, walletClientType, connectorType, messageType, intent, disableSignup })
      },
    ),
  )
}
