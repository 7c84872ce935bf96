/**
 * Passkey routes: authenticate/init, register/init, link/init → { options };
 * authenticate, register, link; unlink (ours). Registrations and assertions are verified for real
 * with @simplewebauthn/server: challenges are server-side, single use and expire; sign counters
 * are checked and updated; credentials are discoverable, so login needs no username.
 */
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse,
  verifyRegistrationResponse, type AuthenticatorTransport,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { Hono, type Context } from 'hono'
import { currentUser, loginOrSignUp, ownerOf, readMode, unlinkAccount } from '../accounts.js'
import { field, nowSec, readBody, type BackendContext, type Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { allowedOriginsOf, isAllowedOrigin } from '../origins.js'
import { authenticatorName, parseUserAgent } from '../passkeys/device.js'
import type { ChallengeKind, PendingChallenge, StoredCredential } from '../passkeys/state.js'
import {
  fromWireAuthenticationResponse, fromWireRegistrationResponse, toWireCreationOptions, toWireRequestOptions,
} from '../passkeys/wire.js'
import { clone } from '../store.js'
import type { WireLinkedAccount, WirePasskeyAccount, WireUser } from '../types.js'

/** A user may hold this many passkeys. */
export const MAX_PASSKEYS_PER_USER = 5
/** How long a challenge may be answered. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000
/** The `timeout` the options ask the browser for. */
export const PASSKEY_PROMPT_TIMEOUT_MS = 60_000

const passkeyErrors = {
  cannotLinkMore: () => new ApiError(400, 'cannot_link_more_of_type', 'Cannot link more passkeys to account.'),
  invalidOrigin: () => new ApiError(403, 'invalid_origin', 'The request origin does not match the relying party'),
  unknownChallenge: () => new ApiError(401, 'invalid_credentials', 'Unknown, used or expired passkey challenge'),
  unknownPasskey: () => new ApiError(401, 'invalid_credentials', 'Unknown passkey'),
  failed: (why: string) => new ApiError(401, 'invalid_credentials', `Passkey verification failed: ${why}`),
  alreadyRegistered: () => new ApiError(400, 'resource_already_exists', 'This passkey is already registered'),
  enrolledInMfa: () => new ApiError(400, 'cannot_unlink_mfa_passkey', 'Cannot unlink a passkey enrolled in MFA'),
}

const isPasskeyOf = (credentialId: string) => (a: WireLinkedAccount) =>
  a.type === 'passkey' && a.credential_id === credentialId
export const passkeysOf = (user: WireUser) => user.linked_accounts.filter((a): a is WirePasskeyAccount => a.type === 'passkey')

export const hostOf = (origin: string) => {
  try {
    return new URL(origin).hostname
  } catch {
    return ''
  }
}

export function passkeyRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))
  for (const path of ['/link/init', '/link', '/unlink']) r.use(path, requireAuth(ctx))
  const state = () => ctx.store.passkeys

  const remember = (challenge: string, kind: ChallengeKind, rpId: string, extra: { userHandle?: string; userId?: string } = {}) =>
    void state().challenges.set(challenge, { kind, rpId, ...extra, expiresAt: ctx.now() + PASSKEY_CHALLENGE_TTL_MS })

  const creationOptions = async (
    rpId: string,
    { kind, userHandle, userName, userId, exclude }:
      { kind: ChallengeKind; userHandle: string; userName: string; userId?: string; exclude: StoredCredential[] },
  ) => {
    const options = await generateRegistrationOptions({
      rpName: ctx.store.config.name,
      rpID: rpId,
      userName,
      userID: isoBase64URL.toBuffer(userHandle),
      attestationType: 'none',
      timeout: PASSKEY_PROMPT_TIMEOUT_MS,
      excludeCredentials: exclude.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransport[] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    })
    remember(options.challenge, kind, rpId, userId ? { userHandle, userId } : { userHandle })
    return toWireCreationOptions(options)
  }

  /** Verifies an attestation against a pending challenge of `kind`; returns the credential to store. */
  const verifyRegistration = async (c: Context<Env>, body: Record<string, unknown>, kind: ChallengeKind) => {
    const rpId = relyingParty(c, body)
    const response = fromWireRegistrationResponse(body.authenticator_response)
    const challenge = String(clientData(response.response.clientDataJSON).challenge ?? '')
    const pending = state().take(challenge, kind, rpId, ctx.now())
    if (!pending) throw passkeyErrors.unknownChallenge()
    const origin = expectedOrigin(ctx, c, rpId, response.response.clientDataJSON)
    const verified = await verifyRegistrationResponse({
      response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpId, requireUserVerification: false,
    }).catch((error: Error) => {
      throw passkeyErrors.failed(error.message)
    })
    if (!verified.verified) throw passkeyErrors.failed('attestation not verified')
    const { credential, aaguid } = verified.registrationInfo
    if (state().credentials.has(credential.id)) throw passkeyErrors.alreadyRegistered()
    const sec = nowSec(ctx)
    const device = parseUserAgent(c.req.header('user-agent'))
    const account: WirePasskeyAccount = {
      type: 'passkey',
      credential_id: credential.id,
      authenticator_name: authenticatorName(aaguid),
      created_with_browser: device.browser,
      created_with_os: device.os,
      enrolled_in_mfa: false,
      verified_at: sec,
      first_verified_at: sec,
      latest_verified_at: sec,
    }
    const stored = (userId: string): StoredCredential => ({
      id: credential.id,
      userId,
      userHandle: pending.userHandle!,
      rpId,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
    })
    return { account, stored, pending }
  }

  r.post('/authenticate/init', async (c) => {
    const rpId = relyingParty(c, await readBody(c))
    const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'preferred', timeout: PASSKEY_PROMPT_TIMEOUT_MS })
    remember(options.challenge, 'authenticate', rpId)
    return c.json({ options: toWireRequestOptions(options) })
  })

  r.post('/register/init', async (c) => {
    const rpId = relyingParty(c, await readBody(c))
    const handle = isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)))
    const options = await creationOptions(rpId, { kind: 'register', userHandle: handle, userName: `passkey-${handle.slice(0, 8)}`, exclude: [] })
    return c.json({ options })
  })

  r.post('/link/init', async (c) => {
    const rpId = relyingParty(c, await readBody(c))
    const user = currentUser(ctx, c.get('userId'))
    if (passkeysOf(user).length >= MAX_PASSKEYS_PER_USER) throw passkeyErrors.cannotLinkMore()
    const existing = state().ofUser(user.id)
    // One WebAuthn user handle per user: reuse the one of their first passkey.
    const handle = existing[0]?.userHandle ?? isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)))
    const options = await creationOptions(rpId, { kind: 'link', userHandle: handle, userName: user.id, userId: user.id, exclude: existing })
    return c.json({ options })
  })

  r.post('/authenticate', async (c) => {
    const body = await readBody(c)
    const rpId = relyingParty(c, body)
    const mode = readMode(body)
    const challenge = field(body, 'challenge')
    const { credential, user } = await verifyAssertion(ctx, c, { body, challenge, kind: 'authenticate', rpId })
    return c.json(await loginOrSignUp(ctx, { mode, user, match: isPasskeyOf(credential.id), account: () => null }))
  })

  r.post('/register', async (c) => {
    const { account, stored } = await verifyRegistration(c, await readBody(c), 'register')
    // The allowlist lists e-mail addresses: a passkey sign-up has none to be on it.
    if (ctx.settings.allowlist) throw errors.allowlistRejected()
    const response = await loginOrSignUp(ctx, { mode: 'login-or-sign-up', user: undefined, match: () => false, account: () => account })
    state().credentials.set(account.credential_id, stored(response.user.id))
    return c.json(response)
  })

  r.post('/link', async (c) => {
    const user = currentUser(ctx, c.get('userId'))
    const { account, stored, pending } = await verifyRegistration(c, await readBody(c), 'link')
    if (pending.userId !== user.id) throw passkeyErrors.unknownChallenge()
    const owner = ownerOf(ctx, isPasskeyOf(account.credential_id))
    if (owner && owner.id !== user.id) throw errors.linkedToAnother()
    if (passkeysOf(user).length >= MAX_PASSKEYS_PER_USER) throw passkeyErrors.cannotLinkMore()
    user.linked_accounts.push(account)
    state().credentials.set(account.credential_id, stored(user.id))
    return c.json(clone(user))
  })

  r.post('/unlink', async (c) => {
    const credentialId = field(await readBody(c), 'credential_id')
    const user = currentUser(ctx, c.get('userId'))
    if (passkeysOf(user).some((p) => p.credential_id === credentialId && p.enrolled_in_mfa)) throw passkeyErrors.enrolledInMfa()
    unlinkAccount(user, isPasskeyOf(credentialId))
    state().credentials.delete(credentialId)
    return c.json(clone(user))
  })

  return r
}

