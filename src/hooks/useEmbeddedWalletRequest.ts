'use client'
import { useCallback } from 'react'
import {
  closeWalletRequest, confirmWalletRequest, signRequestFlow, transactionRequestFlow, walletRequestValue,
  type ConfirmWalletRequestParameters, type SignRequestState, type TransactionRequestState, type WalletUiRequest,
} from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useValue } from './internal.js'

/** What `useEmbeddedWalletRequest` returns: the request on screen, its flows, and its two buttons. */
export type UseEmbeddedWalletRequestReturnType = {
  /** The signing request the wallet screens show now (null: none). */
  request: WalletUiRequest | null
  /** The sign-message / typed-data request's state (loading, idle, signing, signed, error). */
  sign: SignRequestState
  /** The transaction request's state (preparing, ready, submitting, awaiting-receipt, signed, complete, error). */
  transaction: TransactionRequestState
  /** The user approved (or retries): signs, or sends and waits for the receipt. */
  confirm: (options?: ConfirmWalletRequestParameters) => Promise<void>
  /** The screen closes: the caller gets the result, the error, or 4001 'The user rejected the request'. */
  close: () => void
}

/**
 * The signing request the default UI shows (a message, typed data or a transaction of an
 * embedded wallet) — for the wallet screens, and for a host that replaces them with its own.
 */
export function useEmbeddedWalletRequest(): UseEmbeddedWalletRequestReturnType {
  const client = useFoyerClient()
  const request = useValue(walletRequestValue)
  const sign = useValue(signRequestFlow)
  const transaction = useValue(transactionRequestFlow)
  const confirm = useCallback((options: ConfirmWalletRequestParameters = {}) => confirmWalletRequest(client, options), [client])
  const close = useCallback(() => closeWalletRequest(client), [client])
  return { request, sign, transaction, confirm, close }
}
