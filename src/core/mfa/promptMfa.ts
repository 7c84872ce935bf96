import type { FoyerClient } from '../client/types.js'
import { MFA_CODE_WAIT_MS, MFA_MAX_ATTEMPTS, MFA_OPERATION_TIMEOUT_MS } from '../constants.js'
import { FoyerError } from '../errors/base.js'
import { MfaCanceledError, MfaMaxAttemptsError, MfaNotEnrolledError, MfaTimeoutError, MfaVerificationFailedError, MissingAccessTokenError, MustBeAuthenticatedError } from '../errors/client.js'
import type { MfaPromptKind } from '../machines/mfaFlow.js'
import { userValue } from '../client/session/state.js'
import { dispatchMfaFlow, mfaFactor, mfaSession, orderMfaMethods, storeMfaToken, type MfaSession, type PendingSubmission } from './session.js'

/** The parameters of {@link promptMfa}. */
export type PromptMfaParameters = {
  /** 'auth' (default): confirm it is the user; 'txn': during a transaction. Only changes the prompt's texts. */
  kind?: MfaPromptKind | undefined
}
/** What {@link promptMfa} returns. */
export type PromptMfaReturnType = void
/** The errors {@link promptMfa} can throw or reject with. */
export type PromptMfaErrorType =
  | MfaTimeoutError
  | MfaMaxAttemptsError
  | MfaCanceledError
  | MfaNotEnrolledError
  | MustBeAuthenticatedError
  | MissingAccessTokenError

/**
 * Asks the user for an MFA verification and resolves once one succeeded (the earned MFA token is
 * kept for this session, so the next protected request carries it). The default UI shows its
 * prompt; a host with its own prompt listens for `mfaRequired` and calls `initMfa` / `submitMfa`.
 * Fails with 'Timed out waiting for MFA code', 'Max MFA verification attempts reached' or
 * 'MFA canceled'.
 */
export async function promptMfa(client: FoyerClient, { kind = 'auth' }: PromptMfaParameters = {}): Promise<PromptMfaReturnType> {
  await verifyMfa(client, { kind })
}

/**
 * The wait machinery (docs/mfa.md): opens a wait for a submission (each wait times out
 * after MFA_CODE_WAIT_MS = 300000 ms, the whole operation after MFA_OPERATION_TIMEOUT_MS =
 * 1260000 ms), verifies each submission with the server, asks again after a failure, and gives up
 * after MFA_MAX_ATTEMPTS = 4. Resolves with the MFA token. Concurrent callers share one wait.
 */
export function verifyMfa(client: FoyerClient, { kind = 'auth' }: PromptMfaParameters = {}): Promise<string> {
  const session = mfaSession(client)
  session.verification ??= runVerification(client, session, kind).finally(() => {
    session.verification = null
  })
  return session.verification
}

async function runVerification(client: FoyerClient, session: MfaSession, kind: MfaPromptKind): Promise<string> {
  const user = userValue.get(client)
  if (!user) throw new MustBeAuthenticatedError()
  const methods = orderMfaMethods(user.mfaMethods)
  if (methods.length === 0) throw new MfaNotEnrolledError()
  session.canceled = false
  dispatchMfaFlow(client, { type: 'prompt', kind, methods })
  client.events.emit('mfaRequired', { kind, methods })

  let operationTimedOut = false
  const operationTimer = session.timers.setTimeout(() => {
    operationTimedOut = true
    session.waiter?.reject(new MfaTimeoutError({ details: `The operation took longer than ${MFA_OPERATION_TIMEOUT_MS} ms` }))
  }, MFA_OPERATION_TIMEOUT_MS)
  try {
    for (let attempt = 1; ; attempt++) {
      if (operationTimedOut) throw new MfaTimeoutError({ details: `The operation took longer than ${MFA_OPERATION_TIMEOUT_MS} ms` })
      const pending = await waitForSubmission(session)
      dispatchMfaFlow(client, { type: 'submit' })
      let token: string
      try {
        token = storeMfaToken(client, await mfaFactor(pending.submission.method).verify(client, pending.submission))
      } catch (cause) {
        const fatal = cause instanceof MissingAccessTokenError || cause instanceof MustBeAuthenticatedError
        const error = fatal ? (cause as FoyerError)
          : attempt >= MFA_MAX_ATTEMPTS ? new MfaMaxAttemptsError({ cause })
            : new MfaVerificationFailedError({ cause })
        pending.reject(error)
        if (error instanceof MfaVerificationFailedError && !session.canceled) {
          dispatchMfaFlow(client, { type: 'rejected', error })
          continue
        }
        throw session.canceled ? new MfaCanceledError() : error
      }
      if (session.canceled) {
        pending.reject(new MfaCanceledError())
        throw new MfaCanceledError()
      }
      dispatchMfaFlow(client, { type: 'verified' })
      pending.resolve()
      return token
    }
  } catch (cause) {
    const error = cause instanceof FoyerError ? cause : new FoyerError('Something went wrong.', 'UNKNOWN_AUTH_ERROR', { cause })
    dispatchMfaFlow(client, { type: 'failed', error })
    throw error
  } finally {
    session.timers.clearTimeout(operationTimer)
    session.waiter = null
  }
}

/** One wait for a submission: times out after MFA_CODE_WAIT_MS; cancel and logout reject it. */
function waitForSubmission(session: MfaSession): Promise<PendingSubmission> {
  return new Promise((resolve, reject) => {
    const timer = session.timers.setTimeout(() => {
      session.waiter = null
      reject(new MfaTimeoutError())
    }, MFA_CODE_WAIT_MS)
    session.waiter = {
      resolve: (pending) => {
        session.timers.clearTimeout(timer)
        session.waiter = null
        resolve(pending)
      },
      reject: (error) => {
        session.timers.clearTimeout(timer)
        session.waiter = null
        reject(error)
      },
    }
  })
}
