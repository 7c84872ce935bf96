'use client'
import { useCallback } from 'react'
import type { DelegateWalletParameters, DelegateWalletReturnType, FoyerError, RevokeWalletsParameters, RevokeWalletsReturnType } from '../core/index.js'
import { delegateWalletOnUse, revokeWalletsOnUse } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useRun } from './internal.js'

/** Callbacks of `useDelegatedActions`: `onSuccess` once a consent or a revoke closes with its result (the updated user), `onError` on a failure or a refusal. */
export type UseDelegatedActionsParameters = {
  onSuccess?: ((result: DelegateWalletReturnType | RevokeWalletsReturnType) => void) | undefined
  onError?: ((error: FoyerError | Error) => void) | undefined
}
/** What `useDelegatedActions` returns: `delegateWallet` and `revokeWallets`. */
export type UseDelegatedActionsReturnType = {
  /**
   * Asks the user to let the app's server act with an embedded wallet while they are away ('Enable
   * offline access'), then hands the backend the wallet's key, sealed to it (core's `delegateWallet`).
   */
  delegateWallet: (parameters: DelegateWalletParameters) => Promise<DelegateWalletReturnType>
  /** Asks the user to confirm, then takes back every delegated wallet ('Revoke offline access to wallet'; core's `revokeWallets`). */
  revokeWallets: (parameters?: RevokeWalletsParameters) => Promise<RevokeWalletsReturnType>
}

/**
 * Delegated actions: the user grants (or revokes) the app's server access to their embedded
 * Ethereum and Solana wallets for when they are offline. The actions load on first use. See
 * docs/delegated-actions.md for the server side.
 */
export function useDelegatedActions(parameters: UseDelegatedActionsParameters = {}): UseDelegatedActionsReturnType {
  const client = useFoyerClient()
  const run = useRun({ onComplete: parameters.onSuccess, onError: parameters.onError as ((error: FoyerError) => void) | undefined })
  const delegateWallet = useCallback((p: DelegateWalletParameters) => run(() => delegateWalletOnUse(client, p), true), [client, run])
  const revokeWallets = useCallback((p: RevokeWalletsParameters = {}) => run(() => revokeWalletsOnUse(client, p), true), [client, run])
  return { delegateWallet, revokeWallets }
}
