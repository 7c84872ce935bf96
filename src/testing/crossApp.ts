/**
 * The fake provider apps of cross-app login: pending requests (one per oauth/init), test
 * identities with deterministic embedded wallets, and single-use authorization codes bound to the
 * request's PKCE challenge and state.
 */
import { keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { randomToken } from './random.js'
import type { Store } from './store.js'
import type { CrossAppApproval, CrossAppProviderOptions } from './types.js'

export const CROSS_APP_PROVIDER_PREFIX = 'privy:'
export const CROSS_APP_TRANSACT_PATH = '/__dev/provider-app/oauth/transact'
export const CROSS_APP_MESSAGE_TYPES = { response: 'foyer:cross-app:action-response', error: 'foyer:cross-app:action-error' } as const
const TTL_MS = 10 * 60_000
/** How long a provider token may be used for signature requests. */
export const CROSS_APP_TOKEN_TTL_MS = 24 * 60 * 60_000

/** Who a person can be at a fake provider app. */
export const CROSS_APP_TEST_IDENTITIES = [
  { id: 'ada', name: 'Ada Lovelace' },
  { id: 'grace', name: 'Grace Hopper' },
] as const

export interface CrossAppRequest {
  id: string
  providerAppId: string
  codeChallenge: string
  stateCode: string
  requesterOrigin: string
  createdAt: number
  /** Set once approved (a request is approved at most once). */
  code: string | null
}

export interface CrossAppGrant {
  code: string
  /** The provider token issued with this code: bound to the requester's user when the code is redeemed. */
  token: string
  requestId: string
  providerAppId: string
  identity: string
  codeChallenge: string
  stateCode: string
  expiresAt: number
  used: boolean
}

/**
 * A provider token (issued with a login's approval): what `/oauth/transact` accepts. It stands for
 * one test identity at one provider app, for one requesting app, and becomes usable once the
 * login's code was redeemed (then `userId` is the requester's user holding the cross-app account).
 */
export interface CrossAppToken {
  token: string
  providerAppId: string
  identity: string
  requesterAppId: string
  requesterOrigin: string
  expiresAt: number
  userId: string | null
}

interface CrossAppState {
  requests: Map<string, CrossAppRequest>
  grants: Map<string, CrossAppGrant>
  tokens: Map<string, CrossAppToken>
}

// Requests and codes live with the store, so `reset()` (a new store) drops them.
const states = new WeakMap<Store, CrossAppState>()
export function crossAppState(store: Store): CrossAppState {
  let state = states.get(store)
  if (!state) states.set(store, (state = { requests: store.boundedMap(), grants: store.boundedMap(), tokens: store.boundedMap() }))
  return state
}

export const findProvider = (providers: CrossAppProviderOptions[], id: unknown) =>
  typeof id === 'string' ? providers.find((p) => p.id === id) : undefined

/** The provider app id of an oauth/init provider value `privy:{id}`, else null. */
export const crossAppProviderId = (provider: unknown): string | null =>
  typeof provider === 'string' && provider.startsWith(CROSS_APP_PROVIDER_PREFIX) ? provider.slice(CROSS_APP_PROVIDER_PREFIX.length) : null

/** The user id of a test identity at a provider app. */
export const crossAppSubject = (providerAppId: string, identity: string) => `${providerAppId}:${identity}`

/** The embedded wallet of a test identity at a provider app (a deterministic dev key). */
export function crossAppWalletAddress(providerAppId: string, identity: string): string {
  return crossAppWalletAccount(providerAppId, identity).address
}

/**
 * The key of a test identity's embedded wallet at a provider app, as the provider app's own backend
 * holds it (it signs what the person approves on the provider page).
 */
export const crossAppWalletAccount = (providerAppId: string, identity: string) =>
  privateKeyToAccount(keccak256(toHex(`foyer-dev-cross-app:${providerAppId}:${identity}`)))

export { pkceS256 } from './pkce.js'

export function openRequest(
  store: Store,
  input: Omit<CrossAppRequest, 'id' | 'code'>,
): CrossAppRequest {
  const request: CrossAppRequest = { ...input, id: randomToken(18), code: null }
  crossAppState(store).requests.set(request.id, request)
  return request
}

/** The request id inside a provider page URL (its `request` JSON), or the id itself. */
export function requestIdOf(requestOrUrl: string): string {
  if (!/^https?:/.test(requestOrUrl)) return requestOrUrl
  const raw = new URL(requestOrUrl).searchParams.get('request') ?? ''
  try {
    return String((JSON.parse(raw) as { content?: { request_id?: unknown } }).content?.request_id ?? '')
  } catch {
    return ''
  }
}

/** Approves a pending request as a test identity: issues its single-use code. */
export function approveRequest(store: Store, requestId: string, identity: string, now: number, requesterAppId: string): CrossAppApproval {
  const request = crossAppState(store).requests.get(requestId)
  if (!request || request.createdAt + TTL_MS <= now) throw new Error('Unknown or expired cross-app request')
  if (request.code) throw new Error('The request was already answered')
  if (!CROSS_APP_TEST_IDENTITIES.some((i) => i.id === identity)) throw new Error(`Unknown test identity ${identity}`)
  const code = randomToken(24)
  const token = `dev-provider-token-${randomToken(24)}`
  request.code = code
  crossAppState(store).tokens.set(token, {
    token, providerAppId: request.providerAppId, identity, requesterAppId, requesterOrigin: request.requesterOrigin,
    expiresAt: now + CROSS_APP_TOKEN_TTL_MS, userId: null,
  })
  crossAppState(store).grants.set(code, {
    code,
    token,
    requestId,
    providerAppId: request.providerAppId,
    identity,
    codeChallenge: request.codeChallenge,
    stateCode: request.stateCode,
    expiresAt: now + TTL_MS,
    used: false,
  })
  return { code, state: request.stateCode, token, requesterOrigin: request.requesterOrigin }
}

/** `backend.crossApp`: what the fake provider page does, for tests. */
export function crossAppControls(
  ctx: { store: Store; now(): number; appId: string },
  transact: (url: string) => Promise<{ result: string; callbackOrigin: string }>,
  smartWalletAddress: (providerAppId: string, identity: string) => Promise<string | null>,
) {
  return {
    approve: (requestOrUrl: string, { identity = CROSS_APP_TEST_IDENTITIES[0].id as string }: { identity?: string } = {}) =>
      approveRequest(ctx.store, requestIdOf(requestOrUrl), identity, ctx.now(), ctx.appId),
    approveTransaction: transact,
    embeddedWalletAddress: crossAppWalletAddress,
    /** The identity's smart wallet address (from the local chain's factory; null without a local ERC-4337 chain). */
    smartWalletAddress,
  }
}
