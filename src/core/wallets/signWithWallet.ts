import type { FoyerClient } from '../client/types.js'
import { whenAborted, type FlowAbortedError } from '../client/flow.js'
import type { UnknownConnectWalletError, WalletConnectorNotFoundError, WalletProviderError } from './errors.js'
import { toWalletError } from './providerErrors.js'
import { connectorById } from './state.js'

export type SignWithWalletParameters = {
  /** The connected wallet's connector (`WalletConnection.connectorId`). */
  connectorId: string
  address: string
  message: string
  /** A login attempt's signal: the wait for the wallet's prompt ends at once when it fires. */
  signal?: AbortSignal | undefined
}
/** The signature as the wallet's chain family writes it (0x hex for Ethereum, base64 for Solana). */
export type SignWithWalletReturnType = string
export type SignWithWalletErrorType = WalletProviderError | UnknownConnectWalletError | WalletConnectorNotFoundError | FlowAbortedError

/**
 * Asks a connected wallet to sign `message` (its prompt). What the wallet throws is mapped by
 * `toWalletError` (4001 → 'User rejected the request.'); with `signal`, the wait is raced against
 * it (a wallet's prompt cannot be withdrawn: its late answer is ignored).
 */
export function signWithWallet(
  client: FoyerClient,
  { connectorId, address, message, signal }: SignWithWalletParameters,
): Promise<SignWithWalletReturnType> {
  return awaitWalletPrompt(() => connectorById(client, connectorId).signMessage({ address, message }), signal)
}

/**
 * Runs a wallet prompt: what it throws is mapped by `toWalletError`; with `signal`, the wait is
 * raced against it (the prompt's late answer is then ignored).
 */
export function awaitWalletPrompt<T>(prompt: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  const answer = Promise.resolve()
    .then(prompt)
    .catch((cause: unknown) => {
      throw toWalletError(cause)
    })
  return signal ? Promise.race([answer, whenAborted(signal)]) : answer
}
