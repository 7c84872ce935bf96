/**
 * The wallet-service page: wires `createWalletService` to the browser. It refuses to run over
 * plain http outside localhost / IP addresses / extension origins, reads the host origins it
 * serves from the app config, answers only messages from its parent window on one of those
 * origins (posting each answer to that origin only), and announces readiness. It retries
 * nothing: the host retries readiness (`foyer:iframe:ready` requests) until it is answered.
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

const PATH = /^\/apps\/([^/]+)\/embedded-wallets\/?$/

/**
 * Starts the page in `win`. Resolves to null (after posting the reason to the parent) when it
 * cannot run: insecure location, no WebCrypto, no app id in the path, app config unreadable.
 */
export async function startWalletServicePage(win: WalletServicePageWindow, options: StartWalletServicePageOptions = {}): Promise<WalletServicePage | null> {
  const refuse = (message: string) => {
    // No secret in it, and no allowed origin known yet: any parent may read why the frame is unusable.
    const announcement: WalletServiceAnnouncement = { event: E.ready, error: { type: message === MESSAGES.https ? T.insecureContext : T.request, message } }
    win.parent.postMessage(announcement, '*')
    return null
  }
  if (!isAllowedPageLocation(win.location) || !win.crypto?.subtle) return refuse(MESSAGES.https)
  const appId = decodeURIComponent(PATH.exec(win.location.pathname)?.[1] ?? '')
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

  const listener = (event: { origin: string; source: unknown; data: unknown }) => {
    if (event.source !== win.parent || !isAllowedOrigin(event.origin, allowedOrigins)) return
    const origin = event.origin
    void service.handle(event.data, { origin }).then((reply) => {
      if (reply) win.parent.postMessage(reply, origin)
    })
  }
  win.addEventListener('message', listener)

  const parentOrigin = parentOriginOf(win)
  if (parentOrigin && isAllowedOrigin(parentOrigin, allowedOrigins)) {
    const announcement: WalletServiceAnnouncement = { event: E.ready, data: { ready: true } }
    win.parent.postMessage(announcement, parentOrigin)
  }

  return { appId, allowedOrigins, service, stop: () => win.removeEventListener('message', listener) }
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
