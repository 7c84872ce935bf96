import type { WalletServiceReply, WalletServiceRequest, WalletServiceStorage } from '../../src/core/types/walletService.js'
import { createWalletService, type CreateWalletServiceParameters } from '../../src/wallet-service/index.js'
import { createDevBackend, type DevBackend } from '../../src/testing/index.js'
import { login } from '../testing/helpers.js'

export const HOST = 'http://localhost:5173'

/** A storage that records what it holds (the wallet origin's localStorage). */
export function memoryStorage(): WalletServiceStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/** A fetch that calls the in-process backend. */
export const backendFetch = (backend: DevBackend): typeof fetch => (input, init) =>
  backend.fetch(new Request(input instanceof Request ? input : String(input), init))

let counter = 0

/** A wallet service on `backend` plus a `send` that records every answer. */
export function serviceOn(
  backend: DevBackend,
  options: Partial<Omit<CreateWalletServiceParameters, 'storage'>> & { storage?: ReturnType<typeof memoryStorage> } = {},
) {
  const storage = options.storage ?? memoryStorage()
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage, ...options })
  const replies: WalletServiceReply[] = []
  async function send<E extends WalletServiceRequest['event']>(event: E, data: Extract<WalletServiceRequest, { event: E }>['data'] | Record<string, unknown>, origin = HOST) {
    const reply = await service.handle({ id: `r${++counter}`, event, data }, { origin })
    if (reply) replies.push(reply)
    return reply
  }
  return { service, storage, replies, send }
}

export async function newBackendWithUser(email = 'ada@example.com') {
  const backend = createDevBackend()
  const session = await login(backend, email)
  return { backend, session, token: session.token }
}
