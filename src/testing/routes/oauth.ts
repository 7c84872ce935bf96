/**
 * Social OAuth with PKCE: init, authenticate, link, unlink, and the fake provider consent page
 * (`/__dev/oauth/authorize`) a person approves or denies, which sends the browser back with
 * privy_oauth_code / _state / _provider like a real provider.
 */
import { Hono } from 'hono'
import { devPage, escapeHtml } from '../html.js'
import { pkceS256 } from '../pkce.js'
import { currentUser, linkAccount, loginOrSignUp, ownerOf, readMode, unlinkAccount } from '../accounts.js'
import { field, nowSec, readBody, type BackendContext, type Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { allowedRedirectUrl } from '../origins.js'
import { randomToken } from '../random.js'
import { clone, type Store } from '../store.js'
import type { WireLinkedAccount, WireOAuthAccount, WireOAuthTokens } from '../types.js'

/** The OAuth providers the dev backend fakes. */
export const DEV_OAUTH_PROVIDERS = [
  'apple', 'discord', 'github', 'google', 'linkedin', 'spotify', 'instagram', 'twitter', 'tiktok', 'line',
] as const
export type DevOAuthProvider = (typeof DEV_OAUTH_PROVIDERS)[number]

/** The scopes the fake providers grant (as the kit asks for them). */
const SCOPES: Record<DevOAuthProvider, string[]> = {
  apple: ['name', 'email'], discord: ['identify', 'email'], github: ['read:user', 'user:email'],
  google: ['email', 'profile'], linkedin: ['openid', 'profile', 'email'], spotify: ['user-read-email'],
  instagram: ['user_profile'], twitter: ['users.read', 'tweet.read'], tiktok: ['user.info.basic'],
  line: ['profile', 'openid', 'email'],
}

/** A test identity of the dev backend's fake OAuth providers, and how the provider answers for it. */
export type OAuthTestIdentity = {
  id: string
  name: string
  email: string
  username: string
  /** What the provider answers for this identity: normal, its own rate limit, or a suspension. */
  behaviour?: 'rate-limited' | 'suspended'
}

/** The identities the fake consent page offers (the last two trigger provider failures). */
export const OAUTH_TEST_IDENTITIES: OAuthTestIdentity[] = [
  { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada' },
  { id: 'grace', name: 'Grace Hopper', email: 'grace@example.com', username: 'grace' },
  { id: 'rate-limited', name: 'Rate-limited account', email: 'rate-limited@example.com', username: 'rate_limited', behaviour: 'rate-limited' },
  { id: 'suspended', name: 'Suspended account', email: 'suspended@example.com', username: 'suspended', behaviour: 'suspended' },
]

export const DEV_OAUTH_AUTHORIZE_PATH = '/__dev/oauth/authorize'
const CODE_TTL_MS = 10 * 60_000

type AuthorizationRequest = { provider: DevOAuthProvider; codeChallenge: string; redirectTo: string; createdAt: number }
type IssuedCode = { state: string; provider: DevOAuthProvider; identity: OAuthTestIdentity; expiresAt: number; used: boolean }
type OAuthState = { requests: Map<string, AuthorizationRequest>; codes: Map<string, IssuedCode> }

/** Pending authorizations and issued codes of one store (a reset starts afresh). */
const states = new WeakMap<Store, OAuthState>()
const stateOf = (ctx: BackendContext): OAuthState => {
  let state = states.get(ctx.store)
  if (!state) states.set(ctx.store, (state = { requests: ctx.store.boundedMap(), codes: ctx.store.boundedMap() }))
  return state
}

const isProvider = (value: unknown): value is DevOAuthProvider =>
  typeof value === 'string' && (DEV_OAUTH_PROVIDERS as readonly string[]).includes(value)

const slug = (value: string) => value.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
/** A stable subject per provider and e-mail, so the same person logs in to the same user. */
const subjectOf = (provider: string, identity: OAuthTestIdentity) => `${provider}-${slug(identity.email)}`
const isAccountOf = (provider: string, subject: string) => (a: WireLinkedAccount) =>
  a.type === `${provider}_oauth` && (a as WireOAuthAccount).subject === subject


const oauthErrors = {
  stateMismatch: () => new ApiError(400, 'oauth_state_mismatch', 'The state code does not match the authorization request'),
  pkce: () => new ApiError(400, 'invalid_pkce_parameters', 'Invalid PKCE parameters'),
  invalidCode: () => new ApiError(401, 'invalid_credentials', 'Invalid or expired authorization code'),
  disallowed: (provider: string) => new ApiError(403, 'disallowed_login_method', `Login with ${provider} is not enabled for this app`),
  providerRateLimit: (provider: string) =>
    new ApiError(400, 'oauth_provider_rate_limited', `The ${provider} API rate limit was reached`),
  suspended: (provider: string) => new ApiError(403, 'oauth_account_suspended', `This ${provider} account is suspended`),
}

function account(ctx: BackendContext, provider: string, identity: OAuthTestIdentity): WireOAuthAccount {
  const sec = nowSec(ctx)
  return {
    type: `${provider}_oauth`,
    subject: subjectOf(provider, identity),
    email: identity.email,
    name: identity.name,
    username: identity.username,
    verified_at: sec,
    first_verified_at: sec,
    latest_verified_at: sec,
  }
}

const tokensFor = (provider: string): WireOAuthTokens => ({
  provider,
  access_token: `dev-${provider}-access-${randomToken(18)}`,
  access_token_expires_in_seconds: 3600,
  refresh_token: `dev-${provider}-refresh-${randomToken(18)}`,
  refresh_token_expires_in_seconds: 30 * 24 * 3600,
  scopes: [...SCOPES[provider as DevOAuthProvider]],
})

/**
 * Checks an authorization code against its request for real: single use, unexpired, the state
 * code it was issued for, and base64url(SHA-256(code_verifier)) === code_challenge.
 */
async function redeem(ctx: BackendContext, body: Record<string, unknown>): Promise<IssuedCode> {
  const code = field(body, 'authorization_code')
  const stateCode = field(body, 'state_code')
  const verifier = field(body, 'code_verifier')
  const { codes, requests } = stateOf(ctx)
  const issued = codes.get(code)
  if (!issued || issued.used || issued.expiresAt <= ctx.now()) throw oauthErrors.invalidCode()
  issued.used = true
  if (issued.state !== stateCode) throw oauthErrors.stateMismatch()
  const request = requests.get(stateCode)
  requests.delete(stateCode)
  if (!request || (await pkceS256(verifier)) !== request.codeChallenge) throw oauthErrors.pkce()
  if (issued.identity.behaviour === 'rate-limited') throw oauthErrors.providerRateLimit(issued.provider)
  if (issued.identity.behaviour === 'suspended') throw oauthErrors.suspended(issued.provider)
  return issued
}

export function oauthRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))
  for (const path of ['/link', '/unlink']) r.use(path, requireAuth(ctx))

  r.post('/init', async (c) => {
    const body = await readBody(c)
    const provider = field(body, 'provider')
    if (!isProvider(provider)) throw errors.invalidData(`Unknown OAuth provider: ${provider}`)
    if (!ctx.store.config.login_methods.includes(provider)) throw oauthErrors.disallowed(provider)
    const redirectTo = allowedRedirectUrl(ctx, body.redirect_to, 'redirect_to').toString()
    const codeChallenge = field(body, 'code_challenge')
    if (!/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) throw oauthErrors.pkce()
    const stateCode = field(body, 'state_code')
    stateOf(ctx).requests.set(stateCode, { provider, codeChallenge, redirectTo, createdAt: ctx.now() })
    const url = new URL(DEV_OAUTH_AUTHORIZE_PATH, new URL(c.req.url).origin)
    for (const [k, v] of Object.entries({ provider, state: stateCode, redirect_to: redirectTo, code_challenge: codeChallenge })) {
      url.searchParams.set(k, v)
    }
    return c.json({ url: url.toString() })
  })

  r.post('/authenticate', async (c) => {
    const body = await readBody(c)
    const mode = readMode(body)
    const { provider, identity } = await redeem(ctx, body)
    const { allowlist } = ctx.settings
    if (allowlist && !allowlist.map((a) => a.toLowerCase()).includes(identity.email.toLowerCase())) throw errors.allowlistRejected()
    const match = isAccountOf(provider, subjectOf(provider, identity))
    const response = await loginOrSignUp(ctx, { mode, user: ownerOf(ctx, match), match, account: () => account(ctx, provider, identity) })
    return c.json({ ...response, oauth_tokens: tokensFor(provider) })
  })

  r.post('/link', async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const { provider, identity } = await redeem(ctx, body)
    linkAccount(ctx, user, isAccountOf(provider, subjectOf(provider, identity)), account(ctx, provider, identity))
    return c.json({ user: clone(user), oauth_tokens: tokensFor(provider) })
  })

  r.post('/unlink', async (c) => {
    const body = await readBody(c)
    const provider = field(body, 'provider')
    const subject = field(body, 'subject')
    const user = currentUser(ctx, c.get('userId'))
    unlinkAccount(user, isAccountOf(provider, subject))
    return c.json(clone(user))
  })

  return r
}


