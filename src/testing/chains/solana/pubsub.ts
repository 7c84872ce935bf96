/**
 * The Solana PubSub API over WebSocket (on the RPC path of the node server): what
 * `@solana/web3.js` confirmation needs (`signatureSubscribe`: its `confirmTransaction` resolves
 * only from a signature notification, or from the status it reads once the subscription is
 * acknowledged), plus `accountSubscribe` and `slotSubscribe`.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { RpcError } from './errors.js'
import { accountConfig, encodeAccount, pubkeyParam, toJson, type AccountEncoding, type DataSlice } from './encoding.js'
import { SYSTEM_PROGRAM } from './instructions.js'
import type { LandedTransaction, SolanaRuntime } from './runtime.js'
import type { DevChainServer } from '../types.js'

/** Largest message a client may send. */
const MAX_MESSAGE_BYTES = 64 * 1024
/** Subscriptions one socket may hold. */
const MAX_SUBSCRIPTIONS_PER_SOCKET = 1000
const MAX_DISPOSED = 10_000

type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string }
  | { kind: 'account'; socket: WebSocket; key: string; encoding: { encoding: AccountEncoding; dataSlice?: DataSlice } }
  | { kind: 'slot'; socket: WebSocket }

const UNSUBSCRIBE: Record<string, Subscription['kind']> = {
  signatureUnsubscribe: 'signature',
  accountUnsubscribe: 'account',
  slotUnsubscribe: 'slot',
}

export interface SolanaPubSub {
  /**
   * Serves WebSocket upgrades of `path` on `server` (and, with `portPlusOne`, on the next port);
   * returns a function that stops and closes the sockets.
   */
  attach(server: DevChainServer, path: string, options: { portPlusOne: boolean }): () => void
  /** Notifies the subscribers of a landed transaction's signature and accounts. */
  landed(record: LandedTransaction, runtime: SolanaRuntime): void
  /** Notifies slot subscribers. */
  slot(slot: number): void
}

