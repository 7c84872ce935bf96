import type { FoyerClient } from '../client/types.js'
import { FlowAbortedError, type Flow, type FlowRun } from '../client/flow.js'
import { FoyerError } from '../errors/base.js'
import { UserExitedFlowError } from '../errors/client.js'
import type { AuthResult, LoginMethod } from '../types/auth.js'
import { providerTokensOf, type WireLinkResponse, type WireTokenResponse } from '../types/tokens.js'
import type { User, WireUser } from '../types/user.js'
import { finishLink, finishLogin, type AccountMatcher } from './complete.js'
import { assertIntentAllowed, errorEventFor, resolveSubmitIntent, type AuthIntent } from './intent.js'

/** The `mode` of an authenticate call: sign-ups allowed, or only existing users. */
export type LoginMode = 'login-or-sign-up' | 'no-signup'

export type { WireLinkResponse }

export type CompleteLoginParameters = {
  method: LoginMethod
  intent: AuthIntent
  disableSignup: boolean
  /** The login's account among the user's linked accounts (reported as loginAccount / linkedAccount). */
  account: AccountMatcher
  /** Without a session: the method's authenticate call (a token response). */
  authenticate: (mode: LoginMode) => Promise<WireTokenResponse>
  /** With a session: the method's link call. */
  link: () => Promise<WireLinkResponse>
  /** With intent 'update': the call replacing the user's account of this kind. */
  update?: (() => Promise<WireUser | User>) | undefined
}

/**
 * THE last step of every login method: without a session it authenticates (login or sign-up, or
 * `no-signup`) and stores the session; with one it links the account (or, for intent 'update',
 * replaces it). Emits `login`, `link` or `update` and returns the AuthResult.
 */
export async function completeLogin(client: FoyerClient, parameters: CompleteLoginParameters): Promise<AuthResult> {
  const { method, intent, disableSignup, account } = parameters
  const kind = resolveSubmitIntent(client, intent)
  let result: AuthResult
  if (kind === 'authenticate') {
    result = finishLogin(client, await parameters.authenticate(disableSignup ? 'no-signup' : 'login-or-sign-up'), { method, account })
  } else {
    const wire = kind === 'update' && parameters.update ? await parameters.update() : await parameters.link()
    const withTokens = 'user' in wire
    result = finishLink(client, withTokens ? wire.user : wire, { method, account, oAuthTokens: withTokens ? providerTokensOf(wire) : null })
  }
  client.events.emit(result.wasAlreadyAuthenticated ? (intent === 'update' ? 'update' : 'link') : 'login', result)
  return result
}

/** The events every login flow's machine takes: the attempt dispatches them on its run. */
export type LoginFlowEvent = { type: 'failed'; error: FoyerError } | { type: 'succeeded'; result: AuthResult }

export type LoginAttemptParameters<S, E> = {
  method: LoginMethod
  intent: AuthIntent
  /** The method's flow; the attempt is one run of it. */
  flow: Flow<S, E>
  /**
   * The event that starts a new run (the intent is checked first; a run under way is aborted).
   * Without it the attempt continues the run under way (e.g. submitting the code that was sent).
   */
  start?: NoInfer<E> | undefined
  /**
   * The method's own rules for a new run, checked after the intent and before the run begins (a
   * failure leaves the flow as it is, e.g. one prompt at a time).
   */
  precondition?: (() => void) | undefined
  /** Whether success dispatches `{ type: 'succeeded', result }` (default true; false when the steps do). */
  succeeded?: boolean | undefined
}

/**
 * THE way a login method runs one attempt to authenticate or link: intent rules, one run of the
 * method's flow (its AbortSignal fires when the flow is reset or started again: a wait raced
 * against it ends with USER_EXITED_AUTH_FLOW / USER_EXITED_LINK_FLOW), `failed` / `succeeded`
 * dispatched on the run (the flow's machine takes both: `LoginFlowEvent`), and on failure the login/link/update error event with the code before
 * the error is rethrown (as a FoyerError).
 */
export async function runLoginAttempt<S, E extends { type: string }, R = AuthResult>(
  client: FoyerClient,
  attempt: LoginAttemptParameters<S, E> & ([LoginFlowEvent] extends [E] ? unknown : { flow: never }),
  steps: (run: FlowRun<S, E>) => Promise<R>,
): Promise<R> {
  const { method, intent, flow } = attempt
  let run: FlowRun<S, E> | null = null
  try {
    if (attempt.start !== undefined) {
      assertIntentAllowed(client, intent)
      attempt.precondition?.()
      run = flow.begin(client)
      run.dispatch(attempt.start)
    } else {
      run = flow.current(client)
    }
    const result = await steps(run)
    if (attempt.succeeded !== false) run.dispatch({ type: 'succeeded', result } as unknown as E)
    return result
  } catch (cause) {
    const error = toAttemptError(cause, intent)
    run?.dispatch({ type: 'failed', error } as unknown as E)
    client.events.emit(errorEventFor(intent), { method, intent, code: error.code, error })
    throw error
  }
}

/** A run aborted by a reset or a newer start is the user leaving the flow. */
function toAttemptError(cause: unknown, intent: AuthIntent): FoyerError {
  if (cause instanceof FlowAbortedError) return new UserExitedFlowError(intent === 'link' ? 'USER_EXITED_LINK_FLOW' : 'USER_EXITED_AUTH_FLOW')
  return cause instanceof FoyerError ? cause : new FoyerError('An unknown error occurred.', 'UNKNOWN_AUTH_ERROR', { cause })
}
