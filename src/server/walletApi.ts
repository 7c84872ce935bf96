/**
 * A client of the wallet API for the host's server: it signs with the wallets users delegated to
 * the app (`POST /api/v1/wallets/{wallet_id}/rpc`) and creates server wallets (`POST /api/v1/wallets`).
 * Each call carries the app secret (HTTP Basic, app id : app secret) and, for a signature, the
 * authorization signature of the request by the app's authorization key.
 */
import { APP_ID_HEADER, AUTHORIZATION_SIGNATURE_HEADER, MAX_REQUEST_LIFETIME_MS, REQUEST_EXPIRY_HEADER } from './canonical.js'
import { importAuthorizationKey, signAuthorizationRequest, type AuthorizationPrivateKey } from './authorization.js'

/** What `createWalletApi` takes. */
export type CreateWalletApiParameters = {
  /** The backend's origin, e.g. `https://auth.example.com`. */
  apiUrl: string
  /** The app's id (25 characters). */
  appId: string
  /** The app secret (never in a browser). */
  appSecret: string
  /** The app's authorization private key (base64 PKCS#8 P-256, or a CryptoKey): needed to sign with wallets. */
  authorizationPrivateKey?: AuthorizationPrivateKey | undefined
  /** Default: the global fetch. */
  fetch?: typeof fetch | undefined
  /** How long a signed request stays valid (ms, at most 5 minutes). Default 60000. */
  requestLifetimeMs?: number | undefined
  /** ms clock. Default Date.now. */
  now?: (() => number) | undefined
}

/** A numeric field of a transaction: a safe integer, a bigint or a 0x hex string (bigints are sent as hex). */
export type WalletApiQuantity = number | bigint | `0x${string}`

/** An Ethereum transaction for `eth_signTransaction`, in the wire's snake_case. */
export type WalletApiEthereumTransaction = {
  from?: string | undefined
  to?: string | undefined
  nonce?: WalletApiQuantity | undefined
  chain_id: WalletApiQuantity
  data?: `0x${string}` | undefined
  value?: WalletApiQuantity | undefined
  /** 0 (legacy) or 2 (EIP-1559, the default). */
  type?: 0 | 2 | undefined
  gas_limit?: WalletApiQuantity | undefined
  gas_price?: WalletApiQuantity | undefined
  max_fee_per_gas?: WalletApiQuantity | undefined
  max_priority_fee_per_gas?: WalletApiQuantity | undefined
}

/** A server wallet as `POST /api/v1/wallets` answers it. */
export type WalletApiWallet = { id: string; address: string; chain_type: 'ethereum' | 'solana'; owner_id: string | null; created_at: number }

/** A refusal of the wallet API: the HTTP status and the backend's `{ error, code }`. */
export class WalletApiError extends Error {
  override name = 'WalletApiError'
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

/** The wallet API client `createWalletApi` returns. */
export type WalletApi = {
  /** Signs an Ethereum transaction with a delegated wallet: the signed transaction (0x hex, ready to broadcast). */
  signTransaction(parameters: { walletId: string; transaction: WalletApiEthereumTransaction }): Promise<{ signedTransaction: `0x${string}` }>
  /** Signs a message with a delegated Solana wallet: the ed25519 signature (base64). */
  signSolanaMessage(parameters: { walletId: string; message: Uint8Array | string }): Promise<{ signature: string }>
  /** `POST /api/v1/wallets/{walletId}/rpc` with any body: the backend's answer (`{ method, data }`). */
  rpc(walletId: string, body: Record<string, unknown>): Promise<{ method: string; data: Record<string, unknown> }>
  /** `POST /api/v1/wallets`: a wallet the backend holds for the app (optionally for a user of the app). */
  createWallet(parameters: { chainType: 'ethereum' | 'solana'; ownerId?: string | undefined }): Promise<WalletApiWallet>
}

const quantity = (value: WalletApiQuantity | undefined) => (typeof value === 'bigint' ? `0x${value.toString(16)}` : value)

const toBase64 = (bytes: Uint8Array) => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Creates the wallet API client of the host's server. */
export function createWalletApi(parameters: CreateWalletApiParameters): WalletApi {
  const { appId, appSecret } = parameters
  const base = parameters.apiUrl.replace(/\/+$/, '')
  const fetchFn = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = parameters.now ?? (() => Date.now())
  const lifetime = Math.min(parameters.requestLifetimeMs ?? 60_000, MAX_REQUEST_LIFETIME_MS)
  const basic = `Basic ${toBase64(new TextEncoder().encode(`${appId}:${appSecret}`))}`
  let key: Promise<CryptoKey> | undefined

  async function call<T>(path: string, body: Record<string, unknown>, signed: boolean): Promise<T> {
    const url = `${base}${path}`
    const headers: Record<string, string> = { authorization: basic, [APP_ID_HEADER]: appId, 'content-type': 'application/json' }
    if (signed) {
      if (!parameters.authorizationPrivateKey) throw new TypeError('createWalletApi: signing with a wallet needs authorizationPrivateKey')
      key ??= importAuthorizationKey(parameters.authorizationPrivateKey)
      const expiry = now() + lifetime
      headers[REQUEST_EXPIRY_HEADER] = String(expiry)
      headers[AUTHORIZATION_SIGNATURE_HEADER] = await signAuthorizationRequest({ method: 'POST', url, body, appId, expiry }, await key)
    }
    const response = await fetchFn(url, { method: 'POST', headers, body: JSON.stringify(body) })
    const json = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null
    if (!response.ok) {
      throw new WalletApiError(response.status, typeof json?.code === 'string' ? json.code : 'unknown_error', typeof json?.error === 'string' ? json.error : `HTTP ${response.status}`)
    }
    return json as T
  }

  const rpc: WalletApi['rpc'] = (walletId, body) =>
    call(`/api/v1/wallets/${encodeURIComponent(walletId)}/rpc`, body, true)

  return {
    rpc,
    async signTransaction({ walletId, transaction }) {
      const fields = Object.fromEntries(Object.entries(transaction).map(([k, v]) => [k, quantity(v as WalletApiQuantity)]))
      const answer = await rpc(walletId, { chain_type: 'ethereum', method: 'eth_signTransaction', params: { transaction: fields }, wallet_id: walletId })
      return { signedTransaction: answer.data.signed_transaction as `0x${string}` }
    },
    async signSolanaMessage({ walletId, message }) {
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
      const answer = await rpc(walletId, { chain_type: 'solana', method: 'signMessage', params: { message: toBase64(bytes), encoding: 'base64' }, wallet_id: walletId })
      return { signature: answer.data.signature as string }
    },
    createWallet: ({ chainType, ownerId }) =>
      call('/api/v1/wallets', { chain_type: chainType, ...(ownerId !== undefined ? { owner_id: ownerId } : {}) }, false),
  }
}
