import type { FoyerClient } from '../../client.js'
import { MFA_API_PATHS, MFA_CODE_WAIT_MS, MFA_MAX_ATTEMPTS, MFA_OPERATION_TIMEOUT_MS } from '../../constants.js'
import { FoyerError } from '../../errors/base.js'
import {
  MfaCanceledError, MfaMaxAttemptsError, MfaNotEnrolledError, MfaTimeoutError, MfaVerificationFailedError,
  MissingAccessTokenError, MustBeAuthenticatedError,
} from '../../errors/client.js'
import type { MfaPromptKind } from '../../flows/mfaFlow.js'
import type { MfaSubmission, WireMfaToken } from '../../types/mfa.js'
import { getUser } from '../../watch.js'
import { toWireAuthenticationResponse } from '../passkey/convert.js'
import { relyingParty } from '../passkey/webauthn.js'
import { requireAccessToken } from '../session/getAccessToken.js'
import { dispatchMfaFlow, mfaSession, orderMfaMethods, storeMfaToken, type MfaSession, type PendingSubmission } from './session.js'

export type PromptMfaParameters = {
  /** 'auth' (default): confirm it is the user; 'txn': during a transaction. Only changes the prompt's texts. */
  kind?: MfaPromptKind | undefined
}
export type PromptMfaReturnType = void
export type PromptMfaErrorType = FoyerError

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
 * The wait machinery (spec 01 §4, spec 02 §6): opens a wait for a submission (each wait times out
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
  const user = getUser(client)
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
        token = storeMfaToken(client, await verifySubmission(client, session, pending.submission))
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

/** Sends one submission to the server's verify route; answers the MFA token. */
async function verifySubmission(client: FoyerClient, session: MfaSession, submission: MfaSubmission): Promise<WireMfaToken> {
  const token = await requireAccessToken(client)
  const post = (path: string, body: Record<string, unknown>) =>
    client.http.request<WireMfaToken>(path, { method: 'POST', body, token, retry: false })
  switch (submission.method) {
    case 'sms':
      return post(MFA_API_PATHS.smsVerify, { code: submission.code })
    case 'totp':
      return post(MFA_API_PATHS.totpVerify, { code: submission.code })
    case 'passkey': {
      const challenge = session.passkeyChallenge
      session.passkeyChallenge = null
      return post(MFA_API_PATHS.passkeysVerify, {
        relying_party: relyingParty(client),
        challenge: challenge ?? undefined,
        authenticator_response: toWireAuthenticationResponse(submission.response),
      })
    }
  }
}
