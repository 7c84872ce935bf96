import type { FoyerClient } from '../client/types.js'
import type { Flow } from '../client/flow.js'
import { CODE_LENGTH } from '../constants.js'
import { InvalidCodeLengthError, NoAuthFlowError, NonNumericCodeError } from '../errors/client.js'
import type { CodeFlowEvent, CodeFlowState } from '../machines/codeFlow.js'
import type { AuthResult, LoginMethod } from '../types/auth.js'
import { runLoginAttempt } from './authenticate.js'
import type { AuthIntent } from './intent.js'

/**
 * The steps every login method that sends a one-time code shares (each method's room brings its
 * destination rules and routes): sending the code as a new run of the method's code flow, and
 * submitting it within that run. Both go through `runLoginAttempt`; the submission ends in the
 * method's `completeLogin`.
 */

/** The code rule: whitespace is stripped; a code is exactly six digits ('Code should be numeric'). */
export function normalizeCode(code: string): string {
  const stripped = String(code ?? '').replace(/\s+/g, '')
  if (!/^\d*$/.test(stripped)) throw new NonNumericCodeError()
  if (stripped.length !== CODE_LENGTH) throw new InvalidCodeLengthError(CODE_LENGTH)
  return stripped
}

export type SendOneTimeCodeParameters = {
  method: LoginMethod
  /** The method's code flow: the send starts a new run of it. */
  flow: Flow<CodeFlowState, CodeFlowEvent>
  /** The destination as the flow keeps it (trimmed and put in its canonical form, not yet checked). */
  destination: string
  intent: AuthIntent
  disableSignup: boolean
  /** Checks the destination (throws the method's validation error); returns where to send the code. */
  validate: (destination: string) => string
  /** The request that delivers a code to the checked destination. */
  send: (destination: string) => Promise<unknown>
}

/**
 * Sends a one-time code: intent check, then a new run of the method's flow — sending-code,
 * the method's checks, its request, awaiting-code-input (or error). Returns the destination the
 * code went to.
 */
export function sendOneTimeCode(client: FoyerClient, parameters: SendOneTimeCodeParameters): Promise<string> {
  const { method, flow, destination, intent, disableSignup, validate, send } = parameters
  return runLoginAttempt(
    client,
    { method, intent, flow, start: { type: 'send', destination, intent, disableSignup }, succeeded: false },
    async (run) => {
      const checked = validate(destination)
      await send(checked)
      run.dispatch({ type: 'sent', at: client.now() })
      return checked
    },
  )
}

/** A code submission, once it is known a code was sent: where it went, the normalized code, and the send's options. */
export type CodeSubmission = { destination: string; code: string; intent: AuthIntent; disableSignup: boolean }

export type SubmitOneTimeCodeParameters = {
  method: LoginMethod
  /** The method's code flow: the submission continues the run of the send. */
  flow: Flow<CodeFlowState, CodeFlowEvent>
  /** The code as typed. */
  code: string
  /** What the method requires of a submission before anything else (throws). */
  require?: ((destination: string | null, code: string) => void) | undefined
}

/**
 * Submits a one-time code within the run of the send: 'No auth flow in progress.' when no code
 * was sent, then submitting-code, the code rule, and the method's `complete` (its `completeLogin`:
 * authenticate, link or update) → done with the result, or error.
 */
export function submitOneTimeCode(
  client: FoyerClient,
  { method, flow, code, require }: SubmitOneTimeCodeParameters,
  complete: (submission: CodeSubmission) => Promise<AuthResult>,
): Promise<AuthResult> {
  const state = flow.get(client)
  return runLoginAttempt(client, { method, intent: state.intent, flow }, async (run) => {
    require?.(state.destination, code)
    // No code was ever sent (fresh flow, send still in flight, or the first send failed).
    if (!state.destination || state.codeSentAt === null || state.status === 'initial' || state.status === 'sending-code') {
      throw new NoAuthFlowError()
    }
    run.dispatch({ type: 'submit' })
    return complete({ destination: state.destination, code: normalizeCode(code), intent: state.intent, disableSignup: state.disableSignup })
  })
}