const PROVIDER_NAMES: Record<DevOAuthProvider, string> = {
  apple: 'Apple', discord: 'Discord', github: 'GitHub', google: 'Google', linkedin: 'LinkedIn', spotify: 'Spotify',
  instagram: 'Instagram', twitter: 'Twitter', tiktok: 'TikTok', line: 'LINE',
}

/** The consent page's own styles, on top of the dev pages' stylesheet. */
const CONSENT_CSS = `
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1b1d21;display:flex;justify-content:center;padding:40px 16px;margin:0}
main{background:#fff;border-radius:16px;box-shadow:0 8px 30px #0002;padding:28px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 4px}p{color:#555;margin:4px 0 16px}button{font:inherit;cursor:pointer}
.who{display:flex;flex-direction:column;gap:8px;margin-bottom:16px}.who button{text-align:left;padding:10px 12px;border:1px solid #ccd;border-radius:10px;background:#fff}
.who button:hover{border-color:#4c6ef5}.who small{display:block;color:#777}fieldset{border:1px solid #dde;border-radius:10px;padding:12px;margin:0 0 16px}
label{display:block;font-size:14px;margin:6px 0}input{font:inherit;width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccd;border-radius:8px}
.row{display:flex;gap:8px}.primary{background:#4c6ef5;color:#fff;border:0;border-radius:10px;padding:10px 16px}.secondary{background:#fff;border:1px solid #ccd;border-radius:10px;padding:10px 16px}
.tag{display:inline-block;font-size:12px;background:#fff3bf;border-radius:6px;padding:2px 6px;margin-bottom:12px}
`
const page = (title: string, body: string) => devPage(title, body, { css: CONSENT_CSS })