export function createSolanaPubSub(runtime: () => SolanaRuntime): SolanaPubSub {
  const subscriptions = new Map<number, Subscription>()
  // Signature subscriptions that fired (and were disposed of): unsubscribing one answers true, so a
  // client that raced the notification does not retry an unsubscribe forever.
  const disposed = new Map<number, WebSocket>()
  let nextId = 0

  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(toJson(message))
  }
  const notify = (id: number, method: string, result: unknown) =>
    send(subscriptions.get(id)!.socket, { jsonrpc: '2.0', method, params: { result, subscription: id } })

  const notifySignature = (id: number, record: LandedTransaction) => {
    notify(id, 'signatureNotification', { context: { slot: record.slot }, value: { err: record.err } })
    disposed.set(id, subscriptions.get(id)!.socket)
    if (disposed.size > MAX_DISPOSED) disposed.delete(disposed.keys().next().value!)
    subscriptions.delete(id) // a node disposes of a signature subscription once it fires
  }

  const accountValue = (key: string, encoding: { encoding: AccountEncoding; dataSlice?: DataSlice }) => {
    const rt = runtime()
    const account = rt.account(key) ?? { lamports: 0n, owner: SYSTEM_PROGRAM, executable: false, data: new Uint8Array() }
    return encodeAccount(account, encoding, rt.decimalsOf)
  }

  const subscribe = (socket: WebSocket, method: string, params: unknown[]): { id: number; after?: () => void } => {
    const own = [...subscriptions.values()].filter((s) => s.socket === socket).length
    if (own >= MAX_SUBSCRIPTIONS_PER_SOCKET) throw new RpcError(-32602, `Invalid params: at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection`)
    const id = nextId++
    if (method === 'signatureSubscribe') {
      if (typeof params[0] !== 'string') throw new RpcError(-32602, 'Invalid params: expected a base58 signature')
      const signature = params[0]
      subscriptions.set(id, { kind: 'signature', socket, signature })
      const record = runtime().transaction(signature)
      return { id, after: record ? () => subscriptions.has(id) && notifySignature(id, record) : undefined }
    }
    if (method === 'accountSubscribe') {
      const key = pubkeyParam(params[0])
      const encoding = accountConfig(params[1], 'binary')
      subscriptions.set(id, { kind: 'account', socket, key, encoding })
      return { id }
    }
    subscriptions.set(id, { kind: 'slot', socket })
    return { id }
  }

  const answer = (socket: WebSocket, request: unknown): { response?: unknown; after?: () => void } => {
    const r = request as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
    if (typeof r !== 'object' || r === null || r.jsonrpc !== '2.0' || typeof r.method !== 'string') {
      return { response: { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id: r?.id ?? null } }
    }
    if (r.id === undefined) return {} // a notification (web3.js pings every 5 s): no answer
    const params = Array.isArray(r.params) ? r.params : []
    try {
      if (['signatureSubscribe', 'accountSubscribe', 'slotSubscribe'].includes(r.method)) {
        const { id, after } = subscribe(socket, r.method, params)
        return { response: { jsonrpc: '2.0', result: id, id: r.id }, after }
      }
      const kind = UNSUBSCRIBE[r.method]
      if (kind) {
        if (kind === 'signature' && disposed.get(params[0] as number) === socket) {
          disposed.delete(params[0] as number)
          return { response: { jsonrpc: '2.0', result: true, id: r.id } }
        }
        const sub = subscriptions.get(params[0] as number)
        if (!sub || sub.socket !== socket || sub.kind !== kind) throw new RpcError(-32602, 'Invalid subscription id.')
        subscriptions.delete(params[0] as number)
        return { response: { jsonrpc: '2.0', result: true, id: r.id } }
      }
      return { response: { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: r.id } }
    } catch (error) {
      const e = error instanceof RpcError ? error : new RpcError(-32603, 'Internal error')
      return { response: { jsonrpc: '2.0', error: { code: e.code, message: e.message }, id: r.id } }
    }
  }

  const onConnection = (socket: WebSocket) => {
    socket.on('message', (data) => {
      let request: unknown
      try {
        request = JSON.parse(data.toString())
      } catch {
        send(socket, { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null })
        return
      }
      const { response, after } = answer(socket, request)
      if (response) send(socket, response)
      after?.()
    })
    socket.on('close', () => {
      for (const [id, sub] of subscriptions) if (sub.socket === socket) subscriptions.delete(id)
      for (const [id, owner] of disposed) if (owner === socket) disposed.delete(id)
    })
    socket.on('error', () => socket.terminate())
  }

  return {
    attach(server, path, { portPlusOne }) {
      const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
      wss.on('connection', onConnection)
      const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== path) return
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request))
      }
      server.on('upgrade', onUpgrade)
      // web3.js derives its WebSocket URL from an RPC URL with an explicit port as port + 1 (a
      // validator's layout: 8899 / 8900): serve the same subscriptions there, when that port is free.
      let secondary: ReturnType<typeof createServer> | undefined
      const listenNextPort = () => {
        const info = server.address()
        if (!info || typeof info === 'string') return
        secondary = createServer((_request, response) => {
          response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only')
        })
        secondary.on('upgrade', onUpgrade)
        secondary.on('error', () => secondary?.close()) // taken: clients then need `wsEndpoint`
        secondary.listen(info.port + 1, info.address)
      }
      if (portPlusOne) {
        if (server.listening) listenNextPort()
        else server.once('listening', listenNextPort)
      }
      return () => {
        server.off('upgrade', onUpgrade)
        secondary?.close()
        secondary?.closeAllConnections()
        // Close code 1000: web3.js's socket client does not reconnect after a normal closure.
        for (const client of wss.clients) {
          client.close(1000, 'Server closing')
          setTimeout(() => client.terminate(), 500).unref()
        }
        wss.close()
      }
    },
    landed(record) {
      const keys = new Set(record.accountKeys)
      for (const [id, sub] of subscriptions) {
        if (sub.kind === 'signature' && sub.signature === record.signature) notifySignature(id, record)
        else if (sub.kind === 'account' && keys.has(sub.key)) {
          notify(id, 'accountNotification', { context: { slot: record.slot }, value: accountValue(sub.key, sub.encoding) })
        }
      }
    },
    slot(slot) {
      for (const [id, sub] of subscriptions) {
        if (sub.kind === 'slot') notify(id, 'slotNotification', { parent: Math.max(0, slot - 1), root: slot, slot })
      }
    },
  }
}
