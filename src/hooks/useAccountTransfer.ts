'use client'
import { useCallback, useState } from 'react'
import { transferAccount, type AccountTransferData, type AuthResult, type FoyerError } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useRun, type FlowCallbacks } from './internal.js'

/** The parameters of {@link useAccountTransfer}. */
export type UseAccountTransferParameters = FlowCallbacks<AuthResult>
/** The state of an account transfer ({@link useAccountTransfer}): its status and the last error. */
export type AccountTransferState = { status: 'initial' | 'transferring' | 'done' | 'error'; error: FoyerError | null }
/** What {@link useAccountTransfer} returns. */
export type UseAccountTransferReturnType = {
  state: AccountTransferState
  /** Moves the account named by the transfer data (from an account_transfer_required error) to this user. */
  transfer: (data: AccountTransferData) => Promise<AuthResult>
}

/** Account transfer: after a link answered account_transfer_required (`accountTransferDataOf(error)`). */
export function useAccountTransfer(parameters: UseAccountTransferParameters = {}): UseAccountTransferReturnType {
  const client = useFoyerClient()
  const run = useRun(parameters)
  const [state, setState] = useState<AccountTransferState>({ status: 'initial', error: null })
  const transfer = useCallback(
    async (data: AccountTransferData) => {
      setState({ status: 'transferring', error: null })
      try {
        const result = await run(() => transferAccount(client, { data }), true)
        setState({ status: 'done', error: null })
        return result
      } catch (error) {
        setState({ status: 'error', error: error as FoyerError })
        throw error
      }
    },
    [client, run],
  )
  return { state, transfer }
}
