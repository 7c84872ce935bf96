'use client'
import { useCallback } from 'react'
import {
  backFunding, chooseBridgeSource, chooseFundingMethod, chooseFundingWallet, closeFunding, confirmBridge, confirmFundingTransfer, fundingValue,
  retryFunding, setFundingAmount, startCardFunding, switchCardProvider, type FundingMethod, type FundingState,
} from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useValue } from './internal.js'

/** What `useFundingFlow` returns: the funding flow on screen and what its screens' buttons do. */
export type UseFundingFlowReturnType = {
  /** The funding flow on screen (null: none): the request, the screen and each screen's state. */
  funding: FundingState | null
  /** A landing option: 'card' / 'exchange' → the amount, 'wallet' → the wallets, 'manual' → the address and QR code. */
  chooseMethod: (method: FundingMethod) => void
  /** The amount input's whole text after a keystroke (digits and one dot; anything else reads '0'). */
  setAmount: (input: string) => void
  /** The landing's footer: 'Pay with card' uses the other card provider. */
  switchCardProvider: () => void
  /** Continue on the amount for a card purchase or an exchange transfer: call it inside the click (it opens the provider's popup). */
  startCardFunding: () => void
  /** A row of 'Transfer from wallet': connects the wallet if needed, then its transfer (or the bridge). */
  chooseWallet: (connectorId: string) => Promise<void>
  /** Confirm on the transfer's confirmation: sends from the wallet and waits for the receipt. */
  confirmTransfer: () => Promise<void>
  /** The bridge's source network (the dropdown, the chooser): quotes it. */
  chooseBridgeSource: (chainId: number) => Promise<void>
  /** 'Confirm with {wallet}': sends the bridge's deposit and follows the bridge. */
  confirmBridge: () => Promise<void>
  /** 'Try again' on an error screen. */
  retry: () => void
  /** Back one screen. */
  back: () => void
  /** Closes the funding flow (`fundWallet` resolves). */
  close: () => void
}

/**
 * The funding flow on screen and its actions, bound to the provider's client: what the default
 * funding screens use, and what a host's own funding screens (replacing them with
 * `appearance.screens`) call. Opening a flow is `useFundWallet().fundWallet`.
 */
export function useFundingFlow(): UseFundingFlowReturnType {
  const client = useFoyerClient()
  const funding = useValue(fundingValue)
  const chooseMethod = useCallback((method: FundingMethod) => chooseFundingMethod(client, { method }), [client])
  const setAmount = useCallback((input: string) => setFundingAmount(client, { input }), [client])
  const switchProvider = useCallback(() => switchCardProvider(client), [client])
  const startCard = useCallback(() => startCardFunding(client), [client])
  const chooseWallet = useCallback((connectorId: string) => chooseFundingWallet(client, { connectorId }), [client])
  const confirmTransfer = useCallback(() => confirmFundingTransfer(client), [client])
  const chooseSource = useCallback((chainId: number) => chooseBridgeSource(client, { chainId }), [client])
  const confirm = useCallback(() => confirmBridge(client), [client])
  const retry = useCallback(() => retryFunding(client), [client])
  const back = useCallback(() => backFunding(client), [client])
  const close = useCallback(() => closeFunding(client), [client])
  return {
    funding, chooseMethod, setAmount, switchCardProvider: switchProvider, startCardFunding: startCard, chooseWallet, confirmTransfer,
    chooseBridgeSource: chooseSource, confirmBridge: confirm, retry, back, close,
  }
}
