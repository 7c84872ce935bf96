'use client'
import { useCallback } from 'react'
import { cancelWalletConnect, clearWalletConnectUri, connectWallet, walletConnectFlow, resetWalletConnect, signInWithWallet, type AuthResult, type ConnectWalletParameters, type SignInWithWalletParameters, type WalletConnectFlowState, type WalletConnection } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useStartWallets } from './useStartWallets.js'
import { useLatest, useReport, useWatched, type FlowCallbacks } from './internal.js'

export type UseConnectWalletParameters = FlowCallbacks<WalletConnection>
export type UseConnectWalletReturnType = {
  /** status: disconnected | connecting | switching_to_supported_chain | waiting | connected; uri (QR), error, retries. */
  state: WalletConnectFlowState
  /** Connects a wallet by connector id (`useWalletConnectors`); `retry: true` for the user's Retry. */
  connectWallet: (parameters: ConnectWalletParameters) => Promise<WalletConnection>
  /** Signs in (SIWE / SIWS) with a connected wallet, or links it when logged in. */
  signInWithWallet: (parameters: SignInWithWalletParameters) => Promise<AuthResult>
  /** Back from the QR code: forgets the pairing URI. */
  clearUri: () => void
  /** Cancels the attempt under way (no error). */
  cancel: () => void
  /** Forgets the attempt (back to disconnected, no error, no retries). */
  reset: () => void
}

/** Connecting an external wallet, headless (the picker's status screens use it). */
export function useConnectWallet(parameters: UseConnectWalletParameters = {}): UseConnectWalletReturnType {
  const client = useFoyerClient()
  useStartWallets(client)
  const state = useWatched(client, walletConnectFlow.get, walletConnectFlow.watch)
  const callbacks = useLatest(parameters)
  const report = useReport(callbacks)
  return {
    state,
    connectWallet: useCallback(
      (p) => report(() => connectWallet(client, p), (r) => callbacks.current.onComplete?.(r)),
      [client, report, callbacks],
    ),
    signInWithWallet: useCallback((p) => signInWithWallet(client, p), [client]),
    clearUri: useCallback(() => clearWalletConnectUri(client), [client]),
    cancel: useCallback(() => cancelWalletConnect(client), [client]),
    reset: useCallback(() => resetWalletConnect(client), [client]),
  }
}
