'use client'
import { useCallback } from 'react'
import {
  acknowledgeTransactionRisk, closeWalletRequest, confirmWalletRequest, continueTransactionRequest, requestAddFunds, requestSolanaAddFunds, signRequestFlow,
  solanaTransactionFlow, transactionRequestFlow, walletRequestValue,
  type ConfirmWalletRequestParameters, type SignRequestState, type SolanaTransactionState, type TransactionRequestState, type WalletUiRequest,
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
  /** The Solana transaction request's state (preparing, ready, submitting, success, error). */
  solanaTransaction: SolanaTransactionState
  /** The user approved (or retries): signs, or sends and waits for the receipt. */
  confirm: (options?: ConfirmWalletRequestParameters) => Promise<void>
  /** The screen closes: the caller gets the result, the error, or 4001 'The user rejected the request'. */
  close: () => void
  /** 'Continue' on a request of several transactions: the next one shows. */
  next: () => void
  /** Ticks (or unticks) 'I understand and want to proceed anyways.' under a Malicious scan result. */
  acknowledge: (acknowledged: boolean) => void
  /**
   * 'Add funds' when the balance cannot pay: the client emits `addFunds` (wallet, chain, missing wei)
   * for an Ethereum transaction, `addSolanaFunds` (wallet, cluster, missing lamports) for a Solana one.
   */
  addFunds: () => void
}

/**
 * The signing request the default UI shows (a message, typed data or a transaction of an
 * embedded wallet; a wallet export's state is `useWalletExport`) — for the wallet screens, and for
 * a host that replaces them with its own.
 */
export function useEmbeddedWalletRequest(): UseEmbeddedWalletRequestReturnType {
  const client = useFoyerClient()
  const request = useValue(walletRequestValue)
  const sign = useValue(signRequestFlow)
  const transaction = useValue(transactionRequestFlow)
  const solanaTransaction = useValue(solanaTransactionFlow)
  const confirm = useCallback((options: ConfirmWalletRequestParameters = {}) => confirmWalletRequest(client, options), [client])
  const close = useCallback(() => closeWalletRequest(client), [client])
  const next = useCallback(() => continueTransactionRequest(client), [client])
  const acknowledge = useCallback((acknowledged: boolean) => acknowledgeTransactionRisk(client, { acknowledged }), [client])
  const addFunds = useCallback(() => (walletRequestValue.get(client)?.kind === 'solanaTransaction' ? requestSolanaAddFunds(client) : requestAddFunds(client)), [client])
  return { request, sign, transaction, solanaTransaction, confirm, close, next, acknowledge, addFunds }
}
