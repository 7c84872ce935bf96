/**
 * The session's signer key of server-held wallets: a P-256 key pair made with WebCrypto (the
 * private key non-extractable), its public key registered with the backend for the user's session
 * (`POST /api/v1/wallets/session_signers`, once per session), kept in memory and in IndexedDB for
 * the session (a reload keeps signing), dropped at logout. Every wallet request is signed with it
 * (`signedWalletRequest`): the backend signs with the user's wallet only for a request of this
 * session, signed, unexpired and unused.
 */
import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import { getAccessToken } from '../../client/session/getAccessToken.js'
import { ApiError } from '../../errors/api.js'
import { bytesToBase64 } from '../../utils/base64.js'
import { decodeJwtPayload } from '../../utils/jwtPayload.js'
import { SignWithWalletAuthError } from '../embedded/errors.js'
import { SESSION_EXPIRY_HEADER, SESSION_SIGNATURE_HEADER, signedRequestPayload } from './canonical.js'
import { SessionSignerLostError } from './errors.js'
import { SESSION_REQUEST_LIFETIME_MS, SESSION_SIGNER_PATH } from '../../types/serverWallets.js'

/** A session's signer: whose session, the private key (non-extractable), the public key (base64 SPKI). */
export type SessionSigner = { userId: string; sessionId: string; privateKey: CryptoKey; publicKey: string }

const DB_NAME = 'foyer-session-signers'
const STORE = 'signers'
const signers = new WeakMap<FoyerClient, { key: string; signer: Promise<SessionSigner> }>()
const watched = new WeakSet<FoyerClient>()

/** IndexedDB, when the page has it (null in Node and private modes that refuse it). */
function database(): Promise<IDBDatabase | null> {
  const factory = (globalThis as { indexedDB?: IDBFactory }).indexedDB
  if (!factory) return Promise.resolve(null)
  return new Promise((resolve) => {
    try {
      const request = factory.open(DB_NAME, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => resolve(null)
    } catch {
      resolve(null)
    }
  })
}

/** One IndexedDB operation on the signers' store; null when IndexedDB is unavailable or fails. */
async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await database()
  if (!db) return null
  return new Promise((resolve) => {
    try {
      const request = run(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => resolve(null)
    } catch {
      resolve(null)
    } finally {
      db.close()
    }
  })
}

const recordKey = (client: FoyerClient, userId: string) => `${client.appId}:${userId}`

/** The session id of an access token (its `sid` claim; '' when it has none). */
function sessionIdOf(token: string): string {
  try {
    const sid = decodeJwtPayload(token).sid
    return typeof sid === 'string' ? sid : ''
  } catch {
    return ''
  }
}

/** The signer this browser stored for the user's session (IndexedDB), or null. */
async function storedSigner(client: FoyerClient, userId: string, sessionId: string): Promise<SessionSigner | null> {
  const stored = await withStore('readonly', (store) => store.get(recordKey(client, userId)) as IDBRequest<SessionSigner | undefined>)
  return stored && stored.sessionId === sessionId && stored.privateKey ? stored : null
}

/** Makes a signer and registers its public key for the session; a session that already has one (409) lost its key here. */
async function newSigner(client: FoyerClient, userId: string, sessionId: string): Promise<SessionSigner> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
  const publicKey = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)))
  try {
    await client.http.request(SESSION_SIGNER_PATH, { method: 'POST', body: { public_key: publicKey }, auth: 'required', retry: false })
  } catch (error) {
    if (!(error instanceof ApiError && error.serverCode === 'session_signer_already_registered')) throw error
    // Another tab of this session may have registered (and stored) its key meanwhile.
    const stored = await storedSigner(client, userId, sessionId)
    if (stored) return stored
    throw new SessionSignerLostError({ cause: error })
  }
  const signer = { userId, sessionId, privateKey: pair.privateKey, publicKey }
  // A CryptoKey is stored as is (structured clone): the private key stays non-extractable.
  await withStore('readwrite', (store) => store.put(signer, recordKey(client, userId)))
  return signer
}

/** Drops the client's signers (memory and IndexedDB) at logout. */
function watchLogout(client: FoyerClient): void {
  if (watched.has(client)) return
  watched.add(client)
  client.events.on('logout', () => {
    const current = signers.get(client)
    signers.delete(client)
    if (current) void current.signer.then((s) => withStore('readwrite', (store) => store.delete(recordKey(client, s.userId)))).catch(() => undefined)
  })
}

/**
 * The signer of the user's current session: from memory, else from IndexedDB (same session),
 * else made and registered now. 'User must be authenticated before signing with a Foyer wallet'
 * without a session.
 */
export async function sessionSignerOf(client: FoyerClient): Promise<SessionSigner> {
  const user = userValue.get(client)
  const token = user ? await getAccessToken(client) : null
  if (!user || !token) throw new SignWithWalletAuthError()
  watchLogout(client)
  const sessionId = sessionIdOf(token)
  const key = `${user.id}\n${sessionId}`
  const current = signers.get(client)
  if (current?.key === key) return current.signer
  const signer = (async () => (await storedSigner(client, user.id, sessionId)) ?? newSigner(client, user.id, sessionId))()
  signers.set(client, { key, signer })
  signer.catch(() => {
    if (signers.get(client)?.signer === signer) signers.delete(client)
  })
  return signer
}

/**
 * POSTs `body` to `path` signed by the session's signer key: the `foyer-authorization-signature`
 * header (P-256 ECDSA, SHA-256, base64 r ‖ s) over the canonical form of the request, with a
 * 60000 ms `foyer-request-expiry`. Not retried (a signed request is single use).
 */
export async function signedWalletRequest<T>(client: FoyerClient, path: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const signer = await sessionSignerOf(client)
  const expiry = client.now() + SESSION_REQUEST_LIFETIME_MS
  const payload = signedRequestPayload({ method: 'POST', url: `${client.http.baseUrl}${path}`, body, appId: client.appId, expiry })
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signer.privateKey, new TextEncoder().encode(payload)))
  return client.http.request<T>(path, {
    method: 'POST', body, auth: 'required', retry: false,
    headers: { ...headers, [SESSION_SIGNATURE_HEADER]: bytesToBase64(signature), [SESSION_EXPIRY_HEADER]: String(expiry) },
  })
}
