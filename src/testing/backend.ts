/** `createDevBackend`: a stateful, fetch-standard implementation of the wire contract. */
import { Hono } from 'hono'
import { TrieRouter } from 'hono/router/trie-router'
import { normalizeEmail } from './codes.js'
import { DEV_APP_ID, deepMerge, defaultAppConfig } from './config.js'
import type { BackendContext, Env } from './context.js'
import { ApiError } from './errors.js'
import { faultMiddleware, isDrop, toActiveFault } from './faults.js'
import { TokenSigner } from './jwt.js'
import { requestLog } from './middleware.js'
import { resolveLimits } from './limits.js'
import { bodyCap, devGate, hostGuard, originGuard } from './security.js'
import { appRoutes } from './routes/app.js'
import { devRoutes, type DevControls } from './routes/dev.js'
import { paymasterRoutes, smartWalletConfigRoutes } from './routes/smartWallets.js'
import type { DevChain, FaucetRequest } from './chains/types.js'
import { captchaDevRoutes } from './captcha.js'
import { passwordlessRoutes } from './routes/passwordless.js'
import { sessionRoutes } from './routes/sessions.js'
import { userRoutes } from './routes/users.js'
import { smsDevRoutes, smsRoutes, toE164 as smsE164 } from './routes/sms.js'
import { guestRoutes } from './routes/guest.js'
import { customAuthDevRoutes, customAuthRoutes } from './routes/customAuth.js'
import { oauthDevRoutes, oauthRoutes } from './routes/oauth.js'
import { recoveryOAuthDevRoutes, recoveryOAuthRoutes } from './routes/recoveryOAuth.js'
import { telegramDevRoutes, telegramRoutes } from './routes/telegram.js'
import { telegramAppConfig, telegramBot } from './telegram.js'
import { passkeyRoutes } from './routes/passkeys.js'
import { farcasterControls } from './farcaster.js'
import { FARCASTER_CHANNEL_TOKEN_HEADER, farcasterDevRoutes, farcasterRoutes } from './routes/farcaster.js'
import { crossAppControls } from './crossApp.js'
import { approveTransactUrl } from './crossAppTransact.js'
import { crossAppSmartWalletAddress } from './crossAppSmartWallet.js'
import { crossAppDevRoutes, crossAppOAuthMiddleware, crossAppRoutes } from './routes/crossApp.js'
import { siweRoutes } from './routes/siwe.js'
import { siwsRoutes } from './routes/siws.js'
import { mfaDevActionRoutes, mfaRoutes } from './routes/mfa.js'
import { MFA_TOKEN_HEADER } from './mfa.js'
import { Store, clone, emailAccount, phoneAccount } from './store.js'
import { transferRoutes } from './transfer.js'
import { embeddedWalletRoutes } from './routes/embeddedWallets.js'
import { delegationRoutes, walletApiRoutes } from './routes/delegation.js'
import { serverAppsOf } from './delegation.js'
import { serverWalletRoutes } from './routes/serverWallets.js'
import { AUTHORIZATION_SIGNATURE_HEADER, REQUEST_EXPIRY_HEADER } from '../server/canonical.js'
import { walletServicePageRoutes } from './routes/walletServicePage.js'
import { scanRoutes } from './routes/scan.js'
import { splTokenInfoRoutes } from './routes/splTokenInfo.js'
import { resolveScanSettings, type ScanSettings } from './scan.js'
import { describeFunding, fundingRoutes } from './funding/index.js'
import { fundingContext, settled, type FundingContext } from './funding/context.js'
import { randomToken } from './random.js'
import { FAKE_WALLET_DIRECTORY_PATH, walletDirectoryRoutes } from './walletDirectory.js'
import { startSession, tokenResponse } from './tokens.js'
import type { DevBackend, DevBackendOptions } from './types.js'

const ALLOWED_HEADERS = [
  'foyer-app-id',
  'foyer-client-id',
  'foyer-ca-id',
  'foyer-client',
  'x-native-app-identifier',
  'authorization',
  'content-type',
  // @solana/web3.js's Connection sends it with every JSON-RPC request (a host page on another
  // origin than the dev server reads the local Solana runtime through it).
  'solana-client',
  FARCASTER_CHANNEL_TOKEN_HEADER,
  MFA_TOKEN_HEADER,
  // Server-held wallets: the kit signs each wallet request with the session's signer key.
  AUTHORIZATION_SIGNATURE_HEADER,
  REQUEST_EXPIRY_HEADER,
]

/**
 * Creates the dev backend: an in-memory server of the Foyer API, answering fetch-standard requests (run it
 * under msw or as a Node server).
 */
