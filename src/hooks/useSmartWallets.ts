'use client'
import { useCallback, useEffect, useState } from 'react'
import {
  SmartWalletNotReadyError, embeddedEthereumWallets, getSmartWallet, userValue,
  type SmartWallet, type SmartWalletSendTransactionParameters, type SmartWalletSendTransactionReturnType, type WalletUiOptions,
} from '../core/internal.js'
import type { TypedDataDefinition } from 'viem'
import { useFoyerClient } from './context.js'
import { useWatched } from './internal.js'

/** The parameters of {@link useSmartWallets}. */
export type UseSmartWalletsParameters = {
  /** The chain of the smart wallet (default: the first configured chain among the supported ones, the default chain first). */
  chainId?: number | undefined
}

/** What {@link useSmartWallets} returns. */
export type UseSmartWalletsReturnType = {
  /** The user's smart wallet, once ready (null while logged out, without an embedded wallet, loading, or on error). */
  client: SmartWallet | null
  /** Its address (null until ready). */
  address: `0x${string}` | null
  /** 'idle' (nothing to do: logged out or no embedded Ethereum wallet), 'loading', 'ready' or 'error'. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** Why it is not ready ('Smart wallets are not enabled for this app' …), else null. */
  error: Error | null
  /** Sends one call or several (one user operation) from the smart wallet; rejects while it is not ready. */
  sendTransaction: (parameters: SmartWalletSendTransactionParameters) => Promise<SmartWalletSendTransactionReturnType>
  /** Signs a message as the smart wallet (ERC-1271 / ERC-6492). */
  signMessage: (message: string, options?: { uiOptions?: WalletUiOptions | undefined }) => Promise<{ signature: `0x${string}` }>
  /** Signs EIP-712 typed data as the smart wallet (ERC-1271 / ERC-6492). */
  signTypedData: (typedData: TypedDataDefinition, options?: { uiOptions?: WalletUiOptions | undefined }) => Promise<{ signature: `0x${string}` }>
}

type State = { key: string; status: UseSmartWalletsReturnType['status']; wallet: SmartWallet | null; error: Error | null }

const notReady = () => Promise.reject(new SmartWalletNotReadyError())

/**
 * The user's smart wallet (ERC-4337, core's `getSmartWallet`): made once the user is logged in
 * with an embedded Ethereum wallet (its owner) and the app's smart wallet config is read; its
 * address is linked to the user as a `smart_wallet` account. `sendTransaction`, `signMessage` and
 * `signTypedData` go through the smart account.
 */
export function useSmartWallets(parameters: UseSmartWalletsParameters = {}): UseSmartWalletsReturnType {
  const client = useFoyerClient()
  const user = useWatched(client, userValue.get, userValue.watch)
  const owner = user ? embeddedEthereumWallets(user)[0]?.address ?? null : null
  const { chainId } = parameters
  const key = user && owner ? `${user.id}:${owner}:${chainId ?? ''}` : ''
  const [state, setState] = useState<State>({ key: '', status: 'idle', wallet: null, error: null })

  useEffect(() => {
    if (!key) return
    let cancelled = false
    setState({ key, status: 'loading', wallet: null, error: null })
    getSmartWallet(client, { chainId }).then(
      (wallet) => !cancelled && setState({ key, status: 'ready', wallet, error: null }),
      (error: unknown) => !cancelled && setState({ key, status: 'error', wallet: null, error: error instanceof Error ? error : new Error(String(error)) }),
    )
    return () => {
      cancelled = true
    }
  }, [client, key, chainId])

  const current = state.key === key && key ? state : { key, status: key ? ('loading' as const) : ('idle' as const), wallet: null, error: null }
  const wallet = current.wallet
  return {
    client: wallet,
    address: wallet?.address ?? null,
    status: current.status,
    error: current.error,
    sendTransaction: useCallback((p: SmartWalletSendTransactionParameters) => (wallet ? wallet.sendTransaction(p) : notReady()), [wallet]),
    signMessage: useCallback((message: string, options = {}) => (wallet ? wallet.signMessage({ message, ...options }) : notReady()), [wallet]),
    signTypedData: useCallback((typedData: TypedDataDefinition, options = {}) => (wallet ? wallet.signTypedData({ typedData, ...options }) : notReady()), [wallet]),
  }
}
