import type { FoyerClient } from '../../client/types.js'
import { WALLET_CONNECT_AUTO_SIGN_WAIT_MS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { AuthIntent } from '../../steps/intent.js'
import { connectorById, dispatchWalletAuthFlow, runWalletSignIn } from '../../wallets/walletSignIn.js'
import { siweFlow } from './flow.js'
import type { AuthResult } from '../../types/auth.js'
import type { WalletConnection } from '../../types/wallets.js'
import { generateSiweMessage } from './generateSiweMessage.js'
import { submitSiwe } from './loginWithSiwe.js'

export type SignInWithSiweParameters = {
  /** A connected Ethereum wallet (`useWallets()`, or the picker's connection). */
  connection: Pick<WalletConnection, 'connectorId' | 'address' | 'chainId' | 'walletClientType' | 'connectorType'>
  /** login (default), link, or connect-or-create; with a session present the wallet is linked. */
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
  captchaToken?: string | undefined
  /** Waits before the signature request (default: `autoSignWaitMs(connection)`). */
  sleep?: ((ms: number) => Promise<void>) | undefined
}
export type SignInWithSiweReturnType = AuthResult
export type SignInWithSiweErrorType = FoyerError

/**
 * Wallets that, over WalletConnect, prompt for the signature on their own right after pairing
 * and need a moment before a signature request reaches them (spec 01 §4: "for one wallet over
 * wallet-connect the prompt waits 2.5 s"). The spec does not name it; we take MetaMask mobile.
 */
export const AUTO_SIGN_WAIT_WALLETS: readonly string[] = ['metamask']

/** How long to wait before asking `connection` for its signature (0 or WALLET_CONNECT_AUTO_SIGN_WAIT_MS). */
export const autoSignWaitMs = (connection: Pick<WalletConnection, 'walletClientType' | 'connectorType'>) =>
  connection.connectorType === 'wallet_connect_v2' && AUTO_SIGN_WAIT_WALLETS.includes(connection.walletClientType)
    ? WALLET_CONNECT_AUTO_SIGN_WAIT_MS
    : 0

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Sign-In-With-Ethereum with a connected wallet, the whole flow on the SIWE state
 * (`siweFlow.get`): generating-message (siwe/init's nonce, the EIP-4361 text) → awaiting-signature
 * (the wallet's personal_sign prompt) → submitting-signature (siwe/authenticate or /link with
 * chainId, walletClientType, connectorType) → done | error. A rejection in the wallet is 'User
 * rejected the request.' (4001). This is the Ethereum row of WALLET_CHAIN_HANDLERS.
 */
export function signInWithSiwe(
  client: FoyerClient,
  { connection, intent = 'login', disableSignup = false, captchaToken, sleep = delay }: SignInWithSiweParameters,
): Promise<SignInWithSiweReturnType> {
  const { address, chainId, walletClientType, connectorType } = connection
  const chain = chainId ?? 'eip155:1'
  return runWalletSignIn(client, {
    method: 'siwe',
    atom: siweFlow.atom,
    chainType: 'ethereum',
    address,
    intent,
    createMessage: () => generateSiweMessage(client, { address, chainId: chain, captchaToken }),
    sign: async (message) => {
      const wait = autoSignWaitMs(connection)
      if (wait > 0) await sleep(wait)
      return connectorById(client, connection.connectorId).signMessage({ address, message })
    },
    submit: (message, signature) =>
      submitSiwe(client, { message, signature, chainId: chain, walletClientType, connectorType, intent, disableSignup }),
  })
}

/** Back to `initial`; a sign-in under way ends with USER_EXITED_*. */
export const resetSiweFlow = (client: FoyerClient) => dispatchWalletAuthFlow(client, siweFlow.atom, { type: 'reset' })
