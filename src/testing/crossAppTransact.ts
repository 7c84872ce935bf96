/**
 * The fake provider app's signing side (`/oauth/transact`): checks a signature request as a real
 * provider app must (its token, the requesting app, the wallet, the callback origin, bounded input)
 * and signs what the person approved with the test identity's own embedded-wallet key, held here
 * on the provider's backend. `eth_sendTransaction` broadcasts to the backend's local EVM chain.
 * The smart-wallet variants (`foyer_signSmartWalletMessage`, `foyer_signSmartWalletTypedData`,
 * `foyer_sendSmartWalletTx`) answer with the identity's smart wallet instead (crossAppSmartWallet.ts).
 */
import { createWalletClient, custom, isAddress, isHex, type Hex, type TransactionSerializable } from 'viem'
import type { BackendContext } from './context.js'
import type { DevChain } from './chains/types.js'
import { crossAppState, crossAppSubject, crossAppWalletAccount, findProvider } from './crossApp.js'
import { sendSmartWalletCalls, signSmartWalletMessage, signSmartWalletTypedData } from './crossAppSmartWallet.js'
import { ApiError } from './errors.js'
import { allowedOriginsOf, isAllowedOrigin } from './origins.js'
import type { CrossAppProviderOptions, WireCrossAppAccount } from './types.js'

/** The smart-wallet variants: the provider app answers them with the identity's smart wallet (crossAppSmartWallet.ts). */
export const CROSS_APP_SMART_WALLET_METHODS = ['foyer_signSmartWalletMessage', 'foyer_signSmartWalletTypedData', 'foyer_sendSmartWalletTx'] as const
export const CROSS_APP_SIGN_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_signTransaction', ...CROSS_APP_SMART_WALLET_METHODS] as const
export type CrossAppSignMethod = (typeof CROSS_APP_SIGN_METHODS)[number]
const isSmartWalletMethod = (method: string) => (CROSS_APP_SMART_WALLET_METHODS as readonly string[]).includes(method)

/** Input bounds: the token's and the request JSON's length; how far the request's timestamp may be from now. */
export const CROSS_APP_TRANSACT_LIMITS = { tokenLength: 256, requestLength: 64 * 1024, clockSkewMs: 10 * 60_000 } as const

export const transactErrors = {
  token: () => new ApiError(401, 'missing_or_invalid_token', 'Transactions require a valid token'),
  readOnly: () => new ApiError(403, 'cross_app_connection_not_allowed', 'Cannot transact against a read-only provider app'),
  wallet: () => new ApiError(400, 'invalid_data', 'Cannot request a signature with this wallet address'),
  callback: () => new ApiError(403, 'invalid_origin', 'The callbackUrl is not an allowed origin of the requesting app'),
  request: (why: string) => new ApiError(400, 'invalid_data', `Invalid signature request: ${why}`),
}