/** `relying_party` of the body; when the browser sent an Origin, its host must be that party. */
export function relyingParty(c: Context<Env>, body: Record<string, unknown>): string {
  const rpId = field(body, 'relying_party')
  const origin = c.req.header('origin')
  if (origin && hostOf(origin) !== rpId) throw passkeyErrors.invalidOrigin()
  return rpId
}

/**
 * The origin the client data must carry: the request's Origin header; for callers that send
 * none (in-process tests), the client data's own origin, as long as its host is the relying party.
 */
function expectedOrigin(ctx: BackendContext, c: Context<Env>, rpId: string, clientDataJSON: string): string {
  const header = c.req.header('origin')
  if (header) return header
  // No browser Origin (a server relaying the response): the signed client data's origin must be
  // an allowed origin of the app on the relying party's host.
  const origin = String(clientData(clientDataJSON).origin ?? '')
  if (hostOf(origin) !== rpId || !isAllowedOrigin(allowedOriginsOf(ctx), origin)) throw passkeyErrors.invalidOrigin()
  return origin
}

/**
 * Verifies the body's `authenticator_response` (an assertion) against a pending challenge of
 * `kind` and a registered credential of `rpId` (401 `invalid_credentials` otherwise); stores the
 * new sign counter. Shared by passkey login and MFA verification. `challenge` defaults to the one
 * in the client data.
 */
