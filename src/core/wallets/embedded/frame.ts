import {
  WALLET_SERVICE_EVENTS as E,
  type WalletServiceErrorData,
  type WalletServiceEvent,
  type WalletServiceSchema,
} from '../../types/walletService.js'
import { defaultTimers, type Timers } from '../../utils/timers.js'
import { FRAME_DEFAULT_REQUEST_TIMEOUT_MS, FRAME_INIT_TIMEOUT_MS, FRAME_READY_RETRY_MS, FRAME_REQUEST_TIMEOUT_MS } from './constants.js'
import { EmbeddedWalletInitTimeoutError, EmbeddedWalletRequestTimeoutError, EmbeddedWalletServiceError } from './errors.js'

/**
 * The channel to the wallet service. In a page it is the hidden iframe (`iframePort`), which
 * passes on only messages from the frame's origin and window; tests connect the service in-process.
 */
export type FramePort = {
  /** Posts a request to the service. */
  post(message: unknown): void
  /** Calls `listener` with every message the service sends; returns the unsubscribe function. */
  subscribe(listener: (message: unknown) => void): () => void
  /** Removes the frame and stops listening. */
  destroy(): void
}

export type CreateEmbeddedFrameParameters = {
  /** Opens the channel (mounts the frame); called on the first request. */
  connect: () => FramePort
  timers?: Timers | undefined
  /** Readiness wait (ms). Default 15 s. */
  initTimeoutMs?: number | undefined
  /** Readiness requests are posted again at this interval until answered (ms). Default 250. */
  readyRetryMs?: number | undefined
}

export type EmbeddedFrameRequestOptions = {
  /** Readiness wait for this request when the frame is not ready yet (ms). Default: the frame's. */
  initTimeoutMs?: number | undefined
  /**
   * How long the answer may take once the frame is ready (ms). Default: 60 s for create, add,
   * import, recover and set-recovery; 120 s for rpc and connect; 15 s otherwise.
   */
  timeoutMs?: number | undefined
}

/** The kit's side of the wallet-service protocol: `{ id, event, data }` out, answers matched by id. */
export type EmbeddedFrame = {
  /** Sends a request once the frame is ready; resolves with the answer's data, rejects with its error. */
  request<Ev extends WalletServiceEvent>(
    event: Ev,
    data: WalletServiceSchema[Ev]['data'],
    options?: EmbeddedFrameRequestOptions,
  ): Promise<WalletServiceSchema[Ev]['reply']>
  /** Resolves once the frame answered readiness (mounting it when needed). */
  ready(options?: EmbeddedFrameRequestOptions): Promise<void>
  /** Asks the service to drop every reconstructed key (logout). Does nothing when no frame is up. */
  clear(): Promise<void>
  /** Unmounts the frame; pending requests fail. */
  destroy(): void
}

type Pending = { resolve: (data: unknown) => void; reject: (error: Error) => void }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const isErrorData = (value: unknown): value is WalletServiceErrorData =>
  isRecord(value) && typeof value.type === 'string' && typeof value.message === 'string'

let counter = 0
const newId = () => `foyer-${Date.now().toString(36)}-${(counter += 1).toString(36)}`

/**
 * Creates the frame client: mounts the wallet service on first use (through `connect`), retries
 * readiness until the frame answers or the init wait ends, matches answers to requests by id and
 * lets identical concurrent create requests share one answer.
 */
