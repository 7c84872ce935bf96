import type { FoyerClient, WebAuthnCeremonies } from '../../client/types.js'
import { FlowAbortedError, whenAborted, type FlowRun } from '../../client/flow.js'
import { FoyerError } from '../../errors/base.js'
import { UnknownAuthIntentError } from '../../errors/client.js'
import type { LoginAttemptParameters } from '../../steps/authenticate.js'
import type { AuthIntent } from '../../steps/intent.js'
import { isPasskeyFlowBusy, type PasskeyFlowEvent, type PasskeyFlowMode, type PasskeyFlowState } from '../../machines/passkeyFlow.js'
import type { LinkedAccount } from '../../types/user.js'
import {
  PasskeyIpAddressError, PasskeyLinkUnknownError, PasskeyNotAllowedError, PasskeyRegistrationNotAllowedError,
  PasskeyRequestPendingError, PasskeyUnknownError,
} from './errors.js'
import { passkeyFlow } from './flow.js'

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
 * Maps what a WebAuthn ceremony threw to the passkey errors: a dismissed or timed-out prompt is
 * "not allowed" (the login text tells the user to sign up another way first; a registration —
 * sign-up or link — gets the short text); anything else is unknown ('An unknown error occurred.',
 * or 'Unknown error occurred.' when linking). Kit errors pass through.
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

/**
 * One passkey ceremony as a login attempt (`runLoginAttempt`): a new run of the passkey flow
 * (generating-challenge → awaiting-passkey → done | error), refused up front when the intent does
 * not fit the ceremony (only `link` adds a passkey to a logged-in user; a passkey cannot be
 * updated) or while another ceremony waits for the browser's prompt (the flow is left as it is).
 */
export function passkeyAttempt(
  client: FoyerClient,
  { mode, intent, disableSignup = false }: { mode: PasskeyFlowMode; intent: AuthIntent; disableSignup?: boolean },
): LoginAttemptParameters<PasskeyFlowState, PasskeyFlowEvent> {
  return {
    method: 'passkey',
    intent,
    flow: passkeyFlow,
    precondition: () => {
      if ((intent === 'link') !== (mode === 'link') || intent === 'update') {
        throw new UnknownAuthIntentError({ details: `A passkey ${mode} cannot run with intent ${intent}` })
      }
      if (isPasskeyFlowBusy(passkeyFlow.get(client))) throw new PasskeyRequestPendingError()
    },
    start: { type: 'start', mode, intent, disableSignup },
  }
}

/**
 * The steps of a ceremony's run, with its errors mapped (`toPasskeyError`): `options` asks the
 * server (generating-challenge), `prompt` runs the browser's prompt (awaiting-passkey; a reset of
 * the flow ends the wait), `finish` sends the response (the authenticate-or-link call).
 */
export async function runCeremony<O, R extends { id: string }, T>(
  client: FoyerClient,
  run: FlowRun<PasskeyFlowState, PasskeyFlowEvent>,
  mode: PasskeyFlowMode,
  steps: {
    options: () => Promise<O>
    prompt: (ceremonies: WebAuthnCeremonies, options: O) => Promise<R>
    finish: (response: R) => Promise<T>
  },
): Promise<T> {
  try {
    const options = await steps.options()
    run.dispatch({ type: 'challenge' })
    const ceremonies = await webAuthnCeremonies(client)
    const answer = steps.prompt(ceremonies, options).catch((cause: unknown) => {
      throw toPasskeyError(cause, mode)
    })
    const response = await Promise.race([answer, whenAborted(run.signal)])
    return await steps.finish(response)
  } catch (cause) {
    throw cause instanceof FlowAbortedError ? cause : toPasskeyError(cause, mode)
  }
}
