/**
 * Recovery OAuth (cloud backup of an embedded wallet's recovery key) with PKCE: the API routes the
 * kit calls (`/api/v1/recovery/oauth/*`: init, init_icloud, configuration_icloud, authenticate),
 * the fake providers' consent page (`/__dev/recovery/oauth/authorize`, the same page as social
 * login's, where the tester picks an account) and the fake drive the wallet service reads and
 * writes with the access token (`/__dev/recovery/drive/files/{name}`).
 *
 * As a real server must: every route needs the user's bearer; `redirect_to` is on the app's
 * allowed origins; the challenge is an S256 one and is checked for real against the verifier;
 * codes are single use, short-lived and bound to the user, the state and the provider; every
 * field and store is bounded.
 */
import { Hono, type Context } from 'hono'
import { escapeHtml } from '../html.js'
import { pkceS256 } from '../pkce.js'
import { currentUser } from '../accounts.js'
import { field, readBody, type BackendContext, type Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { bearerOf, requireAppId, requireAuth } from '../middleware.js'
import { allowedRedirectUrl } from '../origins.js'
import { randomToken } from '../random.js'
import { consentIdentity, fakeConsentPage, missingEmailPage, unknownRequestPage } from './oauth.js'
import {
  DRIVE_FILE_NAME,
  MAX_DRIVE_FILES,
  MAX_DRIVE_FILES_PER_ACCOUNT,
  MAX_DRIVE_FILE_CHARS,
  RECOVERY_ACCESS_TOKEN_TTL_S,
  RECOVERY_CODE_TTL_MS,
  RECOVERY_REQUEST_TTL_MS,
  driveAccountOf,
  driveFileKey,
  driveFilesOf,
  isRecoveryOAuthProvider,
  recoveryDriveOf,
  type DriveScope,
  type RecoveryOAuthProvider,
} from '../recoveryDrive.js'

export const DEV_RECOVERY_OAUTH_AUTHORIZE_PATH = '/__dev/recovery/oauth/authorize'
/** The fake drive's files: `GET` / `PUT {prefix}/{name}` with the recovery access token. */
export const DEV_RECOVERY_DRIVE_PATH = '/__dev/recovery/drive/files'

/** The provider → app redirect's query parameters (the same as social login's). */
const RETURN = { authorizationCode: 'privy_oauth_code', state: 'privy_oauth_state', provider: 'privy_oauth_provider' } as const

const PROVIDERS: Record<RecoveryOAuthProvider, { name: string; signIn: string; scope: string }> = {
  'google-drive': { name: 'Google Drive', signIn: 'Google', scope: 'drive.appdata (its own hidden files in your Google Drive)' },
  icloud: { name: 'iCloud', signIn: 'Apple', scope: 'CloudKit private database (its own records in your iCloud)' },
}

const STATE_CODE = /^[A-Za-z0-9._~-]{1,256}$/
const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/
/** RFC 7636: 43–128 unreserved characters. */
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/
const AUTHORIZATION_CODE = /^[A-Za-z0-9_-]{1,128}$/

const recoveryErrors = {
  stateMismatch: () => new ApiError(400, 'oauth_state_mismatch', 'The state code does not match the authorization request'),
  pkce: () => new ApiError(400, 'invalid_pkce_parameters', 'Invalid PKCE parameters'),
  invalidCode: () => new ApiError(401, 'invalid_credentials', 'Invalid or expired authorization code'),
  disallowed: (provider: string) => new ApiError(403, 'disallowed_recovery_method', `Recovery with ${provider} is not enabled for this app`),
  providerRateLimit: (provider: string) => new ApiError(400, 'oauth_provider_rate_limited', `The ${provider} API rate limit was reached`),
  suspended: (provider: string) => new ApiError(403, 'oauth_account_suspended', `This ${provider} account is suspended`),
  invalidToken: () => new ApiError(401, 'invalid_recovery_access_token', 'Missing, invalid or expired recovery access token'),
  fileNotFound: () => new ApiError(404, 'file_not_found', 'No such file in this account'),
  driveFull: () => new ApiError(507, 'drive_full', 'This drive holds no more files'),
  foreignOrigin: () => new ApiError(403, 'invalid_origin', 'The drive answers the wallet service only'),
}

/** The recovery methods the app offers (`embedded_wallets.user_owned_recovery_options`); all when it does not say. */
function assertProviderAllowed(ctx: BackendContext, provider: RecoveryOAuthProvider): void {
  const options = (ctx.store.config.embedded_wallets as { user_owned_recovery_options?: unknown }).user_owned_recovery_options
  if (Array.isArray(options) && !options.includes(provider)) throw recoveryErrors.disallowed(PROVIDERS[provider].name)
}

/** Remembers an authorization request of the user; answers the consent page's URL. */
function startRequest(ctx: BackendContext, c: Context<Env>, provider: RecoveryOAuthProvider, body: Record<string, unknown>): Response {
  assertProviderAllowed(ctx, provider)
  const redirectTo = allowedRedirectUrl(ctx, body.redirect_to, 'redirect_to').toString()
  const codeChallenge = field(body, 'code_challenge')
  if (!CODE_CHALLENGE.test(codeChallenge)) throw recoveryErrors.pkce()
  const stateCode = field(body, 'state_code')
  if (!STATE_CODE.test(stateCode)) throw errors.invalidData('Missing or invalid field: state_code')
  const { requests, codes } = recoveryDriveOf(ctx)
  if (requests.has(stateCode) || [...codes.values()].some((issued) => issued.state === stateCode)) {
    throw errors.invalidData('This state_code was already used')
  }
  requests.set(stateCode, { provider, userId: c.get('userId'), codeChallenge, redirectTo, expiresAt: ctx.now() + RECOVERY_REQUEST_TTL_MS })
  const url = new URL(DEV_RECOVERY_OAUTH_AUTHORIZE_PATH, new URL(c.req.url).origin)
  url.searchParams.set('provider', provider)
  url.searchParams.set('state', stateCode)
  return c.json({ url: url.toString() })
}

/**
 * Exchanges a code for an access token, checked for real: a live, unused code of this user, the
 * state and provider it was issued for, and base64url(SHA-256(code_verifier)) === code_challenge.
 * The code is spent by the first try, right or wrong.
 */
async function redeem(ctx: BackendContext, userId: string, body: Record<string, unknown>): Promise<DriveScope & { token: string }> {
  const code = field(body, 'authorization_code')
  const stateCode = field(body, 'state_code')
  const verifier = field(body, 'code_verifier')
  const provider = field(body, 'provider')
  if (!isRecoveryOAuthProvider(provider)) throw errors.invalidData(`Unknown recovery provider: ${provider.slice(0, 40)}`)
  if (!AUTHORIZATION_CODE.test(code)) throw recoveryErrors.invalidCode()
  const { codes, tokens } = recoveryDriveOf(ctx)
  const issued = codes.get(code)
  if (!issued || issued.used || issued.expiresAt <= ctx.now() || issued.userId !== userId) throw recoveryErrors.invalidCode()
  issued.used = true
  if (issued.state !== stateCode) throw recoveryErrors.stateMismatch()
  if (issued.provider !== provider) throw errors.invalidData('The code was issued for another provider')
  if (!CODE_VERIFIER.test(verifier) || (await pkceS256(verifier)) !== issued.codeChallenge) throw recoveryErrors.pkce()
  const name = PROVIDERS[provider].name
  if (issued.identity.behaviour === 'rate-limited') throw recoveryErrors.providerRateLimit(name)
  if (issued.identity.behaviour === 'suspended') throw recoveryErrors.suspended(name)
  const scope: DriveScope = {
    provider,
    account: driveAccountOf(issued.identity),
    userId,
    expiresAt: ctx.now() + RECOVERY_ACCESS_TOKEN_TTL_S * 1000,
  }
  const token = `dev-${provider}-access-${randomToken(24)}`
  tokens.set(token, scope)
  return { ...scope, token }
}

/** `/api/v1/recovery/oauth/*`: what the kit calls (with the user's bearer). */
export function recoveryOAuthRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx), requireAuth(ctx))

  r.post('/init', async (c) => startRequest(ctx, c, 'google-drive', await readBody(c)))

  r.post('/init_icloud', async (c) => {
    const body = await readBody(c)
    if (body.client_type !== 'web') throw errors.invalidData("Missing or invalid field: client_type ('web')")
    return startRequest(ctx, c, 'icloud', body)
  })

  r.post('/configuration_icloud', async (c) => {
    const body = await readBody(c)
    if (body.client_type !== 'web') throw errors.invalidData("Missing or invalid field: client_type ('web')")
    assertProviderAllowed(ctx, 'icloud')
    return c.json({ api_token: `dev-cloudkit-${ctx.appId}`, container_identifier: `iCloud.dev.foyer.${ctx.appId}`, environment: 'development' })
  })

  r.post('/authenticate', async (c) => {
    const body = await readBody(c)
    currentUser(ctx, c.get('userId'))
    const { token, provider, expiresAt } = await redeem(ctx, c.get('userId'), body)
    c.header('cache-control', 'no-store')
    return c.json({ access_token: token, provider, expires_in: Math.round((expiresAt - ctx.now()) / 1000) })
  })

  return r
}

