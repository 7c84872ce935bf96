import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmbeddedFrame } from '../../../../src/core/wallets/embedded/frame.js'
import { iframePort, type FrameHostWindow } from '../../../../src/core/wallets/embedded/iframePort.js'
import { walletServicePageUrl } from '../../../../src/core/wallets/embedded/constants.js'
import { EmbeddedWalletInitTimeoutError, EmbeddedWalletServiceError } from '../../../../src/core/wallets/embedded/errors.js'
import { WALLET_SERVICE_EVENTS as E } from '../../../../src/core/types/walletService.js'
import { fakePort } from './helpers.js'

afterEach(() => vi.useRealTimers())

/** A service double that answers readiness at once and `handlers[event]` otherwise. */
const answering = (handlers: Record<string, (data: unknown) => unknown> = {}) =>
  fakePort((m, reply) => {
    if (m.event === E.ready) return reply({ id: m.id, data: { ready: true } })
    const handler = handlers[m.event]
    if (handler) reply({ id: m.id, data: handler(m.data) })
  })

describe('frame client: requests and answers', () => {
  it('posts { id, event, data } and resolves each request with the answer carrying its id', async () => {
    const held: { id: string; event: string; data: unknown }[] = []
    const port = fakePort((m, reply) => {
      if (m.event === E.ready) return reply({ id: m.id, data: { ready: true } })
      held.push(m)
    })
    const frame = createEmbeddedFrame({ connect: () => port })
    const first = frame.request(E.connect, { accessToken: 'a', entropyId: '0x1', entropyIdVerifier: 'ethereum-address-verifier' })
    const second = frame.request(E.connect, { accessToken: 'b', entropyId: '0x2', entropyIdVerifier: 'ethereum-address-verifier' })
    await vi.waitFor(() => expect(held).toHaveLength(2))
    expect(held[0]).toEqual({ id: expect.any(String), event: E.connect, data: { accessToken: 'a', entropyId: '0x1', entropyIdVerifier: 'ethereum-address-verifier' } })
    expect(held[0]!.id).not.toBe(held[1]!.id)
    // Answered out of order, plus an answer to an unknown id that changes nothing.
    port.emit({ id: 'unknown', data: { entropyId: 'nope' } })
    port.emit({ id: held[1]!.id, data: { entropyId: '0x2', recoveryMethod: 'privy', recovered: false } })
    port.emit({ id: held[0]!.id, data: { entropyId: '0x1', recoveryMethod: 'privy', recovered: true } })
    expect(await first).toEqual({ entropyId: '0x1', recoveryMethod: 'privy', recovered: true })
    expect(await second).toEqual({ entropyId: '0x2', recoveryMethod: 'privy', recovered: false })
  })

  it('rejects with the service error type and message of an error answer', async () => {
    const port = fakePort((m, reply) => {
      if (m.event === E.ready) return reply({ id: m.id, data: { ready: true } })
      reply({ id: m.id, error: { type: 'embedded_wallet_not_found', message: 'Embedded wallet not found' } })
    })
    const frame = createEmbeddedFrame({ connect: () => port })
    const error = await frame.request(E.clear, {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EmbeddedWalletServiceError)
    expect(error).toMatchObject({ code: 'embedded_wallet_not_found', shortMessage: 'Embedded wallet not found' })
  })

  it('mounts the frame only on the first request, once', async () => {
    const connect = vi.fn(() => answering({ [E.clear]: () => ({ cleared: true }) }))
    const frame = createEmbeddedFrame({ connect })
    expect(connect).not.toHaveBeenCalled()
    await frame.request(E.clear, {})
    await frame.request(E.clear, {})
    expect(connect).toHaveBeenCalledTimes(1)
  })

  it('identical concurrent create requests share one answer; different ones do not', async () => {
    let n = 0
    const port = answering({ [E.create]: () => ({ address: `0x${(n += 1)}` }) })
    const frame = createEmbeddedFrame({ connect: () => port })
    const data = { accessToken: 't', chainType: 'ethereum' as const }
    const [a, b, c] = await Promise.all([frame.request(E.create, data), frame.request(E.create, { ...data }), frame.request(E.create, { accessToken: 'u', chainType: 'ethereum' })])
    expect(port.posted.filter((m) => m.event === E.create)).toHaveLength(2)
    expect(a).toBe(b)
    expect(c).not.toEqual(a)
    // Once settled, a new identical request is a new request.
    await frame.request(E.create, data)
    expect(port.posted.filter((m) => m.event === E.create)).toHaveLength(3)
  })
})

describe('frame client: readiness', () => {
  it('posts readiness again every 250 ms until the frame answers, then sends the request', async () => {
    vi.useFakeTimers()
    let asked = 0
    const port = fakePort((m, reply) => {
      if (m.event === E.ready) {
        asked += 1
        if (asked === 3) reply({ id: m.id, data: { ready: true } })
        return
      }
      reply({ id: m.id, data: { cleared: true } })
    })
    const frame = createEmbeddedFrame({ connect: () => port })
    const answer = frame.request(E.clear, {})
    expect(asked).toBe(1)
    await vi.advanceTimersByTimeAsync(249)
    expect(asked).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(asked).toBe(2)
    await vi.advanceTimersByTimeAsync(250)
    expect(await answer).toEqual({ cleared: true })
    // No more readiness requests once ready.
    await vi.advanceTimersByTimeAsync(5000)
    expect(asked).toBe(3)
    expect(port.posted.filter((m) => m.event === E.clear)).toHaveLength(1)
  })

  it('an unasked ready announcement counts as readiness', async () => {
    const port = fakePort((m, reply) => {
      if (m.event === E.clear) reply({ id: m.id, data: { cleared: true } })
    })
    const frame = createEmbeddedFrame({ connect: () => port })
    const answer = frame.request(E.clear, {})
    port.emit({ event: E.ready, data: { ready: true } })
    expect(await answer).toEqual({ cleared: true })
  })

  it('fails after the 15 s init wait (not before) and tries again on the next request', async () => {
    vi.useFakeTimers()
    let alive = false
    const port = fakePort((m, reply) => {
      if (alive) reply({ id: m.id, data: m.event === E.ready ? { ready: true } : { cleared: true } })
    })
    const frame = createEmbeddedFrame({ connect: () => port })
    let settled: unknown = 'pending'
    const answer = frame.request(E.clear, {}).catch((e: unknown) => (settled = e))
    await vi.advanceTimersByTimeAsync(14_999)
    expect(settled).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await answer
    expect(settled).toBeInstanceOf(EmbeddedWalletInitTimeoutError)
    expect((settled as Error).message).toBe('Failed to initialize embedded wallet proxy.')
    alive = true
    expect(await frame.request(E.clear, {})).toEqual({ cleared: true })
  })

  it('a flow may wait 30 s for readiness', async () => {
    vi.useFakeTimers()
    const frame = createEmbeddedFrame({ connect: () => fakePort(() => {}) })
    let settled: unknown = 'pending'
    const answer = frame.ready({ initTimeoutMs: 30_000 }).catch((e: unknown) => (settled = e))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(settled).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await answer
    expect(settled).toBeInstanceOf(EmbeddedWalletInitTimeoutError)
  })

  it("a frame that announces it cannot run fails the request with the frame's message", async () => {
    const port = fakePort(() => {})
    const frame = createEmbeddedFrame({ connect: () => port })
    const answer = frame.request(E.clear, {}).catch((e: unknown) => e)
    port.emit({ event: E.ready, error: { type: 'insecure_context', message: 'Embedded wallet is only available over HTTPS' } })
    expect(await answer).toMatchObject({ code: 'insecure_context', shortMessage: 'Embedded wallet is only available over HTTPS' })
  })

  it('clear does nothing before a frame is up, and asks the service to clear once it is', async () => {
    const connect = vi.fn(() => answering({ [E.clear]: () => ({ cleared: true }), [E.connect]: () => ({}) }))
    const frame = createEmbeddedFrame({ connect })
    await frame.clear()
    expect(connect).not.toHaveBeenCalled()
    await frame.ready()
    await frame.clear()
    const port = connect.mock.results[0]!.value as ReturnType<typeof fakePort>
    expect(port.posted.map((m) => m.event)).toContain(E.clear)
  })
})

describe('frame client: answer timeouts', () => {
  it.each([
    [E.create, { accessToken: 't' }, 60_000],
    [E.recover, { accessToken: 't' }, 60_000],
    [E.setRecovery, { accessToken: 't' }, 60_000],
    [E.rpc, { accessToken: 't' }, 120_000],
    [E.clear, {}, 15_000],
  ] as const)("%s: no answer fails with 'Operation reached timeout: {event}' after its wait, not before", async (event, data, ms) => {
    vi.useFakeTimers()
    const port = fakePort((m, reply) => {
      if (m.event === E.ready) reply({ id: m.id, data: { ready: true } })
    })
    const frame = createEmbeddedFrame({ connect: () => port })
    await frame.ready()
    let settled: unknown = 'pending'
    const answer = frame.request(event, data as never).catch((e: unknown) => (settled = e))
    await vi.advanceTimersByTimeAsync(ms - 1)
    expect(settled).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await answer
    expect(settled).toMatchObject({ code: 'client_request_timeout', shortMessage: `Operation reached timeout: ${event}` })
    // A late answer changes nothing.
    const late = port.posted.find((m) => m.event === event)!
    port.emit({ id: late.id, data: {} })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toMatchObject({ code: 'client_request_timeout' })
  })
})

describe('iframePort: the hidden frame and its origin checks', () => {
  const URL_ = walletServicePageUrl({ base: 'http://127.0.0.1:4321', appId: 'app_0123456789abcdefghijk', clientId: 'default', analyticsId: 'ca-1' })

  function fakeWindow() {
    const frameWindow = { postMessage: vi.fn() }
    let listener: ((event: { origin: string; source: unknown; data: unknown }) => void) | null = null
    const iframe = {
      src: '', title: '', style: { cssText: '' }, attributes: {} as Record<string, string>,
      contentWindow: frameWindow, removed: false,
      setAttribute(name: string, value: string) { iframe.attributes[name] = value },
      remove() { iframe.removed = true },
    }
    const win = {
      document: { createElement: () => iframe, body: { appendChild: vi.fn() } },
      addEventListener: (_: string, l: typeof listener) => void (listener = l),
      removeEventListener: () => void (listener = null),
    }
    return { win: win as unknown as FrameHostWindow, iframe, frameWindow, dispatch: (event: { origin: string; source: unknown; data: unknown }) => listener?.(event), listening: () => listener !== null }
  }

  it('loads the page at /apps/{appId}/embedded-wallets with the analytics id and client id, hidden', () => {
    const { win, iframe } = fakeWindow()
    iframePort(URL_, win)
    expect(iframe.src).toBe('http://127.0.0.1:4321/apps/app_0123456789abcdefghijk/embedded-wallets?caid=ca-1&client_id=default')
    expect(iframe.attributes['aria-hidden']).toBe('true')
    expect(iframe.style.cssText).toContain('visibility:hidden')
  })

  it("posts to the frame's window for the frame's origin only", () => {
    const { win, frameWindow } = fakeWindow()
    iframePort(URL_, win).post({ id: '1', event: E.ready, data: {} })
    expect(frameWindow.postMessage).toHaveBeenCalledWith({ id: '1', event: E.ready, data: {} }, 'http://127.0.0.1:4321')
  })

  it("passes on only messages from the frame's origin AND the frame's window", () => {
    const { win, frameWindow, dispatch } = fakeWindow()
    const port = iframePort(URL_, win)
    const seen: unknown[] = []
    port.subscribe((m) => seen.push(m))
    dispatch({ origin: 'http://evil.test', source: frameWindow, data: 'wrong origin' })
    dispatch({ origin: 'http://127.0.0.1:4321', source: {}, data: 'wrong window' })
    dispatch({ origin: 'http://127.0.0.1:4321', source: null, data: 'no window' })
    dispatch({ origin: 'http://localhost:4321', source: frameWindow, data: 'same host, other origin' })
    dispatch({ origin: 'http://127.0.0.1:4321', source: frameWindow, data: 'from the frame' })
    expect(seen).toEqual(['from the frame'])
  })

  it('a third-origin answer carrying a pending id does not settle the request', async () => {
    vi.useFakeTimers()
    const { win, frameWindow, dispatch } = fakeWindow()
    const frame = createEmbeddedFrame({ connect: () => iframePort(URL_, win) })
    let settled = false
    void frame.ready().then(() => (settled = true), () => (settled = true))
    const { id } = frameWindow.postMessage.mock.calls[0]![0] as { id: string }
    dispatch({ origin: 'http://evil.test', source: frameWindow, data: { id, data: { ready: true } } })
    dispatch({ origin: 'http://evil.test', source: frameWindow, data: { event: E.ready, data: { ready: true } } })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    dispatch({ origin: 'http://127.0.0.1:4321', source: frameWindow, data: { id, data: { ready: true } } })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)
  })

  it('destroy removes the frame and stops listening', () => {
    const { win, iframe, listening } = fakeWindow()
    iframePort(URL_, win).destroy()
    expect(iframe.removed).toBe(true)
    expect(listening()).toBe(false)
  })
})