export function createEmbeddedFrame({
  connect,
  timers = defaultTimers,
  initTimeoutMs = FRAME_INIT_TIMEOUT_MS,
  readyRetryMs = FRAME_READY_RETRY_MS,
}: CreateEmbeddedFrameParameters): EmbeddedFrame {
  let port: FramePort | null = null
  let unsubscribe: (() => void) | null = null
  let readiness: Promise<void> | null = null
  let isReady = false
  let onAnnouncement: ((message: Record<string, unknown>) => void) | null = null
  const pending = new Map<string, Pending>()
  const shared = new Map<string, Promise<unknown>>()

  function onMessage(message: unknown) {
    if (!isRecord(message)) return
    if (typeof message.id === 'string') {
      const waiting = pending.get(message.id)
      if (!waiting) return
      pending.delete(message.id)
      if (message.error !== undefined) {
        waiting.reject(new EmbeddedWalletServiceError(isErrorData(message.error) ? message.error : { type: 'embedded_wallet_request_error', message: 'Unexpected answer' }))
      } else waiting.resolve(message.data)
      return
    }
    if (message.event === E.ready) onAnnouncement?.(message)
  }

  function open(): FramePort {
    if (!port) {
      port = connect()
      unsubscribe = port.subscribe(onMessage)
    }
    return port
  }

  function send(event: WalletServiceEvent, data: unknown, waiting: Pending): string {
    const id = newId()
    pending.set(id, waiting)
    open().post({ id, event, data })
    return id
  }

  function ready(options: EmbeddedFrameRequestOptions = {}): Promise<void> {
    if (readiness) return readiness
    const attempt = new Promise<void>((resolve, reject) => {
      const ids: string[] = []
      let retry: unknown = null
      let settled = false
      const finish = (error: Error | null) => {
        if (settled) return
        settled = true
        timers.clearTimeout(deadline)
        if (retry !== null) timers.clearTimeout(retry)
        for (const id of ids) pending.delete(id)
        onAnnouncement = null
        if (error) {
          readiness = null
          reject(error)
        } else {
          isReady = true
          resolve()
        }
      }
      const waiting: Pending = { resolve: () => finish(null), reject: (error) => finish(error) }
      onAnnouncement = (message) => finish(isErrorData(message.error) ? new EmbeddedWalletServiceError(message.error) : null)
      const ask = () => {
        retry = null
        ids.push(send(E.ready, {}, waiting))
        retry = timers.setTimeout(ask, readyRetryMs)
      }
      const deadline = timers.setTimeout(() => finish(new EmbeddedWalletInitTimeoutError()), options.initTimeoutMs ?? initTimeoutMs)
      ask()
    })
    readiness = attempt
    return attempt
  }

  async function request<Ev extends WalletServiceEvent>(
    event: Ev,
    data: WalletServiceSchema[Ev]['data'],
    options: EmbeddedFrameRequestOptions = {},
  ): Promise<WalletServiceSchema[Ev]['reply']> {
    const run = async () => {
      await ready(options)
      return new Promise<WalletServiceSchema[Ev]['reply']>((resolve, reject) => {
        const timeout = timers.setTimeout(() => {
          pending.delete(id)
          reject(new EmbeddedWalletRequestTimeoutError(event))
        }, options.timeoutMs ?? FRAME_REQUEST_TIMEOUT_MS[event] ?? FRAME_DEFAULT_REQUEST_TIMEOUT_MS)
        const id = send(event, data, {
          resolve: (answer) => {
            timers.clearTimeout(timeout)
            resolve(answer as WalletServiceSchema[Ev]['reply'])
          },
          reject: (error) => {
            timers.clearTimeout(timeout)
            reject(error)
          },
        })
      })
    }
    if (event !== E.create) return run()
    // Identical concurrent create requests share one answer.
    const key = JSON.stringify(data)
    const existing = shared.get(key)
    if (existing) return existing as Promise<WalletServiceSchema[Ev]['reply']>
    const created = run().finally(() => shared.delete(key))
    shared.set(key, created)
    return created
  }

  return {
    request,
    ready,
    async clear() {
      if (!port || !isReady) return
      shared.clear()
      await request(E.clear, {})
    },
    destroy() {
      unsubscribe?.()
      port?.destroy()
      port = null
      unsubscribe = null
      readiness = null
      isReady = false
      shared.clear()
      const error = new EmbeddedWalletServiceError({ type: 'embedded_wallet_request_error', message: 'The embedded wallet was closed' })
      for (const waiting of [...pending.values()]) waiting.reject(error)
      pending.clear()
    },
  }
}