export function createDevBackend(options: DevBackendOptions = {}): DevBackend {
  const appId = options.appId ?? DEV_APP_ID
  const now = options.now ?? (() => Date.now())
  const telegram = telegramBot(options.telegram)
  const initialConfig = deepMerge(
    {
      ...defaultAppConfig(appId),
      telegram_auth_config: telegramAppConfig(telegram),
      ...(options.allowedOrigins ? { allowed_origins: [...options.allowedOrigins] } : {}),
    },
    { ...options.appConfig, id: appId },
  )
  const limits = resolveLimits(options.limits, options.rateLimit)
  const newStore = () => new Store(clone(initialConfig), { limits, now })
  const ctx: BackendContext = {
    appId,
    store: newStore(),
    initialConfig,
    signer: new TokenSigner(appId, now),
    now,
    settings: {
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
      refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 30 * 24 * 3600,
      codeTtlSeconds: options.codeTtlSeconds ?? 600,
      rateLimit: limits.codesPerAddress,
      limits,
      devRoutes: options.devRoutes ?? true,
      onEmail: options.onEmail,
      allowlist: options.allowlist,
      maxUsers: options.maxUsers,
      onSms: options.onSms,
      unsupportedSmsRegions: options.unsupportedSmsRegions,
      customAuth: options.customAuth,
      telegram,
      crossAppProviders: options.crossAppProviders ?? [],
      accountTransfers: options.accountTransfers ?? false,
      serverApps: serverAppsOf(appId, options.serverApi),
    },
  }
  const chains = options.chains ?? []
  const reset = async () => {
    const before = ctx.store
    ctx.store = newStore()
    // The emptied inbox is a change too: its version goes on from the old one, whose waiters answer.
    ctx.store.inboxVersion = before.inboxVersion
    ctx.store.inboxChanged()
    before.inboxChanged()
    await Promise.all(chains.map((chain) => chain.reset()))
  }
  const faucet = (request: FaucetRequest) => {
    const chain = chains.find((c) => c.chainType === request?.chainType)
    if (!chain) throw new ApiError(400, 'invalid_data', `No local ${String(request?.chainType)} chain runs in this dev backend`)
    return chain.faucet(request)
  }
  const describeChains = () => chains.map((chain) => chain.describe())
  const scan = resolveScanSettings(options.tokenPrices, options.scan)
  const funding = fundingContext(ctx, chains, scan, options.funding, () => randomToken(32))
  const app = createApp(ctx, { reset, faucet, chains: describeChains }, chains, options.walletServiceScript, options.allowedOrigins, scan, funding)

  return {
    appId,
    app: app as unknown as Hono,
    async fetch(request, connection) {
      try {
        return await app.fetch(request, connection)
      } catch (error) {
        if (isDrop(error)) return Response.error()
        throw error
      }
    },
    mailbox: {
      list: () => clone(ctx.store.mailbox),
      latest: (to) => {
        const mails = ctx.store.mailbox.filter((m) => to === undefined || m.to === to.trim().toLowerCase())
        return clone(mails.at(-1))
      },
    },
    smsOutbox: {
      list: () => clone(ctx.store.smsOutbox),
      latest: (to) => {
        const number = to === undefined ? undefined : (smsE164(to) ?? to)
        return clone(ctx.store.smsOutbox.filter((m) => number === undefined || m.to === number).at(-1))
      },
    },
    users: {
      list: () => clone([...ctx.store.users.values()]),
      get: (id) => clone(ctx.store.users.get(id)),
      create: ({ email, phoneNumber }) => clone(seedUser(ctx, email, phoneNumber)),
    },
    createSession: async (userId) => {
      const user = ctx.store.users.get(userId)
      if (!user) throw new Error(`No user ${userId}`)
      return tokenResponse(ctx, user, startSession(ctx, user), false)
    },
    faults: {
      add: (fault) => void ctx.store.faults.push(toActiveFault(fault)),
      clear: () => void (ctx.store.faults = []),
      list: () => ctx.store.faults.map(({ remaining: _, ...fault }) => clone(fault)),
    },
    requests: {
      list: () => clone(ctx.store.requests),
      count: (method, path) =>
        ctx.store.requests.filter((r) => r.method === method.toUpperCase() && r.path === path).length,
      clear: () => void (ctx.store.requests = []),
    },
    analytics: { list: () => clone(ctx.store.analytics) },
    appConfig: () => clone(ctx.store.config),
    setAppConfig: (partial) => {
      ctx.store.config = deepMerge(ctx.store.config, { ...partial, id: appId })
    },
    reset,
    expireAccessTokens: () => ctx.store.expireAccessTokens(),
    jwks: () => ctx.signer.jwks(),
    farcaster: farcasterControls(ctx),
    crossApp: crossAppControls(ctx, (url) => approveTransactUrl(ctx, ctx.settings.crossAppProviders ?? [], options.chains ?? [], url),
      (providerAppId, identity) => crossAppSmartWalletAddress(options.chains ?? [], providerAppId, identity)),
    chains: {
      list: describeChains,
      faucet,
      attachServer: (server) => {
        const detach = chains.map((chain) => chain.attachServer?.(server))
        return () => detach.forEach((d) => d?.())
      },
    },
    funding: {
      settled: () => settled(funding),
      describe: () => describeFunding(funding),
    },
  }
}

