import type { StoryDefault } from '@ladle/react'
import {
  EmbeddedWalletServiceError, loginWithEmailCode, walletExportFlow, walletRequestValue,
  type WalletExportState, type WalletUiRequest,
} from '../src/core/internal.js'
import { createWallet } from '../src/core/wallets/embedded/createWallet.js'
import type { FramePort } from '../src/core/wallets/embedded/frame.js'
import { setEmbeddedFrameConnection } from '../src/core/wallets/embedded/session.js'
import { createWalletService, startExportPage, type ExportPageWindow, type WalletService } from '../src/wallet-service/index.js'
import { sendCode, variants, type StoryContext } from './support.js'

export default { title: 'Wallet export' } satisfies StoryDefault

// The export screen reads the export on screen and its flow from the client (useEmbeddedWalletRequest).
// 'Connecting' and the error put them there, as exportWallet does. The key story runs it for real:
// a wallet made in the in-process wallet service, and the export page itself serving the frame.
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const exportRequest = (address: string): WalletUiRequest => ({
  id: 1, kind: 'export', address, chainType: 'ethereum', entropyId: address, entropyIdVerifier: 'ethereum-address-verifier', hdWalletIndex: 0, imported: false, uiOptions: {},
})
const onScreen = (ctx: StoryContext, state: Partial<WalletExportState>, address = ADDRESS) => {
  walletExportFlow.set(ctx.client, { status: 'connecting', shown: null, error: null, ...state })
  walletRequestValue.set(ctx.client, exportRequest(address))
  return { initialScreen: 'walletExport' as const }
}

const connecting = variants({ setup: async (ctx) => onScreen(ctx, {}) })
/** 'Connecting to your wallet' / 'Please wait...' (at least 1 s, MFA verified meanwhile). */
export const ExportConnectingLight = connecting.Light
export const ExportConnectingDark = connecting.Dark

const failed = variants({
  setup: async (ctx) => onScreen(ctx, { status: 'error', error: new EmbeddedWalletServiceError({ type: 'embedded_wallet_request_error', message: 'Unable to connect to wallet' }) }),
})
/** "Something went wrong. We're on it. Please try again later." and Close. */
export const ExportErrorLight = failed.Light
export const ExportErrorDark = failed.Dark

// ── The frame, for real ────────────────────────────────────────────────────

/** The gallery's own origin stands for the wallet origin: the export page runs in the frame's document. */
const GALLERY_ORIGIN = typeof location === 'undefined' ? 'http://localhost' : location.origin

/** A port to an in-process wallet service, as a host page on the gallery's origin. */
function inProcessPort(service: WalletService): FramePort {
  const listeners = new Set<(message: unknown) => void>()
  return {
    post: (message) => void service.handle(message, { origin: GALLERY_ORIGIN }).then((reply) => reply && listeners.forEach((l) => l(reply))),
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    destroy: () => listeners.clear(),
  }
}

/**
 * Serves the export frame from the story: once the screen renders the frame, its document becomes
 * an empty same-origin one (`srcdoc`, instead of loading its URL), and the export page starts in
 * it — its query from the frame's URL, its backend the story's, its parent the story's page.
 */
function serveExportFrame(ctx: StoryContext) {
  const memory = new Map<string, string>()
  const start = (iframe: HTMLIFrameElement, url: URL) => {
    const frameWindow = iframe.contentWindow as (Window & typeof globalThis) | null
    if (!frameWindow || !iframe.contentDocument) return
    // Posted from the frame's own realm, the page's answers come from the frame's window, as in a browser.
    const parent = { postMessage: new frameWindow.Function('message', 'origin', 'parent.postMessage(message, origin)') as (message: unknown, origin: string) => void }
    type Listener = Parameters<ExportPageWindow['addEventListener']>[1]
    const wrapped = new Map<Listener, (event: MessageEvent) => void>()
    const page: ExportPageWindow = {
      location: { protocol: url.protocol, hostname: url.hostname, origin: url.origin, pathname: url.pathname, search: url.search, ancestorOrigins: [GALLERY_ORIGIN] },
      parent,
      addEventListener: (_type, listener) => {
        const relay = (event: MessageEvent) => listener({ origin: event.origin, source: event.source === window ? parent : event.source, data: event.data })
        wrapped.set(listener, relay)
        frameWindow.addEventListener('message', relay)
      },
      removeEventListener: (_type, listener) => frameWindow.removeEventListener('message', wrapped.get(listener)!),
      localStorage: { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) },
      crypto: window.crypto,
      document: iframe.contentDocument,
      ...(navigator.clipboard ? { navigator: { clipboard: navigator.clipboard } } : {}),
    }
    void startExportPage(page, { fetch: (input, init) => ctx.backend.fetch(new Request(input, init)) })
  }
  const observer = new MutationObserver(() => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe.foyer-walletExportFrame')
    if (!iframe || iframe.srcdoc) return
    observer.disconnect()
    const url = new URL(iframe.src)
    iframe.addEventListener('load', () => start(iframe, url), { once: true })
    iframe.srcdoc = '<!doctype html><html><head><meta charset="utf-8"><title>Foyer wallet export</title></head><body></body></html>'
  })
  observer.observe(document.body, { childList: true, subtree: true })
}

/** A user with a wallet made in the in-process wallet service; the export connected ('ready'), its frame served. */
async function exportReady(ctx: StoryContext) {
  const service = createWalletService({
    appId: ctx.backend.appId, apiUrl: GALLERY_ORIGIN, allowedOrigins: [GALLERY_ORIGIN],
    fetch: (input, init) => ctx.backend.fetch(new Request(input, init)),
    storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
  })
  setEmbeddedFrameConnection(ctx.client, { connect: () => inProcessPort(service) })
  await loginWithEmailCode(ctx.client, { code: await sendCode(ctx) })
  const { wallet } = await createWallet(ctx.client)
  serveExportFrame(ctx)
  return onScreen(ctx, { status: 'ready' }, wallet.address)
}

const key = variants({ client: { walletServiceUrl: GALLERY_ORIGIN }, setup: exportReady })
/**
 * The export screen: the warning, the address card and the export frame — the export page itself,
 * with the key and the seed phrase hidden until 'Reveal', themed with the screen's colours.
 */
export const ExportKeyLight = key.Light
export const ExportKeyDark = key.Dark
