/**
 * Cross-app accounts: provider details and connections, the `privy:{appId}` side of
 * the oauth routes (init, authenticate, link, unlink), and the FAKE PROVIDER APP page a person
 * approves or rejects in the popup; it answers its opener by postMessage.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { currentUser, linkAccount, loginOrSignUp, ownerOf, readMode, unlinkAccount } from '../accounts.js'
import { field, nowSec, readBody, type BackendContext, type Env } from '../context.js'
import {
  CROSS_APP_MESSAGE_TYPES, CROSS_APP_TEST_IDENTITIES, CROSS_APP_TRANSACT_PATH, approveRequest, crossAppProviderId,
  crossAppState, crossAppSubject, crossAppWalletAddress, findProvider, openRequest, pkceS256, type CrossAppGrant,
} from '../crossApp.js'
import { ApiError, errors } from '../errors.js'
import { devPage, escapeHtml, scriptJson } from '../html.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { allowedOriginsOf, allowedRedirectUrl, isAllowedOrigin } from '../origins.js'
import { clone } from '../store.js'
import type { CrossAppProviderOptions, WireCrossAppAccount, WireLinkedAccount } from '../types.js'
import type { DevChain } from '../chains/types.js'
import { allowedCallbackOrigin, checkTransact, signTransact, type CheckedTransact } from '../crossAppTransact.js'
import { crossAppSmartWalletAddress } from '../crossAppSmartWallet.js'

/** Where the fake provider apps live on the backend's origin (their pages are under it). */
const CROSS_APP_PROVIDER_HOST_PATH = '/__dev/provider-app'
const METHOD_LABELS = {
  personal_sign: 'sign this message',
  eth_signTypedData_v4: 'sign this typed data',
  eth_signTransaction: 'sign this transaction',
  eth_sendTransaction: 'send this transaction',
  foyer_signSmartWalletMessage: 'sign this message with its smart wallet',
  foyer_signSmartWalletTypedData: 'sign this typed data with its smart wallet',
  foyer_sendSmartWalletTx: 'send this transaction from its smart wallet',
} as const
/** A personal_sign message as text when it is UTF-8, else its hex. */
function personalMessage(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return message
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(message.slice(2).match(/../g) ?? [], (h) => parseInt(h, 16)))
  } catch {
    return message
  }
}

const crossAppErrors = {
  notAllowed: () => new ApiError(400, 'cross_app_connection_not_allowed', 'Invalid connected app'),
  stateMismatch: () => new ApiError(400, 'oauth_state_mismatch', 'The state code does not match the authorization request'),
  pkce: () => new ApiError(400, 'invalid_pkce_parameters', 'Invalid PKCE parameters'),
  invalidCode: () => new ApiError(401, 'invalid_credentials', 'Invalid or expired authorization code'),
}

const providerApp = (p: CrossAppProviderOptions) => ({ id: p.id, name: p.name, logo_url: p.iconUrl ?? null })

const isCrossAppOf = (providerAppId: string, subject: string) => (a: WireLinkedAccount) =>
  a.type === 'cross_app' && (a as WireCrossAppAccount).subject === subject && (a as WireCrossAppAccount).provider_app.id === providerAppId

/** The identity's cross-app account; `smartWallet`: its smart wallet's address (none without a local ERC-4337 chain). */
function crossAppAccount(ctx: BackendContext, provider: CrossAppProviderOptions, identity: string, smartWallet: string | null): WireCrossAppAccount {
  const sec = nowSec(ctx)
  return {
    type: 'cross_app',
    subject: crossAppSubject(provider.id, identity),
    provider_app: providerApp(provider),
    embedded_wallets: [{ address: crossAppWalletAddress(provider.id, identity) }],
    smart_wallets: smartWallet ? [{ address: smartWallet }] : [],
    verified_at: sec,
    first_verified_at: sec,
    latest_verified_at: sec,
  }
}

/** GET /api/v1/apps/{id}/cross-app/details and /connections. */

