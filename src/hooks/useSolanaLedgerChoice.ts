'use client'
import { useCallback } from 'react'
import { getSolanaLedgerChoice, setSolanaLedgerChoice, signsInWithLedger, watchSolanaLedgerChoice } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useWatched } from './internal.js'

/** What {@link useSolanaLedgerChoice} returns. */
export type UseSolanaLedgerChoiceReturnType = {
  /** The login data's isSigningInWithLedgerSolana: null while undecided. */
  isSigningInWithLedgerSolana: boolean | null
  /** 'Continue with Ledger' (true) / 'Continue without Ledger' (false); null: undecided again. */
  choose: (useLedger: boolean | null) => void
  /** Whether a sign-in with this wallet signs as a Ledger (a memo transaction): the choice is 'with Ledger' and the wallet is Phantom. */
  signsWithLedger: (walletClientType: string) => boolean
}

/** The Ledger choice for Phantom on Solana (docs/wallets.md "Ledger choice"). */
export function useSolanaLedgerChoice(): UseSolanaLedgerChoiceReturnType {
  const client = useFoyerClient()
  const isSigningInWithLedgerSolana = useWatched(client, getSolanaLedgerChoice, watchSolanaLedgerChoice)
  return {
    isSigningInWithLedgerSolana,
    choose: useCallback((useLedger) => setSolanaLedgerChoice(client, useLedger), [client]),
    // Re-created when the choice changes, so a component reading it re-renders with the new answer.
    signsWithLedger: useCallback((walletClientType: string) => signsInWithLedger(client, walletClientType), [client, isSigningInWithLedgerSolana]), // eslint-disable-line react-hooks/exhaustive-deps
  }
}
