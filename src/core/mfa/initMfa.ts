import type { FoyerClient } from '../client/types.js'
import { NoAuthFlowError, type UnsupportedMfaMethodError } from '../errors/client.js'
import type { FoyerError } from '../errors/base.js'
import type { MfaFactorInitErrorType } from './factors/index.js'
import { isMfaPending } from '../machines/mfaFlow.js'
import type { MfaInitResult } from '../types/mfa.js'
import type { MfaMethod } from '../types/user.js'
import { mfaFlow } from './state.js'
import { dispatchMfaFlow, mfaFactor } from './session.js'

/** The parameters of {@link initMfa}. */
export type InitMfaParameters = { method: MfaMethod }
/** What {@link initMfa} returns. */
export type InitMfaReturnType = MfaInitResult
/** The errors {@link initMfa} can throw or reject with. */
export type InitMfaErrorType = NoAuthFlowError | UnsupportedMfaMethodError | MfaFactorInitErrorType

/**
 * Prepares a factor during a wait, and selects it: what a submission of that factor needs (a code
 * texted to the user, the request options of a browser prompt; some factors need nothing). Without
 * a wait: 'No auth flow in progress.'.
 */
export async function initMfa(client: FoyerClient, { method }: InitMfaParameters): Promise<InitMfaReturnType> {
  return runMfaInit(client, method, async (result) => result)
}

/** The init step, shared with the one-call verifications (`then` runs inside the initializing status). */
export async function runMfaInit<R>(client: FoyerClient, method: unknown, then: (result: MfaInitResult) => Promise<R>): Promise<R> {
  const factor = mfaFactor(method)
  if (!isMfaPending(mfaFlow.get(client))) throw new NoAuthFlowError({ details: 'No MFA verification is waiting' })
  dispatchMfaFlow(client, { type: 'init', method: factor.method })
  try {
    const initialized = await factor.init(client)
    const result = await then(initialized)
    dispatchMfaFlow(client, { type: 'initialized', codeSentAt: 'codeSentAt' in initialized ? initialized.codeSentAt : undefined })
    return result
  } catch (error) {
    dispatchMfaFlow(client, { type: 'init-failed', error: error as FoyerError })
    throw error
  }
}