/** The scope of the request's recovery access token (401 when missing, unknown or expired). */
function driveScope(ctx: BackendContext, c: Context<Env>): DriveScope {
  const token = bearerOf(c.req.header('authorization'))
  const scope = token === undefined || token.length > 256 ? undefined : recoveryDriveOf(ctx).tokens.get(token)
  if (!scope || scope.expiresAt <= ctx.now()) throw recoveryErrors.invalidToken()
  // A browser page may not call the drive itself: only the wallet service (this server's origin) does.
  const origin = c.req.header('origin')
  if (origin !== undefined && origin !== new URL(c.req.url).origin) throw recoveryErrors.foreignOrigin()
  return scope
}

function fileName(c: Context<Env>): string {
  const name = c.req.param('name') ?? ''
  if (!DRIVE_FILE_NAME.test(name)) throw errors.invalidData('Invalid file name')
  return name
}

/** `/__dev/recovery/*`: the fake providers' consent page and their drive. */
export function recoveryOAuthDevRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()

  r.get('/recovery/oauth/authorize', (c) => {
    const state = c.req.query('state') ?? ''
    const request = recoveryDriveOf(ctx).requests.get(state)
    if (!request || request.expiresAt <= ctx.now()) return c.html(unknownRequestPage('Start the backup or recovery again from the app.'), 400)
    const { name, signIn, scope } = PROVIDERS[request.provider]
    return c.html(fakeConsentPage({
      title: `Sign in with ${signIn}`,
      provider: name,
      lead: `${escapeHtml(ctx.store.config.name)} wants to keep a backup of your wallet in your ${escapeHtml(name)}: ${escapeHtml(scope)}. Choose the account that holds your backup.`,
      action: DEV_RECOVERY_OAUTH_AUTHORIZE_PATH,
      state,
    }))
  })

  r.post('/recovery/oauth/authorize', async (c) => {
    const form = await c.req.parseBody()
    const state = typeof form.state === 'string' ? form.state : ''
    const { requests, codes } = recoveryDriveOf(ctx)
    const request = requests.get(state)
    if (!request || request.expiresAt <= ctx.now()) return c.html(unknownRequestPage(), 400)
    const back = new URL(request.redirectTo)
    back.searchParams.set(RETURN.state, state)
    back.searchParams.set(RETURN.provider, request.provider)
    if (form.action === 'deny') {
      requests.delete(state)
      back.searchParams.set(RETURN.authorizationCode, 'undefined')
      return c.redirect(back.toString(), 302)
    }
    const identity = consentIdentity(form)
    if (!identity) return c.html(missingEmailPage(), 400)
    // One answer per request: the request becomes the code.
    requests.delete(state)
    const code = randomToken(24)
    codes.set(code, { ...request, state, identity, used: false, expiresAt: ctx.now() + RECOVERY_CODE_TTL_MS })
    back.searchParams.set(RETURN.authorizationCode, code)
    return c.redirect(back.toString(), 302)
  })

  r.get('/recovery/drive/files/:name', (c) => {
    const scope = driveScope(ctx, c)
    const name = fileName(c)
    const file = recoveryDriveOf(ctx).files.get(driveFileKey(ctx, scope, name))
    if (!file) throw recoveryErrors.fileNotFound()
    c.header('cache-control', 'no-store')
    return c.json({ name, content: file.content, updated_at: Math.floor(file.updatedAt / 1000) })
  })

  r.put('/recovery/drive/files/:name', async (c) => {
    const scope = driveScope(ctx, c)
    const name = fileName(c)
    const body = await readBody(c)
    const content = body.content
    if (typeof content !== 'string' || content === '' || content.length > MAX_DRIVE_FILE_CHARS) {
      throw errors.invalidData(`Missing or invalid field: content (1–${MAX_DRIVE_FILE_CHARS} characters)`)
    }
    const { files } = recoveryDriveOf(ctx)
    const key = driveFileKey(ctx, scope, name)
    if (!files.has(key) && (files.size >= MAX_DRIVE_FILES || driveFilesOf(ctx, scope) >= MAX_DRIVE_FILES_PER_ACCOUNT)) throw recoveryErrors.driveFull()
    const updatedAt = ctx.now()
    files.set(key, { content, updatedAt })
    return c.json({ name, updated_at: Math.floor(updatedAt / 1000) })
  })

  return r
}