/** A checked signature request: who signs, what, and where the answer goes. */
export type CheckedTransact = {
  provider: CrossAppProviderOptions
  identity: string
  address: `0x${string}`
  method: CrossAppSignMethod
  params: unknown[]
  /** The requesting page's origin (an allowed origin of the app): the only target of the answer. */
  callbackOrigin: string
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The callback origin of a raw request JSON when it is an allowed origin of the app (for answering an error), else null. */
export function allowedCallbackOrigin(ctx: BackendContext, requestJson: unknown): string | null {
  try {
    if (typeof requestJson !== 'string' || requestJson.length > CROSS_APP_TRANSACT_LIMITS.requestLength) return null
    const callback = (JSON.parse(requestJson) as { callbackUrl?: unknown }).callbackUrl
    if (typeof callback !== 'string') return null
    const origin = new URL(callback).origin
    return isAllowedOrigin(allowedOriginsOf(ctx), origin) ? origin : null
  } catch {
    return null
  }
}

/**
 * Checks `token` and the `request` JSON (`{ content: { request: { method, params } }, timestamp,
 * callbackUrl }`): the token is known, unexpired, issued for this app and bound to a user that
 * still holds the cross-app account; the provider is not read-only; the callback is an allowed
 * origin; the method is one of `CROSS_APP_SIGN_METHODS`; the wallet is the token's identity's: its
 * embedded wallet, or for a smart-wallet variant the smart wallet its cross-app account lists.
 */
export function checkTransact(ctx: BackendContext, providers: CrossAppProviderOptions[], token: unknown, requestJson: unknown): CheckedTransact {
  if (typeof token !== 'string' || !token || token.length > CROSS_APP_TRANSACT_LIMITS.tokenLength) throw transactErrors.token()
  const grant = crossAppState(ctx.store).tokens.get(token)
  if (!grant || grant.expiresAt <= ctx.now() || grant.requesterAppId !== ctx.appId || !grant.userId) throw transactErrors.token()
  const user = ctx.store.users.get(grant.userId)
  const subject = crossAppSubject(grant.providerAppId, grant.identity)
  const held = user?.linked_accounts.find((a): a is WireCrossAppAccount => a.type === 'cross_app' && (a as WireCrossAppAccount).subject === subject)
  if (!held) throw transactErrors.token()
  const provider = findProvider(providers, grant.providerAppId)
  if (!provider) throw transactErrors.token()
  if (provider.readOnly) throw transactErrors.readOnly()

  if (typeof requestJson !== 'string' || requestJson.length > CROSS_APP_TRANSACT_LIMITS.requestLength) throw transactErrors.request('missing or too long')
  let parsed: unknown
  try {
    parsed = JSON.parse(requestJson)
  } catch {
    throw transactErrors.request('not JSON')
  }
  if (!isObject(parsed)) throw transactErrors.request('not an object')
  const callbackOrigin = allowedCallbackOrigin(ctx, requestJson)
  if (!callbackOrigin) throw transactErrors.callback()
  const { timestamp, content } = parsed
  if (typeof timestamp !== 'number' || Math.abs(ctx.now() - timestamp) > CROSS_APP_TRANSACT_LIMITS.clockSkewMs) throw transactErrors.request('stale timestamp')
  const request = isObject(content) ? content.request : undefined
  if (!isObject(request)) throw transactErrors.request('no request')
  const method = request.method
  if (typeof method !== 'string' || !(CROSS_APP_SIGN_METHODS as readonly string[]).includes(method)) throw transactErrors.request('unsupported method')
  if (!Array.isArray(request.params)) throw transactErrors.request('params must be an array')
  const params = request.params as unknown[]
  // The smart-wallet variants sign with the identity's smart wallet (the one its cross-app account lists).
  const smart = isSmartWalletMethod(method)
  const address = (smart ? held.smart_wallets[0]?.address : crossAppWalletAccount(provider.id, grant.identity).address) as `0x${string}` | undefined
  const asked =
    method === 'personal_sign' || method === 'foyer_signSmartWalletMessage' ? params[1]
      : method === 'eth_signTypedData_v4' || method === 'foyer_signSmartWalletTypedData' ? params[0]
        : isObject(params[0]) ? (params[0].from ?? address) : undefined
  if (!address || typeof asked !== 'string' || !isAddress(asked, { strict: false }) || asked.toLowerCase() !== address.toLowerCase()) throw transactErrors.wallet()
  return { provider, identity: grant.identity, address, method: method as CrossAppSignMethod, params, callbackOrigin }
}

type EvmProvider = { request(args: { method: string; params?: readonly unknown[] }): Promise<unknown> }

/** The local EVM network of `chainId` (default: the first), if the backend runs one. */
function evmNetwork(chains: readonly DevChain[], chainId: number | undefined): { chainId: number; provider: EvmProvider } | null {
  for (const chain of chains) {
    if (chain.chainType !== 'ethereum' || !('provider' in chain)) continue
    const network = chain.describe().networks.find((n) => chainId === undefined || n.id === chainId)
    if (network) return { chainId: Number(network.id), provider: (chain as unknown as { provider(id: number): EvmProvider }).provider(Number(network.id)) }
  }
  return null
}

const quantity = (value: unknown, name: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  throw transactErrors.request(`${name} must be a hex quantity`)
}

/** A wire transaction (hex quantities) as viem's, checked field by field. */
function transactionOf(input: unknown): { chainId?: number; tx: Record<string, unknown> } {
  if (!isObject(input)) throw transactErrors.request('the transaction must be an object')
  const to = input.to
  if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to, { strict: false }))) throw transactErrors.request('to must be an address')
  const data = input.data ?? input.input
  if (data !== undefined && (typeof data !== 'string' || !isHex(data))) throw transactErrors.request('data must be hex')
  const chainId = quantity(input.chainId, 'chainId')
  const tx: Record<string, unknown> = {
    to: to ?? undefined,
    data,
    value: quantity(input.value, 'value'),
    gas: quantity(input.gas ?? input.gasLimit, 'gas'),
    nonce: input.nonce === undefined ? undefined : Number(quantity(input.nonce, 'nonce')),
    gasPrice: quantity(input.gasPrice, 'gasPrice'),
    maxFeePerGas: quantity(input.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(input.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
  }
  for (const key of Object.keys(tx)) if (tx[key] === undefined) delete tx[key]
  return { chainId: chainId === undefined ? undefined : Number(chainId), tx }
}

/**
 * Signs (or sends) a checked request with the identity's key: a signature for `personal_sign` and
 * `eth_signTypedData_v4`, a signed transaction for `eth_signTransaction`, the hash for
 * `eth_sendTransaction` (broadcast to the local EVM chain). With a local network the missing
 * fields (nonce, gas, fees) are filled from it; without one a transaction to sign must carry them.
 */
export async function signTransact(ctx: BackendContext, chains: readonly DevChain[], checked: CheckedTransact): Promise<Hex> {
  const account = crossAppWalletAccount(checked.provider.id, checked.identity)
  const { method, params } = checked
  const who = [chains, checked.provider.id, checked.identity] as const
  if (method === 'personal_sign' || method === 'foyer_signSmartWalletMessage') {
    const message = params[0]
    if (typeof message !== 'string') throw transactErrors.request('the message must be a string')
    const signable = isHex(message) ? { raw: message } : message
    return method === 'personal_sign' ? account.signMessage({ message: signable }) : signSmartWalletMessage(...who, signable)
  }
  if (method === 'eth_signTypedData_v4' || method === 'foyer_signSmartWalletTypedData') {
    let typed: unknown = params[1]
    try {
      if (typeof typed === 'string') typed = JSON.parse(typed)
    } catch {
      throw transactErrors.request('typed data must be JSON')
    }
    if (!isObject(typed) || !isObject(typed.types) || typeof typed.primaryType !== 'string' || !isObject(typed.message)) {
      throw transactErrors.request('typed data needs types, primaryType and message')
    }
    const { EIP712Domain: _domainType, ...types } = typed.types as Record<string, unknown>
    const definition = { domain: typed.domain ?? {}, types, primaryType: typed.primaryType, message: typed.message }
    try {
      if (method === 'foyer_signSmartWalletTypedData') return await signSmartWalletTypedData(...who, definition as Parameters<typeof signSmartWalletTypedData>[3])
      return await account.signTypedData(definition as Parameters<typeof account.signTypedData>[0])
    } catch (error) {
      if (error instanceof ApiError) throw error
      throw transactErrors.request((error as Error).message.split('\n')[0] ?? 'typed data')
    }
  }
  const { chainId, tx } = transactionOf(params[0])
  if (method === 'foyer_sendSmartWalletTx') {
    if (tx.to === undefined) throw transactErrors.request('a smart wallet transaction needs to')
    return sendSmartWalletCalls(ctx, ...who, chainId, [{ to: tx.to as `0x${string}`, value: tx.value as bigint | undefined, data: tx.data as Hex | undefined }])
  }
  const network = evmNetwork(chains, chainId)
  if (method === 'eth_sendTransaction' && !network) throw new ApiError(400, 'transaction_broadcast_failure', `No local chain with id ${chainId ?? '(default)'}`)
  let prepared: TransactionSerializable
  if (network) {
    const wallet = createWalletClient({ account, transport: custom(network.provider) })
    try {
      const request = await wallet.prepareTransactionRequest({ ...(tx as object), chain: null, chainId: network.chainId } as never)
      prepared = { ...(request as object), chainId: network.chainId } as TransactionSerializable
    } catch (error) {
      throw new ApiError(400, 'transaction_broadcast_failure', (error as Error).message.split('\n')[0] ?? 'Could not prepare the transaction')
    }
  } else {
    if (chainId === undefined || tx.nonce === undefined || tx.gas === undefined || (tx.gasPrice === undefined && tx.maxFeePerGas === undefined)) {
      throw transactErrors.request('chainId, nonce, gas and a fee are needed without a local chain')
    }
    prepared = { ...tx, chainId } as TransactionSerializable
  }
  const { account: _account, from: _from, type: _type, ...serializable } = prepared as TransactionSerializable & { account?: unknown; from?: unknown; type?: unknown }
  const signed = await account.signTransaction(serializable as TransactionSerializable)
  if (method === 'eth_signTransaction') return signed
  try {
    return (await network!.provider.request({ method: 'eth_sendRawTransaction', params: [signed] })) as Hex
  } catch (error) {
    throw new ApiError(400, 'transaction_broadcast_failure', (error as Error).message.split('\n')[0] ?? 'Broadcast failed')
  }
}

/** `backend.crossApp.approveTransaction(url)`: what Approve on the provider's signing page does. */
export async function approveTransactUrl(ctx: BackendContext, providers: CrossAppProviderOptions[], chains: readonly DevChain[], url: string) {
  const params = new URL(url).searchParams
  const checked = checkTransact(ctx, providers, params.get('token'), params.get('request'))
  return { result: await signTransact(ctx, chains, checked), callbackOrigin: checked.callbackOrigin }
}

