import { describe, expect, it } from 'vitest'
import { verifyMessage, type Hex } from 'viem'
import { createEmbeddedFrame } from '../../../../src/core/wallets/embedded/frame.js'
import { iframePort, type FrameHostWindow } from '../../../../src/core/wallets/embedded/iframePort.js'
import { walletServicePageUrl } from '../../../../src/core/wallets/embedded/constants.js'
import { WALLET_SERVICE_EVENTS as E, ETHEREUM_ADDRESS_VERIFIER } from '../../../../src/core/types/walletService.js'
import { startWalletServicePage, type WalletServicePageWindow } from '../../../../src/wallet-service/index.js'
import { backendFetch, HOST, memoryStorage, newBackendWithUser } from '../../../wallet-service/helpers.js'

const WALLET_ORIGIN = 'http://127.0.0.1:4321'
const EVIL = 'http://evil.test'

type Listener = (event: { origin: string; source: unknown; data: unknown }) => void

/**
 * Two fake windows wired like the browser: the host page on HOST and the wallet service's page (the
 * real page code) in its iframe on WALLET_ORIGIN. postMessage delivers only to the target origin
 * and stamps the sender's origin and window, as browsers do; a third window on EVIL posts too.
 */
async function browser() {
  const { backend, token } = await newBackendWithUser()
  const hostListeners = new Set<Listener>()
  const frameListeners = new Set<Listener>()
  const hostSeen: unknown[] = []
  const frameSeen: { id?: string; event?: string }[] = []
  const hooks: { beforeFrameGets?: ((message: { id?: string; event?: string }) => void) | undefined } = {}
  const deliver = (listeners: Set<Listener>, targetOrigin: string, ownOrigin: string, event: { origin: string; source: unknown; data: unknown }) => {
    if (targetOrigin !== '*' && targetOrigin !== ownOrigin) return
    for (const l of [...listeners]) l({ ...event, data: structuredClone(event.data) })
  }
  const hostWin: FrameHostWindow & { postMessage(message: unknown, targetOrigin: string): void } = {
    document: { createElement: () => iframe, body: { appendChild: () => undefined } },
    addEventListener: (_type, l) => void hostListeners.add(l),
    removeEventListener: (_type, l) => void hostListeners.delete(l),
    postMessage: (message, targetOrigin) => {
      hostSeen.push(message)
      deliver(hostListeners, targetOrigin, HOST, { origin: WALLET_ORIGIN, source: frameWin, data: message })
    },
  }
  const frameWin: WalletServicePageWindow & { postMessage(message: unknown, targetOrigin: string): void } = {
    location: { protocol: 'http:', hostname: '127.0.0.1', origin: WALLET_ORIGIN, pathname: `/apps/${backend.appId}/embedded-wallets`, search: '?caid=ca&client_id=default', ancestorOrigins: [HOST] },
    parent: hostWin,
    addEventListener: (_type, l) => void frameListeners.add(l),
    removeEventListener: (_type, l) => void frameListeners.delete(l),
    crypto: globalThis.crypto,
    postMessage: (message, targetOrigin) => {
      frameSeen.push(message as { id?: string; event?: string })
      hooks.beforeFrameGets?.(message as { id?: string; event?: string })
      deliver(frameListeners, targetOrigin, WALLET_ORIGIN, { origin: HOST, source: hostWin, data: message })
    },
  }
  const iframe = {
    src: '', title: '', style: { cssText: '' }, contentWindow: frameWin,
    setAttribute: () => undefined, remove: () => undefined,
  }
  const evilWin = {}
  const evil = {
    toFrame: (data: unknown) => deliver(frameListeners, '*', WALLET_ORIGIN, { origin: EVIL, source: evilWin, data }),
    toHost: (data: unknown) => deliver(hostListeners, '*', HOST, { origin: EVIL, source: evilWin, data }),
  }
  const url = walletServicePageUrl({ base: WALLET_ORIGIN, appId: backend.appId, clientId: 'default', analyticsId: 'ca' })
  const frame = createEmbeddedFrame({ connect: () => iframePort(url, hostWin) })
  const page = await startWalletServicePage(frameWin, { fetch: backendFetch(backend), storage: memoryStorage() })
  expect(page).not.toBeNull()
  return { backend, token, frame, evil, hostSeen, frameSeen, hooks }
}

describe('the frame client against the real wallet-service page (fake windows, origins as in a browser)', () => {
  it('creates and signs through the page; a third origin posting to either side gets nothing and changes nothing', async () => {
    const b = await browser()
    const created = await b.frame.request(E.create, { accessToken: b.token, chainType: 'ethereum' })
    expect(created.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const selector = { accessToken: b.token, entropyId: created.entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER } as const

    // A third origin asks the frame to sign and to clear: no answer reaches anyone.
    const before = b.hostSeen.length
    b.evil.toFrame({ id: 'evil-1', event: E.rpc, data: { ...selector, hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'personal_sign', params: ['steal', created.address] } } })
    b.evil.toFrame({ id: 'evil-2', event: E.clear, data: {} })
    // A round trip of the host's own, answered after anything the page would have done for them.
    await b.frame.request(E.connect, selector)
    expect(b.hostSeen.slice(before).map((m) => (m as { id: string }).id)).toEqual([b.frameSeen.at(-1)!.id])

    // A third origin forges an answer to a pending request (before the frame even gets it): the
    // request keeps waiting for the real one.
    b.hooks.beforeFrameGets = (message) => {
      if (message.event === E.rpc) b.evil.toHost({ id: message.id, data: { method: 'personal_sign', signature: '0xforged' } })
    }
    const signing = b.frame.request(E.rpc, { ...selector, hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'personal_sign', params: ['hello', created.address] } })
    const { signature } = (await signing) as { signature: Hex }
    expect(signature).not.toBe('0xforged')
    expect(await verifyMessage({ address: created.address as Hex, message: 'hello', signature })).toBe(true)

    // The frame was not cleared by the third origin: signing needed no new auth share fetch.
    expect(b.backend.requests.count('POST', `/api/v1/embedded_wallets/${created.entropyId}/auth_share`)).toBe(0)
  })
})
