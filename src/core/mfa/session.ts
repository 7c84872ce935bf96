import type { FoyerClient } from '../client/types.js'
import { MFA_TOKEN_HEADER } from '../constants.js'
import type { FoyerError } from '../errors/base.js'
import { MfaCanceledError, UnsupportedMfaMethodError } from '../errors/client.js'
import { transitionMfaEnrollment, type MfaEnrollmentEvent } from '../machines/mfaEnrollmentFlow.js'
import { INITIAL_MFA_FLOW, transitionMfaFlow, type MfaFlowEvent } from '../machines/mfaFlow.js'
import { INITIAL_MFA_ENROLLMENT } from '../machines/mfaEnrollmentFlow.js'
import { readClaims } from '../client/session/jwt.js'
import type { MfaSubmission, WireMfaToken } from '../types/mfa.js'
import type { MfaMethod } from '../types/user.js'
import { defaultTimers, type Timers } from '../utils/timers.js'
import { tokensValue } from '../client/session/state.js'
import { mfaTokenValue } from './state.js'
import { mfaEnrollmentFlow, mfaFlow } from './state.js'
import { MFA_FACTORS, type MfaFactor } from './factors/index.js'

/** A submission handed to the waiting verification; settled once the server answered. */
export type PendingSubmission = {
  submission: MfaSubmission
  resolve: () => void
  reject: (error: FoyerError) => void
}

/**
 * The per-client MFA bookkeeping that is not state (promises and timers): the verification in
 * progress (shared by concurrent operations), the waiter a submission resolves. Created on first
 * use; it clears MFA state when the user logs out.
 */
export type MfaSession = {
  verification: Promise<string> | null
  waiter: { resolve: (pending: PendingSubmission) => void; reject: (error: FoyerError) => void } | null
  /** The user canceled while a submission was being verified. */
  canceled: boolean
  timers: Timers
}

const sessions = new WeakMap<FoyerClient, MfaSession>()

export function mfaSession(client: FoyerClient): MfaSession {
  let session = sessions.get(client)
  if (!session) {
    const created: MfaSession = { verification: null, waiter: null, canceled: false, timers: defaultTimers }
    sessions.set(client, created)
    // Logout clears MFA state: a pending wait ends, the token and flows go.
    client.events.on('logout', () => {
      created.waiter?.reject(new MfaCanceledError())
      mfaTokenValue.set(client, null)
      mfaFlow.set(client, INITIAL_MFA_FLOW)
      mfaEnrollmentFlow.set(client, INITIAL_MFA_ENROLLMENT)
    })
    session = created
  }
  return session
}

export const dispatchMfaFlow = (client: FoyerClient, event: MfaFlowEvent) =>
  mfaFlow.set(client, transitionMfaFlow(mfaFlow.get(client), event))
export const dispatchMfaEnrollment = (client: FoyerClient, event: MfaEnrollmentEvent) =>
  mfaEnrollmentFlow.set(client, transitionMfaEnrollment(mfaEnrollmentFlow.get(client), event))

/** The factor of `method`; 'Unsupported MFA method: x' for a method no factor has. */
export function mfaFactor(method: unknown): MfaFactor {
  const factor = MFA_FACTORS.find((f) => f.method === method)
  if (!factor) throw new UnsupportedMfaMethodError(method)
  return factor
}

/** Throws 'Unsupported MFA method: x' unless a factor has `method`. */
export function assertMfaMethod(method: unknown): asserts method is MfaMethod {
  mfaFactor(method)
}

/** The user's methods in the order the prompt lists the factors. */
export const orderMfaMethods = (methods: readonly MfaMethod[]): MfaMethod[] =>
  MFA_FACTORS.map((f) => f.method).filter((m) => methods.includes(m))

const sessionIdOf = (client: FoyerClient): string | null => {
  const { accessToken } = tokensValue.get(client)
  return (accessToken && readClaims(accessToken)?.sid) || null
}

/** The MFA token earned in this session, while it lives; else null. */
export function currentMfaToken(client: FoyerClient): string | null {
  const stored = mfaTokenValue.get(client)
  if (!stored || stored.expiresAt <= client.now() || stored.sessionId !== sessionIdOf(client)) return null
  return stored.token
}

/** Keeps a verification's token for the current session (default life: 5 minutes). */
export function storeMfaToken(client: FoyerClient, wire: WireMfaToken): string {
  const ttlMs = (wire.expires_in_seconds ?? 300) * 1000
  mfaTokenValue.set(client, { token: wire.token, sessionId: sessionIdOf(client), expiresAt: client.now() + ttlMs })
  return wire.token
}

export const clearMfaToken = (client: FoyerClient) => mfaTokenValue.set(client, null)

/** The headers that carry an MFA token (none without one). */
export const mfaHeaders = (token: string | null): Record<string, string> => (token ? { [MFA_TOKEN_HEADER]: token } : {})