/** The page a consent form answers for an unknown, used or expired request. */
export const unknownRequestPage = (hint = ''): string =>
  page('Unknown request', `<h1>Unknown or used authorization request</h1>${hint ? `<p>${escapeHtml(hint)}</p>` : ''}`)

/** The page a consent form answers when a typed account has no valid e-mail address. */
export const missingEmailPage = (): string =>
  page('Missing e-mail', '<h1>Type an e-mail address, or pick an account</h1><p><a href="javascript:history.back()">Back</a></p>')

/**
 * A fake provider's consent page (social login and cloud backup share it): pick a test identity
 * or type one, then Approve or Deny. `lead` is HTML (escape what it quotes).
 */
export function fakeConsentPage({ title, provider, lead, action, state }: { title: string; provider: string; lead: string; action: string; state: string }): string {
  const identities = OAUTH_TEST_IDENTITIES.map(
    (i) => `<button type="submit" name="identity" value="${escapeHtml(i.id)}">${escapeHtml(i.name)}<small>${escapeHtml(i.email)}${i.behaviour ? ` — ${escapeHtml(i.behaviour)}` : ''}</small></button>`,
  ).join('')
  return page(title, `
<span class="tag">Foyer dev backend — fake ${escapeHtml(provider)}</span>
<h1>${escapeHtml(title)}</h1>
<p>${lead}</p>
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <div class="who" role="group" aria-label="Choose an account">${identities}</div>
  <fieldset><legend>Or another account</legend>
    <label>Name <input name="name" autocomplete="off"></label>
    <label>E-mail <input name="email" type="email" autocomplete="off"></label>
  </fieldset>
  <div class="row">
    <button class="primary" type="submit" name="identity" value="custom">Approve</button>
    <button class="secondary" type="submit" name="action" value="deny">Deny</button>
  </div>
</form>`)
}

/**
 * The identity a submitted consent form chose: a test identity, a typed account (its e-mail
 * checked), or null when the typed e-mail is not an address.
 */
export function consentIdentity(form: Record<string, unknown>): OAuthTestIdentity | null {
  const chosen = OAUTH_TEST_IDENTITIES.find((i) => i.id === form.identity)
  if (chosen) return chosen
  const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : ''
  const name = typeof form.name === 'string' && form.name.trim() ? form.name.trim() : email.split('@')[0] ?? ''
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return null
  return { id: slug(email), name: name.slice(0, 100), email, username: slug(name) || slug(email) }
}

/** The fake provider's consent page: pick a test identity (or type one), then approve or deny. */
export function oauthDevRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()

  r.get('/oauth/authorize', (c) => {
    const state = c.req.query('state') ?? ''
    const request = stateOf(ctx).requests.get(state)
    if (!request) return c.html(unknownRequestPage('Start the login again from the app.'), 400)
    const name = PROVIDER_NAMES[request.provider]
    const app = escapeHtml(ctx.store.config.name)
    return c.html(fakeConsentPage({
      title: `Sign in with ${name}`,
      provider: name,
      lead: `${app} wants to access your ${escapeHtml(name)} account: ${escapeHtml(SCOPES[request.provider].join(', '))}.`,
      action: DEV_OAUTH_AUTHORIZE_PATH,
      state,
    }))
  })

  r.post('/oauth/authorize', async (c) => {
    const form = await c.req.parseBody()
    const state = typeof form.state === 'string' ? form.state : ''
    const request = stateOf(ctx).requests.get(state)
    if (!request || !URL.canParse(request.redirectTo)) return c.html(unknownRequestPage(), 400)
    const back = new URL(request.redirectTo)
    back.searchParams.set('privy_oauth_state', state)
    back.searchParams.set('privy_oauth_provider', request.provider)
    if (form.action === 'deny') {
      back.searchParams.set('privy_oauth_code', 'undefined')
      return c.redirect(back.toString(), 302)
    }
    const identity = consentIdentity(form)
    if (!identity) return c.html(missingEmailPage(), 400)
    const code = randomToken(24)
    stateOf(ctx).codes.set(code, { state, provider: request.provider, identity, expiresAt: ctx.now() + CODE_TTL_MS, used: false })
    back.searchParams.set('privy_oauth_code', code)
    return c.redirect(back.toString(), 302)
  })

  return r
}