export async function verifyAssertion(
  ctx: BackendContext,
  c: Context<Env>,
  { body, challenge: expected, kind, rpId }: { body: Record<string, unknown>; challenge?: string | undefined; kind: ChallengeKind; rpId: string },
): Promise<{ credential: StoredCredential; user: WireUser; pending: PendingChallenge }> {
  const response = fromWireAuthenticationResponse(body.authenticator_response)
  const challenge = expected ?? String(clientData(response.response.clientDataJSON).challenge ?? '')
  const pending = ctx.store.passkeys.take(challenge, kind, rpId, ctx.now())
  if (!pending) throw passkeyErrors.unknownChallenge()
  const credential = ctx.store.passkeys.credentials.get(response.id)
  const user = credential && credential.rpId === rpId ? ctx.store.users.get(credential.userId) : undefined
  if (!credential || !user) throw passkeyErrors.unknownPasskey()
  const origin = expectedOrigin(ctx, c, rpId, response.response.clientDataJSON)
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpId,
    credential: {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports as AuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch((error: Error) => {
    throw passkeyErrors.failed(error.message)
  })
  if (!verified.verified) throw passkeyErrors.failed('assertion not verified')
  credential.counter = verified.authenticationInfo.newCounter
  return { credential, user, pending }
}

/** The decoded client data of a response; 400 `invalid_data` when it is not JSON. */
function clientData(clientDataJSON: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON))
    if (typeof data === 'object' && data !== null) return data as Record<string, unknown>
  } catch {
    // fall through
  }
  throw errors.invalidData('Malformed client_data_json')
}
