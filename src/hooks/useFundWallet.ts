'use client'
import { useCallback, useEffect } from 'react'
import { fundingValue, type FundingState, type FundingSuccess, type FundWalletParameters, type FundWalletReturnType } from '../core/index.js'
import { fundWalletOnUse } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useLatest, useValue } from './internal.js'

/** Callbacks of `useFundWallet`. */
export type UseFundWalletParameters = {
  /** A funding flow opened by this hook's `fundWallet` closed (funded or not): what it resolves with. */
  onUserExited?: ((result: FundWalletReturnType) => void) | undefined
  /** A wallet was funded (any funding flow, while the component is mounted): provider, chain, address, value, token. */
  onSuccess?: ((funding: FundingSuccess) => void) | undefined
}
/** What `useFundWallet` returns: `fundWallet`, and the funding flow on screen. */
export type UseFundWalletReturnType = {
  /** Opens the funding flow for a wallet (core's `fundWallet`, loaded on first use); resolves when it closes. */
  fundWallet: (parameters: FundWalletParameters) => Promise<FundWalletReturnType>
  /** The funding flow on screen (null: none): screen, amount, options, each screen's state. */
  funding: FundingState | null
}

/**
 * Funding a wallet: `fundWallet({ address, chain?, cluster?, amount?, asset?, card?,
 * defaultFundingMethod?, uiConfig? })` opens the funding screens (the default UI's, or your own
 * over `funding`) and resolves when they close; `onSuccess` fires for each funding success,
 * `onUserExited` when a flow this hook opened closes. The funding code loads on the first call.
 */
export function useFundWallet(parameters: UseFundWalletParameters = {}): UseFundWalletReturnType {
  const client = useFoyerClient()
  const latest = useLatest(parameters)
  const funding = useValue(fundingValue)
  useEffect(() => client.events.on('fundingSuccess', (event) => latest.current.onSuccess?.(event)), [client, latest])
  const fundWallet = useCallback(
    async (input: FundWalletParameters) => {
      const result = await fundWalletOnUse(client, input)
      latest.current.onUserExited?.(result)
      return result
    },
    [client, latest],
  )
  return { fundWallet, funding }
}
