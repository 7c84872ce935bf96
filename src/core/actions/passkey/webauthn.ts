import type {
  AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import type { FoyerClient } from '../../client.js'
import { FoyerError } from '../../errors/base.js'
import {
  PasskeyIpAddressError, PasskeyLinkUnknownError, PasskeyNotAllowedError, PasskeyRegistrationNotAllowedError,
  PasskeyRequestPendingError, PasskeyUnknownError, UnknownAuthIntentError,
} from '../../errors/client.js'
import { assertIntentAllowed, runAuthStep, type AuthIntent } from '../../flows/intent.js'
import {
  isPasskeyFlowBusy, transitionPasskeyFlow, type PasskeyFlowEvent, type PasskeyFlowMode,
} from '../../flows/passkeyFlow.js'
import { passkeyFlowAtom } from '../../state.js'
import type { AuthResult } from '../../types/auth.js'
import type { LinkedAccount } from '../../types/user.js'

/**
 * The two WebAuthn ceremonies, shaped like @simplewebauthn/browser's `startRegistration` /
 * `startAuthentication` (JSON options in, JSON response out). Injectable per client
 * (`createFoyerClient({ webauthn })`) so tests and stories can use a software authenticator.
 */
export type WebAuthnCeremonies = {
  startRegistration(options: { optionsJSON: PublicKeyCredentialCreationOptionsJSON }): Promise<RegistrationResponseJSON>
  startAuthentication(options: { optionsJSON: PublicKeyCredentialRequestOptionsJSON }): Promise<AuthenticationResponseJSON>
}

/** The client's ceremonies, or the browser's (loaded on first use, so headless bundles without passkeys skip it). */
export async function webAuthnCeremonies(client: FoyerClient): Promise<WebAuthnCeremonies> {
  return client.webauthn ?? (await import('@simplewebauthn/browser'))
}

type PageLocation = { protocol?: string; hostname?: string; port?: string }

/** An IPv4 address, or an IPv6 one (`URL.hostname` keeps its brackets). */
const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || /^\[[0-9a-f:.]+\]$/i.test(host)
const isLoopbackAddress = (host: string) => /^127\./.test(host) || host === '[::1]'

/**
 * The relying party of every passkey call: the page's host name. With the browser's own WebAuthn,
 * a page opened by an IP address cannot use passkeys (`PasskeyIpAddressError`, pointing at
 * `localhost` for a loopback address); an injected authenticator (`createFoyerClient({ webauthn })`)
 * has no such limit.
 */
export function relyingParty(client: FoyerClient): string {
  const location = (globalThis as { location?: PageLocation }).location
  const host = location?.hostname
  if (!host) throw new PasskeyUnknownError({ details: 'Passkeys need a page with a host name (the relying party)' })
  if (!client.webauthn && isIpAddress(host)) {
    const url = isLoopbackAddress(host) ? `${location.protocol ?? 'http:'}//localhost${location.port ? `:${location.port}` : ''}` : undefined
    throw new PasskeyIpAddressError({ url })
  }
  return host
}

/** Names a browser gives a dismissed, cancelled or timed-out prompt. */
const NOT_ALLOWED_NAMES = new Set(['NotAllowedError', 'AbortError'])

/**
 * Maps what a WebAuthn ceremony threw to the spec's passkey errors (spec 01 §8): a dismissed or
 * timed-out prompt is "not allowed" (the login text tells the user to sign up another way first;
 * a registration — sign-up or link — gets the short text); anything else is unknown ('An unknown
 * error occurred.', or 'Unknown error occurred.' when linking). Kit errors pass through.
 */
export function toPasskeyError(cause: unknown, mode: PasskeyFlowMode): FoyerError {
  if (cause instanceof FoyerError) return cause
  const { name, code } = (cause ?? {}) as { name?: unknown; code?: unknown }
  if (NOT_ALLOWED_NAMES.has(String(name)) || code === 'ERROR_CEREMONY_ABORTED') {
    return mode === 'login' ? new PasskeyNotAllowedError({ cause }) : new PasskeyRegistrationNotAllowedError({ cause })
  }
  return mode === 'link' ? new PasskeyLinkUnknownError({ cause }) : new PasskeyUnknownError({ cause })
}

/** True for the errors of the browser's passkey prompt itself (not the server's answers). */
export function isPasskeyCeremonyError(error: unknown): boolean {
  return (
    error instanceof PasskeyNotAllowedError ||
    error instanceof PasskeyRegistrationNotAllowedError ||
    error instanceof PasskeyUnknownError ||
    error instanceof PasskeyLinkUnknownError ||
    error instanceof PasskeyIpAddressError
  )
}

/** Matches the passkey account of a credential (to report it as loginAccount / linkedAccount). */
export const isPasskeyAccount = (credentialId: string) => (account: LinkedAccount) =>
  account.type === 'passkey' && account.credentialId === credentialId

const dispatch = (client: FoyerClient, event: PasskeyFlowEvent) =>
  client.store.set(passkeyFlowAtom, transitionPasskeyFlow(client.store.get(passkeyFlowAtom), event))

export type PasskeyFlowSteps<TOptions, TResponse extends { id: string }> = {
  /** Asks the server for options (generating-challenge). */
  begin: () => Promise<TOptions>
  /** Runs the browser's prompt (awaiting-passkey). */
  prompt: (ceremonies: WebAuthnCeremonies, options: TOptions) => Promise<TResponse>
  /** Sends the response to the server and finishes the login or link. */
  finish: (response: TResponse) => Promise<AuthResult>
}

/**
 * Runs one passkey flow (login, sign-up or link) through the shared flow state: the intent rules,
 * generating-challenge → awaiting-passkey → done | error, the error mapping, and the
 * login/link (or loginError/linkError) events.
 */
export async function runPasskeyFlow<TOptions, TResponse extends { id: string }>(
  client: FoyerClient,
  { mode, intent, disableSignup = false }: { mode: PasskeyFlowMode; intent: AuthIntent; disableSignup?: boolean },
  steps: PasskeyFlowSteps<TOptions, TResponse>,
): Promise<AuthResult> {
  return runAuthStep(client, { method: 'passkey', intent }, async () => {
    assertIntentAllowed(client, intent)
    // Only `link` adds a passkey to a logged-in user; an existing passkey cannot be linked or updated.
    if ((intent === 'link') !== (mode === 'link') || intent === 'update') {
      throw new UnknownAuthIntentError({ details: `A passkey ${mode} cannot run with intent ${intent}` })
    }
    if (isPasskeyFlowBusy(client.store.get(passkeyFlowAtom))) throw new PasskeyRequestPendingError()
    dispatch(client, { type: 'start', mode, intent, disableSignup })
    try {
      const options = await steps.begin()
      dispatch(client, { type: 'challenge' })
      const response = await steps.prompt(await webAuthnCeremonies(client), options).catch((cause: unknown) => {
        throw toPasskeyError(cause, mode)
      })
      const result = await steps.finish(response)
      dispatch(client, { type: 'succeeded', result })
      client.events.emit(result.wasAlreadyAuthenticated ? 'link' : 'login', result)
      return result
    } catch (cause) {
      const error = toPasskeyError(cause, mode)
      dispatch(client, { type: 'failed', error })
      throw error
    }
  })
}
