/**
 * The wallet-service page: wires `createWalletService` to the browser. It refuses to run over
 * plain http outside localhost / IP addresses / extension origins, reads the host origins it
 * serves from the app config, answers only messages from its parent window on one of those
 * origins (posting each answer to that origin only), and announces readiness. It retries
 * nothing: the host retries readiness (`foyer:iframe:ready` requests) until it is answered.
 * The export page (exportPage.ts) starts the same way (`servePage`).
 */
import {
  WALLET_SERVICE_ERROR_TYPES as T,
  WALLET_SERVICE_EVENTS as E,
  type WalletServiceAnnouncement,
  type WalletServiceStorage,
} from '../core/types/walletService.js'
import { fetchAllowedOrigins } from './api.js'
import { MESSAGES } from './errors.js'
import { isAllowedOrigin, isAllowedPageLocation } from './origins.js'
import { WALLET_SERVICE_PAGE_PATH } from './paths.js'
import { createWalletService, type WalletService } from './service.js'

/** The parts of `window` the page uses (a fake one in tests). */
export type WalletServicePageWindow = {
  location: { protocol: string; hostname: string; origin: string; pathname: string; search: string; ancestorOrigins?: ArrayLike<string> }
  document?: { referrer?: string }
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  addEventListener(type: 'message', listener: (event: { origin: string; source: unknown; data: unknown }) => void): void
  removeEventListener(type: 'message', listener: (event: { origin: string; source: unknown; data: unknown }) => void): void
  localStorage?: WalletServiceStorage
  crypto?: { subtle?: unknown }
}

export type StartWalletServicePageOptions = {
  fetch?: typeof fetch
  /** Default: the window's localStorage (memory when the browser denies it to this frame). */
  storage?: WalletServiceStorage
  now?: () => number
}

export type WalletServicePage = {
  appId: string
  allowedOrigins: readonly string[]
  service: WalletService
  /** Stops listening. */
  stop(): void
}

/**
 * Starts the page in `win`. Resolves to null (after posting the reason to the parent) when it
 * cannot run: insecure location, no WebCrypto, no app id in the path, app config unreadable.
 */
export async function startWalletServicePage(win: WalletServicePageWindow, options: StartWalletServicePageOptions = {}): Promise<WalletServicePage | null> {
  const page = await servePage(win, options, WALLET_SERVICE_PAGE_PATH, ({ service }) => (request, context) => service.handle(request, context))
  return page && { appId: page.appId, allowedOrigins: page.allowedOrigins, service: page.service, stop: page.stop }
}

/** What a page of the wallet origin has once it may run (see `servePage`). */
export type WalletOriginPage = {
  appId: string
  allowedOrigins: readonly string[]
  /** The page's query (`client_id`, `caid`, and what the page itself reads). */
  query: URLSearchParams
  service: WalletService
}

/** How a page answers one message of its parent (null: no answer). */
export type PageHandler = (request: unknown, context: { origin: string }) => Promise<unknown>

/**
 * The common start of the wallet origin's pages (the wallet service, the export page): refuses to
 * run over plain http outside localhost / IP addresses / extension origins or without WebCrypto,
 * takes the app id from the path (`path`'s first group), reads the app's allowed origins, creates
 * the service, then answers with `handlerOf(page)` only messages from its parent window on an
 * allowed origin (posting each answer to that origin only), and announces readiness to an allowed
 * parent. Resolves to null (after posting the reason to the parent) when it cannot run.
 */
export async function servePage(
  win: WalletServicePageWindow,
  options: StartWalletServicePageOptions,
  path: RegExp,
  handlerOf: (page: WalletOriginPage) => PageHandler,
): Promise<(WalletOriginPage & { stop(): void }) | null> {
  const refuse = (message: string) => {
    // No secret in it, and no allowed origin known yet: any parent may read why the frame is unusable.
    const announcement: WalletServiceAnnouncement = { event: E.ready, error: { type: message === MESSAGES.https ? T.insecureContext : T.request, message } }
    win.parent.postMessage(announcement, '*')
    return null
  }
  if (!isAllowedPageLocation(win.location) || !win.crypto?.subtle) return refuse(MESSAGES.https)
  const appId = decodeURIComponent(path.exec(win.location.pathname)?.[1] ?? '')
  if (!appId) return refuse('Failed to initialize embedded wallet proxy.')
  const storage = options.storage ?? pageStorage(win)
  const query = new URLSearchParams(win.location.search)
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const apiUrl = win.location.origin

  let allowedOrigins: string[]
  try {
    allowedOrigins = await fetchAllowedOrigins(apiUrl, appId, fetchFn)
  } catch {
    return refuse('Failed to initialize embedded wallet proxy.')
  }

  const service = createWalletService({
    appId,
    apiUrl,
    fetch: fetchFn,
    storage,
    allowedOrigins,
    ...(options.now ? { now: options.now } : {}),
    ...(query.get('client_id') ? { clientId: query.get('client_id')! } : {}),
    ...(query.get('caid') ? { clientAnalyticsId: query.get('caid')! } : {}),
  })
  const page: WalletOriginPage = { appId, allowedOrigins, query, service }
  const handle = handlerOf(page)

  const listener = (event: { origin: string; source: unknown; data: unknown }) => {
    if (event.source !== win.parent || !isAllowedOrigin(event.origin, allowedOrigins)) return
    const origin = event.origin
    void handle(event.data, { origin }).then((reply) => {
      if (reply) win.parent.postMessage(reply, origin)
    })
  }
  win.addEventListener('message', listener)

  const parentOrigin = parentOriginOf(win)
  if (parentOrigin && isAllowedOrigin(parentOrigin, allowedOrigins)) {
    const announcement: WalletServiceAnnouncement = { event: E.ready, data: { ready: true } }
    win.parent.postMessage(announcement, parentOrigin)
  }

  return { ...page, stop: () => win.removeEventListener('message', listener) }
}

/**
 * The wallet origin's localStorage, or — when the browser denies storage to a third-party frame
 * (blocked third-party cookies, private windows) — memory: the device share then lives as long as
 * the frame, and a wallet with automatic recovery is recovered again after a reload.
 */
function pageStorage(win: WalletServicePageWindow): WalletServiceStorage {
  try {
    const storage = win.localStorage
    if (storage) {
      const probe = 'foyer:storage-probe'
      storage.setItem(probe, probe)
      storage.removeItem(probe)
      return storage
    }
  } catch {
    // Access denied: fall through to memory.
  }
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/** The embedding page's origin, when the browser tells it (ancestorOrigins, else the referrer). */
function parentOriginOf(win: WalletServicePageWindow): string | null {
  const ancestor = win.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return win.document?.referrer ? new URL(win.document.referrer).origin : null
  } catch {
    return null
  }
}
