import type { FoyerClient } from '../../client/types.js'
import { whenAborted, type FlowAbortedError } from '../../client/flow.js'
import { joinsWalletSignIn } from '../../machines/walletAuthFlow.js'
import { runLoginAttempt } from '../../steps/authenticate.js'
import type { AuthIntent } from '../../steps/intent.js'
import { joinAttempt } from '../../steps/joinAttempt.js'
import type { AuthResult } from '../../types/auth.js'
import type { WalletConnection } from '../../types/wallets.js'
import { signWithWallet, type SignWithWalletErrorType } from '../../wallets/signWithWallet.js'
import { WALLET_CONNECT_AUTO_SIGN_WAIT_MS } from './constants.js'
import { siweFlow } from './flow.js'
import { generateSiweMessage, type GenerateSiweMessageErrorType } from './generateSiweMessage.js'
import { submitSiwe, type LoginWithSiweErrorType } from './loginWithSiwe.js'

/** The parameters of {@link signInWithSiwe}. */
export type SignInWithSiweParameters = {
  /** A connected Ethereum wallet (`useWallets()`, or the picker's connection). */
  connection: Pick<WalletConnection, 'connectorId' | 'address' | 'chainId' | 'walletClientType' | 'connectorType'>
  /** login (default), link, or connect-or-create. */
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
  captchaToken?: string | undefined
  /** Waits before the signature request (default: `autoSignWaitMs(connection)`). */
  sleep?: ((ms: number) => Promise<void>) | undefined
}
/** What {@link signInWithSiwe} returns. */
export type SignInWithSiweReturnType = AuthResult
/** The errors {@link signInWithSiwe} can throw or reject with. */
export type SignInWithSiweErrorType =
  | GenerateSiweMessageErrorType
  | Exclude<SignWithWalletErrorType, FlowAbortedError>
  | LoginWithSiweErrorType

/**
 * Wallets that, over WalletConnect, prompt for the signature on their own right after pairing
 * and need a moment before a signature request reaches them ("for one wallet over wallet-connect
 * the prompt waits 2.5 s"; the wallet is not named, we take MetaMask mobile).
 */
export const AUTO_SIGN_WAIT_WALLETS: readonly string[] = ['metamask']

/** How long to wait before asking `connection` for its signature (0 or WALLET_CONNECT_AUTO_SIGN_WAIT_MS). */
export const autoSignWaitMs = (connection: Pick<WalletConnection, 'walletClientType' | 'connectorType'>) =>
  connection.connectorType === 'wallet_connect_v2' && AUTO_SIGN_WAIT_WALLETS.includes(connection.walletClientType)
    ? WALLET_CONNECT_AUTO_SIGN_WAIT_MS
    : 0

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Sign-In-With-Ethereum with a connected wallet, one run of `siweFlow`: generating-message
 * (siwe/init's nonce, the EIP-4361 text) → awaiting-signature (the wallet's personal_sign prompt)
 * → submitting-signature (siwe/authenticate or /link with chainId, walletClientType,
 * connectorType) → done | error. A rejection in the wallet is 'User rejected the request.' (4001);
 * resetting the flow (or a newer sign-in) ends the wait for the wallet at once
 * (USER_EXITED_AUTH_FLOW / USER_EXITED_LINK_FLOW). A second call while the message is generated
 * or the signature submitted joins the sign-in under way.
 */
export function signInWithSiwe(
  client: FoyerClient,
  { connection, intent = 'login', disableSignup = false, captchaToken, sleep = delay }: SignInWithSiweParameters,
): Promise<SignInWithSiweReturnType> {
  const { connectorId, address, walletClientType, connectorType } = connection
  const chainId = connection.chainId ?? 'eip155:1'
  return joinAttempt(client, siweFlow, { joinable: joinsWalletSignIn }, () =>
    runLoginAttempt(
      client,
      { method: 'siwe', intent, flow: siweFlow, start: { type: 'start', chainType: 'ethereum', address, intent } },
      async ({ signal, dispatch }) => {
        const message = await Promise.race([generateSiweMessage(client, { address, chainId, captchaToken }), whenAborted(signal)])
        dispatch({ type: 'message', message })
        const wait = autoSignWaitMs(connection)
        if (wait > 0) await Promise.race([sleep(wait), whenAborted(signal)])
        const signature = await signWithWallet(client, { connectorId, address, message, signal })
        dispatch({ type: 'signed' })
        return submitSiwe(client, { message, signature, chainId, walletClientType, connectorType, intent, disableSignup })
      },
    ),
  )
}
