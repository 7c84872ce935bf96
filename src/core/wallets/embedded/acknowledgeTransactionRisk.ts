import type { FoyerClient } from '../../client/types.js'
import { transactionRequestFlow } from './walletUi.js'

/** What `acknowledgeTransactionRisk` takes: whether the box 'I understand and want to proceed anyways.' is ticked. */
export type AcknowledgeTransactionRiskParameters = { acknowledged: boolean }
/** Nothing: the step's `acknowledged` flag is in `transactionRequestFlow`. */
export type AcknowledgeTransactionRiskReturnType = void
/** Never throws. */
export type AcknowledgeTransactionRiskErrorType = never

/**
 * The user ticks (or unticks) 'I understand and want to proceed anyways.' under a Malicious scan
 * result: the step on screen may then be approved (`stepBlocked` is false). Does nothing when no
 * transaction is on screen.
 */
export function acknowledgeTransactionRisk(client: FoyerClient, { acknowledged }: AcknowledgeTransactionRiskParameters): AcknowledgeTransactionRiskReturnType {
  transactionRequestFlow.dispatch(client, { type: 'acknowledge', value: acknowledged })
}