function seedUser(ctx: BackendContext, email?: string, phoneNumber?: string) {
  const sec = Math.floor(ctx.now() / 1000)
  const accounts = []
  if (email !== undefined) {
    const address = normalizeEmail(email)
    if (ctx.store.userByEmail(address)) throw new Error(`A user with ${address} already exists`)
    accounts.push(emailAccount(address, sec))
  }
  if (phoneNumber !== undefined) accounts.push(phoneAccount(phoneNumber, sec))
  if (accounts.length === 0) throw new Error('users.create needs an email or a phoneNumber')
  return ctx.store.createUser(accounts, sec)
}

function createApp(
  ctx: BackendContext,
  controls: DevControls,
  chains: readonly DevChain[],
  walletServiceScript: DevBackendOptions['walletServiceScript'],
  allowedOrigins: DevBackendOptions['allowedOrigins'],
  scan: ScanSettings,
  funding: FundingContext,
): Hono<Env> {
  // Hono's trie router: built as routes are added. Its default (try the RegExp router at the first
  // request, fall back to the trie one) fails on these routes and builds both, for every backend a
  // test creates: 4.3 ms to the first answer, now 1.8.
  const app = new Hono<Env>({ router: new TrieRouter() })
  app.use('*', requestLog(ctx))
  // Security guards on every path, routes added later included (security.ts).
  app.use('*', hostGuard(ctx))
  app.use('*', originGuard(ctx, ALLOWED_HEADERS))
  app.use('/__dev/*', devGate(ctx))
  app.use('/fake/*', devGate(ctx))
  app.use('*', bodyCap(ctx))
  app.use('*', faultMiddleware(ctx))
  // Before the social OAuth routes: answers the `privy:{appId}` (cross-app) requests of /oauth/*.
  app.use('/api/v1/oauth/*', crossAppOAuthMiddleware(ctx, ctx.settings.crossAppProviders ?? [], chains))
  app.route('/api/v1', appRoutes(ctx))
  app.route('/api/v1/passwordless', passwordlessRoutes(ctx))
  app.route('/api/v1/sessions', sessionRoutes(ctx))
  app.route('/api/v1/users', userRoutes(ctx))
  app.route('/api/v1/passwordless_sms', smsRoutes(ctx))
  app.route('/api/v1/guest', guestRoutes(ctx))
  app.route('/api/v1/custom_jwt_account', customAuthRoutes(ctx))
  app.route('/api/v1/passkeys', passkeyRoutes(ctx))
  app.route('/api/v1/mfa', mfaRoutes(ctx))
  app.route('/api/v1/dev', mfaDevActionRoutes(ctx))
  app.route('/__dev', smsDevRoutes(ctx))
  app.route('/__dev', customAuthDevRoutes(ctx))
  app.route('/api/v1/farcaster', farcasterRoutes(ctx))
  app.route('/__dev', farcasterDevRoutes(ctx))
  app.route('/api/v1', crossAppRoutes(ctx, ctx.settings.crossAppProviders ?? []))
  app.route('/api/v1/siwe', siweRoutes(ctx, chains))
  app.route('/api/v1/siws', siwsRoutes(ctx))
  app.route('/__dev', crossAppDevRoutes(ctx, ctx.settings.crossAppProviders ?? [], chains))
  app.route('/api/v1/oauth', oauthRoutes(ctx))
  app.route('/__dev', oauthDevRoutes(ctx))
  app.route('/api/v1/recovery/oauth', recoveryOAuthRoutes(ctx))
  app.route('/__dev', recoveryOAuthDevRoutes(ctx))
  app.route('/api/v1/telegram', telegramRoutes(ctx))
  app.route('/__dev', telegramDevRoutes(ctx))
  app.route('/__dev', captchaDevRoutes(ctx))
  app.route('/api/v1', transferRoutes(ctx))
  app.route('/api/v1/embedded_wallets', delegationRoutes(ctx))
  app.route('/api/v1/embedded_wallets', embeddedWalletRoutes(ctx))
  // The user's server-held wallets (bearer) first; app-server requests go on to the wallet API.
  app.route('/api/v1/wallets', serverWalletRoutes(ctx))
  app.route('/api/v1/wallets', walletApiRoutes(ctx))
  app.route('/api/v1', scanRoutes(ctx, chains, scan))
  app.route('/api/v1', splTokenInfoRoutes(ctx, chains))
  app.route('/api/v1', smartWalletConfigRoutes(ctx))
  app.route('/', paymasterRoutes(ctx, chains))
  app.route('/apps', walletServicePageRoutes(ctx, walletServiceScript))
  app.route('/', fundingRoutes(funding))
  app.route(FAKE_WALLET_DIRECTORY_PATH, walletDirectoryRoutes())
  for (const chain of chains) app.route('/', chain.routes())
  app.route('/__dev', devRoutes(ctx, controls))
  app.notFound((c) => c.json({ error: `No route for ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404))
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body(), error.status)
    return c.json({ error: error.message || 'Internal error', code: 'internal_error' }, 500)
  })
  return app
}
