'use client'
import { useCallback } from 'react'
import {
  cancelWalletConnect, clearWalletConnectUri, connectWallet, resetWalletConnect, signInWithWallet, walletConnectFlow,
  type AuthResult, type ConnectWalletParameters, type SignInWithWalletParameters, type WalletConnectFlowState, type WalletConnection,
} from '../core/internal.js'
import { useStartWallets } from './useStartWallets.js'
import { useFlow } from './useFlow.js'
import { useRun, type FlowCallbacks } from './internal.js'

/** The parameters of {@link useConnectWallet}. */
export type UseConnectWalletParameters = FlowCallbacks<WalletConnection>
/** What {@link useConnectWallet} returns. */
export type UseConnectWalletReturnType = {
  /** status: disconnected | connecting | switching_to_supported_chain | waiting | connected; uri (QR), error, retries. */
  state: WalletConnectFlowState
  /** Connects a wallet by connector id (`useWalletConnectors`); `retry: true` for the user's Retry. */
  connectWallet: (parameters: ConnectWalletParameters) => Promise<WalletConnection>
  /** Signs in with a connected wallet (its chain family's sign-in), or links it with `intent: 'link'`. */
  signInWithWallet: (parameters: SignInWithWalletParameters) => Promise<AuthResult>
  /** Back from the QR code: forgets the pairing URI. */
  clearUri: () => void
  /** Cancels the attempt under way (no error). */
  cancel: () => void
  /** Forgets the attempt (back to disconnected, no error, no retries); other flows are untouched. */
  reset: () => void
}

/**
 * Connecting an external wallet, headless (the picker's status screens use it). `onComplete` gets
 * each connection this hook made; `onError` each failure of a connection attempt.
 */
export function useConnectWallet(parameters: UseConnectWalletParameters = {}): UseConnectWalletReturnType {
  const { client, state, run } = useFlow(walletConnectFlow, { onError: parameters.onError })
  useStartWallets(client)
  // onComplete gets the connection (not an AuthResult, which is all useFlow reports).
  const complete = useRun({ onComplete: parameters.onComplete })
  return {
    state,
    connectWallet: useCallback((p) => run(() => complete(() => connectWallet(client, p), true)), [client, run, complete]),
    signInWithWallet: useCallback((p) => signInWithWallet(client, p), [client]),
    clearUri: useCallback(() => clearWalletConnectUri(client), [client]),
    cancel: useCallback(() => cancelWalletConnect(client), [client]),
    reset: useCallback(() => resetWalletConnect(client), [client]),
  }
}
