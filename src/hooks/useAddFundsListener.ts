'use client'
import { useEffect } from 'react'
import type { FoyerEvents } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useLatest } from './internal.js'

/** What the transaction confirmation's 'Add funds' asks for: the wallet, the chain and the missing amount (wei). */
export type AddFundsEvent = FoyerEvents['addFunds']

/** The parameters of {@link useAddFundsListener}. */
export type UseAddFundsListenerParameters = {
  /** Called when the user presses 'Add funds' on a transaction the balance cannot pay: fund the wallet (the screen reads the balance again every 2 s). */
  onAddFunds: (event: AddFundsEvent) => void
}

/**
 * For hosts that fund wallets themselves: `onAddFunds` runs each time the transaction
 * confirmation's 'Add funds' is pressed (the latest callback is used; listening lasts while
 * mounted). The confirmation then reads the balance again every 2 s until it covers the
 * transaction.
 */
export function useAddFundsListener(parameters: UseAddFundsListenerParameters): void {
  const client = useFoyerClient()
  const latest = useLatest(parameters)
  useEffect(() => client.events.on('addFunds', (event) => latest.current.onAddFunds(event)), [client, latest])
}