/** The provider pages' script part that answers the opener (only at the requester's origin, `config.requesterOrigin`). */
const ANSWER_OPENER_SCRIPT = `const status = document.getElementById('status');
const answer = (message) => {
  if (!window.opener) { status.textContent = 'Open this page from the app (no opener).'; return false }
  window.opener.postMessage(message, config.requesterOrigin);
  return true;
};`
export function crossAppRoutes(ctx: BackendContext, providers: CrossAppProviderOptions[]): Hono<Env> {
  const r = new Hono<Env>()

  r.get('/apps/:app_id/cross-app/details', (c) => {
    const provider = findProvider(providers, c.req.param('app_id'))
    if (!provider) throw crossAppErrors.notAllowed()
    return c.json({ ...providerApp(provider), icon_url: provider.iconUrl ?? null })
  })

  r.get('/apps/:app_id/cross-app/connections', (c) => {
    if (c.req.param('app_id') !== ctx.appId) throw errors.invalidAppId(404)
    return c.json({
      connections: providers.map((p) => ({
        provider_app_id: p.id,
        provider_app_name: p.name,
        provider_app_icon_url: p.iconUrl ?? null,
        // The fake provider app's host: its signing page is `{host}/oauth/transact`.
        provider_app_custom_api_url: new URL(CROSS_APP_PROVIDER_HOST_PATH, p.customApiUrl || new URL(c.req.url).origin).toString(),
        read_only: p.readOnly ?? false,
      })),
    })
  })

  return r
}

/**
 * Checks a code for real: single use, unexpired, issued for this state code, and
 * base64url(SHA-256(code_verifier)) === the challenge sent at init.
 */
async function redeem(ctx: BackendContext, grant: CrossAppGrant, body: Record<string, unknown>): Promise<CrossAppGrant> {
  const stateCode = field(body, 'state_code')
  const verifier = field(body, 'code_verifier')
  if (grant.used || grant.expiresAt <= ctx.now()) throw crossAppErrors.invalidCode()
  grant.used = true
  if (grant.stateCode !== stateCode) throw crossAppErrors.stateMismatch()
  if ((await pkceS256(verifier)) !== grant.codeChallenge) throw crossAppErrors.pkce()
  return grant
}

/**
 * Runs before the social OAuth routes on /api/v1/oauth/*: answers the cross-app requests (provider
 * `privy:{id}`, or a code a fake provider app issued) and passes every other request on.
 */
export function crossAppOAuthMiddleware(ctx: BackendContext, providers: CrossAppProviderOptions[], chains: readonly DevChain[] = []): MiddlewareHandler<Env> {
  const noop = async () => {}
  return async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const body = await readBody(c).catch(() => null) // the body stays readable for the next handler
    if (!body) return next()
    const action = c.req.path.split('/').pop()
    const grant = typeof body.authorization_code === 'string' ? crossAppState(ctx.store).grants.get(body.authorization_code) : undefined
    const providerId = crossAppProviderId(body.provider)
    const ours = action === 'authenticate' || action === 'link' ? grant !== undefined : providerId !== null
    if (!ours || !['init', 'authenticate', 'link', 'unlink'].includes(action ?? '')) return next()
    await requireAppId(ctx)(c, noop)
    if (action === 'link' || action === 'unlink') await requireAuth(ctx)(c, noop)

    if (action === 'init') {
      const provider = findProvider(providers, providerId)
      if (!provider) throw crossAppErrors.notAllowed()
      // The requester's page: the provider page posts its answer (code and state) to this origin.
      const requesterOrigin = allowedRedirectUrl(ctx, body.redirect_to, 'redirect_to').origin
      const codeChallenge = field(body, 'code_challenge')
      if (!/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) throw crossAppErrors.pkce()
      const request = openRequest(ctx.store, {
        providerAppId: provider.id, codeChallenge, stateCode: field(body, 'state_code'), requesterOrigin, createdAt: ctx.now(),
      })
      const url = new URL(CROSS_APP_TRANSACT_PATH, provider.customApiUrl || new URL(c.req.url).origin)
      url.searchParams.set('token', '')
      url.searchParams.set('request', JSON.stringify({
        content: { type: 'login', request_id: request.id, provider_app_id: provider.id, requester_app_id: ctx.appId },
        timestamp: ctx.now(),
        callback_url: requesterOrigin,
      }))
      return c.json({ url: url.toString() })
    }

    if (action === 'unlink') {
      const user = currentUser(ctx, c.get('userId'))
      unlinkAccount(user, isCrossAppOf(providerId!, field(body, 'subject')))
      return c.json(clone(user))
    }

    const { providerAppId, identity, token } = await redeem(ctx, grant!, body)
    const provider = findProvider(providers, providerAppId)
    if (!provider) throw crossAppErrors.notAllowed()
    const match = isCrossAppOf(provider.id, crossAppSubject(provider.id, identity))
    const smartWallet = await crossAppSmartWalletAddress(chains, provider.id, identity)
    // The provider token issued with the code now stands for this user (signature requests need it).
    const bindToken = (userId: string) => {
      const issued = crossAppState(ctx.store).tokens.get(token)
      if (issued) issued.userId = userId
    }
    if (action === 'link') {
      const user = currentUser(ctx, c.get('userId'))
      linkAccount(ctx, user, match, crossAppAccount(ctx, provider, identity, smartWallet))
      bindToken(user.id)
      return c.json(clone(user))
    }
    const mode = readMode(body)
    const answer = await loginOrSignUp(ctx, { mode, user: ownerOf(ctx, match), match, account: () => crossAppAccount(ctx, provider, identity, smartWallet) })
    bindToken(answer.user.id)
    return c.json(answer)
  }
}

