import type { FoyerClient } from '../client/types.js'
import { MfaCanceledError } from '../errors/client.js'
import { INITIAL_MFA_FLOW, isMfaPending, mfaCloseOutcome } from '../machines/mfaFlow.js'
import type { MfaMethod } from '../types/user.js'
import { dispatchMfaFlow, mfaSession } from './session.js'
import { mfaFlow } from './state.js'

/** What {@link cancelMfa} returns. */
export type CancelMfaReturnType = void

/** Ends the wait: the operation that needed MFA fails with 'MFA canceled'. Nothing waits: no-op. */
export function cancelMfa(client: FoyerClient): CancelMfaReturnType {
  const session = mfaSession(client)
  if (session.waiter) return session.waiter.reject(new MfaCanceledError())
  // A submission is being verified: the wait ends with 'MFA canceled' once the server answered.
  if (isMfaPending(mfaFlow.get(client))) session.canceled = true
}

/** The parameters of {@link chooseMfaMethod}. */
export type ChooseMfaMethodParameters = { method: MfaMethod | null }

/** Picks a method during a wait, or `null` to go back to choosing ('Choose another method'). */
export function chooseMfaMethod(client: FoyerClient, { method }: ChooseMfaMethodParameters): void {
  dispatchMfaFlow(client, { type: 'choose', method })
}

/** What {@link dismissMfaPrompt} returns. */
export type DismissMfaPromptReturnType = 'success' | 'failure'

/**
 * Closing the prompt: cancels a wait still open, clears the prompt's state, and says
 * what the close reports — failure if an error exists or nothing succeeded, else success.
 */
export function dismissMfaPrompt(client: FoyerClient): DismissMfaPromptReturnType {
  const outcome = mfaCloseOutcome(mfaFlow.get(client))
  cancelMfa(client)
  // Later answers of a submission still in flight no longer apply to the idle state.
  mfaFlow.set(client, INITIAL_MFA_FLOW)
  return outcome
}
