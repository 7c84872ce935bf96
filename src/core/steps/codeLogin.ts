import type { PrimitiveAtom } from 'jotai/vanilla'
import type { FoyerClient } from '../client/types.js'
import type { FoyerError } from '../errors/base.js'
import { MustBeAuthenticatedError, NoAuthFlowError } from '../errors/client.js'
import type { AuthResult, LoginMethod } from '../types/auth.js'
import type { WireTokenResponse } from '../types/tokens.js'
import type { User } from '../types/user.js'
import { userValue } from '../client/session/state.js'
import { transitionCodeFlow, type CodeFlowEvent, type CodeFlowState } from '../machines/codeFlow.js'
import { finishLink, finishLogin, type AccountMatcher } from './complete.js'
import { assertIntentAllowed, resolveSubmitIntent, runAuthStep, type AuthIntent } from './intent.js'

/**
 * The one-time-code login machinery shared by e-mail and SMS: the channel says what differs
 * (where the flow state lives, how a destination is checked, which routes a submission calls);
 * `sendCodeThrough` and `submitCodeThrough` run the flow, the intent rules and the error events.
 */
export type CodeChannel = {
  method: LoginMethod
  atom: PrimitiveAtom<CodeFlowState>
  /** Best-effort canonical form kept in the flow state (never throws). */
  normalize: (client: FoyerClient, raw: string) => string
  /** Throws the channel's validation error; returns the destination to send to. */
  validate: (client: FoyerClient, destination: string) => string
  /** The user's current destination of this kind (what an update replaces). */
  current: (user: User | null) => string | undefined
  /** Details of the error when an update is asked for a user without one. */
  updateNeeds: string
  /** Matches the linked account a destination names. */
  account: (destination: string) => AccountMatcher
  /** Checks what a submission needs (destination and code); throws when missing. */
  requireSubmission?: (destination: string | null, code: string) => void
  /** Normalizes the typed code (throws 'Code should be numeric' …). */
  normalizeCode: (code: string) => string
  authenticate: (client: FoyerClient, p: { destination: string; code: string; mode: CodeLoginMode }) => Promise<WireTokenResponse>
  link: (client: FoyerClient, p: { destination: string; code: string }) => Promise<User>
  update: (client: FoyerClient, p: { oldDestination: string; newDestination: string; code: string }) => Promise<User>
}

export type CodeLoginMode = 'login-or-sign-up' | 'no-signup'

export type SendCodeThroughParameters = {
  destination: string
  intent: AuthIntent
  disableSignup: boolean
  /** The request that delivers the code to the validated destination. */
  request: (destination: string) => Promise<unknown>
}

export const dispatchCodeFlow = (client: FoyerClient, atom: PrimitiveAtom<CodeFlowState>, event: CodeFlowEvent) =>
  client.store.set(atom, transitionCodeFlow(client.store.get(atom), event))

/** Starts (or restarts) a code flow: intent check, sending-code, validation, request, awaiting-code-input. */
export async function sendCodeThrough(
  client: FoyerClient,
  channel: CodeChannel,
  { destination: raw, intent, disableSignup, request }: SendCodeThroughParameters,
): Promise<string> {
  return runAuthStep(client, { method: channel.method, intent }, async () => {
    assertIntentAllowed(client, intent)
    const destination = channel.normalize(client, String(raw ?? '').trim())
    dispatchCodeFlow(client, channel.atom, { type: 'send', destination, intent, disableSignup })
    try {
      const valid = channel.validate(client, destination)
      if (intent === 'update' && !channel.current(userValue.get(client))) {
        throw new MustBeAuthenticatedError({ details: channel.updateNeeds })
      }
      await request(valid)
      dispatchCodeFlow(client, channel.atom, { type: 'sent', at: client.now() })
      return valid
    } catch (error) {
      dispatchCodeFlow(client, channel.atom, { type: 'failed', error: error as FoyerError })
      throw error
    }
  })
}

/**
 * Submits the code: without a session it authenticates (or no-signup); with one it links the
 * destination; in an update flow it replaces the user's current one. Emits login/link/update.
 */
export async function submitCodeThrough(client: FoyerClient, channel: CodeChannel, code: string): Promise<AuthResult> {
  const flow = client.store.get(channel.atom)
  return runAuthStep(client, { method: channel.method, intent: flow.intent }, async () => {
    channel.requireSubmission?.(flow.destination, code)
    const destination = flow.destination
    // No code was ever sent (fresh flow, send still in flight, or the first send failed).
    if (!destination || flow.codeSentAt === null || flow.status === 'initial' || flow.status === 'sending-code') {
      throw new NoAuthFlowError()
    }
    dispatchCodeFlow(client, channel.atom, { type: 'submit' })
    try {
      const result = await submit(client, channel, flow, destination, channel.normalizeCode(code))
      dispatchCodeFlow(client, channel.atom, { type: 'succeeded' })
      client.events.emit(result.wasAlreadyAuthenticated ? (flow.intent === 'update' ? 'update' : 'link') : 'login', result)
      return result
    } catch (error) {
      dispatchCodeFlow(client, channel.atom, { type: 'failed', error: error as FoyerError })
      throw error
    }
  })
}

async function submit(
  client: FoyerClient,
  channel: CodeChannel,
  flow: CodeFlowState,
  destination: string,
  code: string,
): Promise<AuthResult> {
  const kind = resolveSubmitIntent(client, flow.intent)
  const done = { method: channel.method, account: channel.account(destination) }
  if (kind === 'authenticate') {
    const mode = flow.disableSignup ? 'no-signup' : 'login-or-sign-up'
    return finishLogin(client, await channel.authenticate(client, { destination, code, mode }), done)
  }
  if (kind === 'link') return finishLink(client, await channel.link(client, { destination, code }), done)
  const oldDestination = channel.current(userValue.get(client)) ?? ''
  return finishLink(client, await channel.update(client, { oldDestination, newDestination: destination, code }), done)
}