/** `/__dev/provider-app/oauth/…`: the fake provider app's page (in the popup) and its approval. */
export function crossAppDevRoutes(ctx: BackendContext, providers: CrossAppProviderOptions[], chains: readonly DevChain[] = []): Hono<Env> {
  const r = new Hono<Env>()

  const requestOf = (c: Context<Env>) => {
    let id: unknown
    try {
      id = (JSON.parse(c.req.query('request') ?? '') as { content?: { request_id?: unknown } }).content?.request_id
    } catch {
      id = undefined
    }
    return typeof id === 'string' ? crossAppState(ctx.store).requests.get(id) : undefined
  }

  r.get('/provider-app/oauth/transact', (c) => {
    // A signature request carries the provider token issued at login; a login request has none.
    if (c.req.query('token')) return transactPage(c)
    const request = requestOf(c)
    const provider = request && findProvider(providers, request.providerAppId)
    if (!request || !provider) return c.html(devPage('Provider app', '<h1>Unknown or expired request</h1><p>Start the login again.</p>'), 404)
    if (!isAllowedOrigin(allowedOriginsOf(ctx), request.requesterOrigin)) {
      return c.html(devPage('Provider app', '<h1>The requesting page is not an allowed origin of the app</h1>'), 400)
    }
    const identities = CROSS_APP_TEST_IDENTITIES.map(
      (i) => `<button type="button" data-identity="${escapeHtml(i.id)}">Continue as ${escapeHtml(i.name)}</button>`,
    ).join('')
    const config = { requestId: request.id, requesterOrigin: request.requesterOrigin, types: CROSS_APP_MESSAGE_TYPES }
    return c.html(
      devPage(
        provider.name,
        `<h1>${escapeHtml(provider.name)}</h1>
<p><strong>${escapeHtml(ctx.store.config.name)}</strong> (${escapeHtml(request.requesterOrigin)}) wants to use your ${escapeHtml(provider.name)} account and its embedded wallet.</p>
<div class="choices" role="group" aria-label="Choose an account">${identities}</div>
<button type="button" class="danger" data-reject>Reject</button>
<p id="status" role="status"></p>
<script>
const config = ${scriptJson(config)};
${ANSWER_OPENER_SCRIPT}
for (const button of document.querySelectorAll('[data-identity]')) {
  button.addEventListener('click', async () => {
    const res = await fetch('/__dev/provider-app/oauth/approve', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ request_id: config.requestId, identity: button.dataset.identity }) });
    const body = await res.json();
    if (!res.ok) { status.textContent = body.error; return }
    if (answer({ type: config.types.response, token_action: 'set', token: body.token, data: { code: body.code, state: body.state } })) {
      status.textContent = 'Approved. This window closes.';
      setTimeout(() => window.close(), 300);
    }
  });
}
document.querySelector('[data-reject]').addEventListener('click', () => {
  if (answer({ type: config.types.error, error: 'User rejected request' })) window.close();
});
</script>`,
      ),
    )
  })

  /** The signing page: the request as the person sees it, Approve (signs on this backend) and Reject. */
  const transactPage = (c: Context<Env>) => {
    const token = c.req.query('token')
    const raw = c.req.query('request')
    let checked: CheckedTransact
    try {
      checked = checkTransact(ctx, providers, token, raw)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // An allowed requester still hears why (a refused token is dropped: token action 'clear').
      const target = allowedCallbackOrigin(ctx, raw)
      const message = { type: CROSS_APP_MESSAGE_TYPES.error, error: error.message, token_action: error.code === 'missing_or_invalid_token' ? 'clear' : undefined }
      const script = target
        ? `<script>const m = ${scriptJson(message)}; if (window.opener) window.opener.postMessage(m, ${scriptJson(target)});</script>`
        : ''
      return c.html(devPage('Provider app', `<h1>Request refused</h1><p role="alert">${escapeHtml(error.message)}</p>${script}`), error.status as 400)
    }
    const { provider, method, params, address, callbackOrigin } = checked
    const shown = method === 'personal_sign' || method === 'foyer_signSmartWalletMessage'
      ? personalMessage(params[0])
      : JSON.stringify(method === 'eth_signTypedData_v4' || method === 'foyer_signSmartWalletTypedData' ? params[1] : params[0], null, 2)
    const config = { token, request: raw, requesterOrigin: callbackOrigin, types: CROSS_APP_MESSAGE_TYPES }
    return c.html(
      devPage(
        provider.name,
        `<h1>${escapeHtml(provider.name)}</h1>
<p><strong>${escapeHtml(ctx.store.config.name)}</strong> (${escapeHtml(callbackOrigin)}) asks your ${escapeHtml(provider.name)} wallet <code>${escapeHtml(address)}</code> to ${escapeHtml(METHOD_LABELS[method])}:</p>
<pre data-request>${escapeHtml(shown.slice(0, 4000))}</pre>
<div class="choices" role="group" aria-label="Answer"><button type="button" data-approve>Approve</button><button type="button" class="danger" data-reject>Reject</button></div>
<p id="status" role="status"></p>
<script>
const config = ${scriptJson(config)};
${ANSWER_OPENER_SCRIPT}
document.querySelector('[data-approve]').addEventListener('click', async () => {
  const res = await fetch('/__dev/provider-app/oauth/transact', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: config.token, request: config.request }) });
  const body = await res.json();
  if (!res.ok) {
    status.textContent = body.error;
    answer({ type: config.types.error, error: body.error, token_action: body.code === 'missing_or_invalid_token' ? 'clear' : undefined });
    return;
  }
  if (answer({ type: config.types.response, token_action: 'set', token: config.token, data: { result: body.result } })) {
    status.textContent = 'Approved. This window closes.';
    setTimeout(() => window.close(), 300);
  }
});
document.querySelector('[data-reject]').addEventListener('click', () => {
  if (answer({ type: config.types.error, error: 'User rejected request' })) window.close();
});
</script>`,
      ),
    )
  }

  r.post('/provider-app/oauth/transact', async (c) => {
    const body = await readBody(c)
    const checked = checkTransact(ctx, providers, body.token, body.request)
    return c.json({ result: await signTransact(ctx, chains, checked) })
  })

  r.post('/provider-app/oauth/approve', async (c) => {
    const body = await readBody(c)
    try {
      const approval = approveRequest(ctx.store, field(body, 'request_id'), field(body, 'identity'), ctx.now(), ctx.appId)
      return c.json({ code: approval.code, state: approval.state, token: approval.token, requester_origin: approval.requesterOrigin })
    } catch (error) {
      if (error instanceof ApiError) throw error
      throw errors.invalidData((error as Error).message)
    }
  })

  return r
}
