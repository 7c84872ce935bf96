import type { Chain } from 'viem'
import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import { getAccessToken } from '../../client/session/getAccessToken.js'
import { MFA_TOKEN_HEADER } from '../../constants.js'
import { withMfa } from '../../mfa/withMfa.js'
import { FoyerError } from '../../errors/base.js'
import {
  ETHEREUM_ADDRESS_VERIFIER, WALLET_SERVICE_EVENTS as E,
  type WalletServiceRpcRequest, type WalletServiceTransactionRequest,
} from '../../types/walletService.js'
import { chainsOf } from './constants.js'
import { chainFees, feeRuleOf, gasStationFees, type Eip1559Fees } from './gasRules.js'
import { normalizeTransactionRequest, supportedChainOf, switchChainTarget, type NormalizedTransactionRequest } from './chainRules.js'
import { ProviderRpcError } from './errors.js'
import { chainRpc, estimateGas as estimateChainGas } from './chainRpc.js'
import { embeddedFrameOf } from './session.js'
import { WalletRecoveryRequiredError } from './recovery/errors.js'
import { withWalletRecovery } from './recovery/withWalletRecovery.js'
import { embeddedEthereumWallets, entropyOf } from './wallets.js'
import { isServerHeldWallet } from '../../types/serverWallets.js'

/** Which embedded wallet (address) and, optionally, which chain the provider starts on. */
export type GetEmbeddedEthereumProviderParameters = {
  /** The embedded wallet's address. */
  address: string
  /** The chain to start on (default: the client's `defaultChain`). */
  chainId?: number | undefined
}

/** An EIP-1193 provider (`request`, `on`, `removeListener`). */
export type EmbeddedEthereumProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
  /** The chain the provider is on now. */
  readonly chainId: number
}
/** An EIP-1193 provider for the embedded wallet. */
export type GetEmbeddedEthereumProviderReturnType = EmbeddedEthereumProvider
/** Nothing is thrown when the provider is made; `request` rejects with `ProviderRpcError` (numeric EIP-1193 codes). */
export type GetEmbeddedEthereumProviderErrorType = never

type Quantity = `0x${string}`

const hexOf = (value: number | bigint): Quantity => `0x${value.toString(16)}`
const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/** A wallet-service (or MFA) error → an EIP-1193 error (4100 for who-may-sign refusals, -32602 for bad requests, 4001 for a canceled MFA prompt). */
function toProviderError(error: unknown): unknown {
  // A wallet to recover first (headless): the host answers it with recoverWallet.
  if (error instanceof ProviderRpcError || error instanceof WalletRecoveryRequiredError || !(error instanceof FoyerError)) return error
  // The user closed the recovery screen: the request is rejected.
  if (error.code === 'recovery_flow_exited') return Object.assign(new ProviderRpcError(4001, error.shortMessage), { cause: error })
  const code = ['must_be_authenticated', 'MUST_BE_AUTHENTICATED', 'embedded_wallet_not_found'].includes(error.code)
    ? 4100
    : ['invalid_request', 'unable_to_sign'].includes(error.code) ? -32602
      // The user closed the MFA prompt: the request is rejected.
      : error.code === 'mfa_canceled' ? 4001 : -32603
  return Object.assign(new ProviderRpcError(code, error.shortMessage), { cause: error })
}

/**
 * The EIP-1193 provider of an embedded Ethereum wallet. Accounts and the chain are answered here;
 * personal_sign, eth_signTypedData_v4 and eth_signTransaction are signed by the wallet service
 * (the key never reaches this page; when the backend wants an MFA verification first, the user is
 * prompted and the signature retried — `withMfa`); eth_sendTransaction is filled in (nonce, gas
 * with the insufficient-funds fallback, fees by the chain's rule of gasRules.ts, type 2 — type 0
 * on chains 56, 97, 23294, 23295), signed there and broadcast to the chain's RPC;
 * wallet_switchEthereumChain moves among the client's `supportedChains` (4901 'Unsupported
 * chainId', 4200 'Invalid params'); read methods go to the chain's RPC.
 */
export function getEmbeddedEthereumProvider(
  client: FoyerClient,
  { address, chainId }: GetEmbeddedEthereumProviderParameters,
): GetEmbeddedEthereumProviderReturnType {
  const chains = chainsOf(client)
  const chainById = (id: number): Chain | undefined => chains.supported.find((c) => c.id === id)
  let chain: Chain = (chainId !== undefined ? chainById(chainId) : undefined) ?? chains.initial
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const rpc = (on: Chain, method: string, params: unknown = []) => chainRpc(client, on, method, params)

  async function sign(request: WalletServiceRpcRequest) {
    const user = userValue.get(client)
    const accessToken = user ? await getAccessToken(client) : null
    if (!user || !accessToken) throw new ProviderRpcError(4100, 'User must be authenticated before signing with a Foyer wallet')
    const wallet = embeddedEthereumWallets(user).find((w) => sameAddress(w.address, address))
    // A server-held wallet signs on the backend, authorized by the session's signer key (no key on the device).
    if (wallet?.id && isServerHeldWallet(wallet)) {
      const { serverEthereumRpc } = await import('../server/serverWalletRpc.js')
      return serverEthereumRpc(client, { id: wallet.id, chainType: 'ethereum' }, request).catch((error: unknown) => {
        throw toProviderError(error)
      })
    }
    const entropy = wallet ? entropyOf(user, wallet) : null
    if (!entropy) throw new ProviderRpcError(4100, 'Cannot request a signature with this wallet address')
    const selector = { accessToken, entropyId: entropy.entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: entropy.hdWalletIndex, chainType: 'ethereum' as const, request }
    // The backend authorizes each signature; when it wants MFA, withMfa prompts (4 attempts, time-outs) and retries with the token.
    // A wallet not on this device whose method needs the user: recovered first (the recovery screen), or WalletRecoveryRequiredError.
    return withWalletRecovery(client, entropy.entropyId, () => withMfa(client, async (headers) => {
      const mfaToken = headers[MFA_TOKEN_HEADER]
      return embeddedFrameOf(client).request(E.rpc, { ...selector, accessToken: (await getAccessToken(client)) ?? accessToken, ...(mfaToken ? { mfaToken } : {}) })
    }, { kind: 'txn' })).catch((error: unknown) => {
      throw toProviderError(error)
    })
  }

  /** Fills in a transaction (chain, type, nonce, gas, fees) for signing; returns it and its chain. */
  async function prepare(raw: unknown): Promise<{ tx: WalletServiceTransactionRequest; on: Chain }> {
    const request = normalizeTransactionRequest(raw, { address, chainId: chain.id })
    const on = supportedChainOf(chains.supported, request.chainId)
    const call = {
      from: address,
      ...(request.to ? { to: request.to } : {}),
      ...(request.data ? { data: request.data } : {}),
      ...(request.value !== undefined ? { value: hexOf(request.value) } : {}),
    }
    const [nonce, gas, fees] = await Promise.all([
      request.nonce !== undefined ? hexOf(request.nonce) : (rpc(on, 'eth_getTransactionCount', [address, 'pending']) as Promise<Quantity>),
      request.gas !== undefined ? hexOf(request.gas) : estimateGas(on, call),
      feesOf(on, request),
    ])
    return { on, tx: { ...call, to: request.to, chainId: request.chainId, nonce, gas, type: request.type === 0 ? '0x0' : '0x2', ...fees } as WalletServiceTransactionRequest }
  }

  const estimateGas = (on: Chain, call: Record<string, unknown>) => estimateChainGas(client, on, call)

  /** The standard tier of a gas station; null when it cannot be read (the chain's own fees are used then). */
  async function stationFees(url: string): Promise<Eip1559Fees | null> {
    try {
      const response = await client.fetch(url, { method: 'GET', headers: { accept: 'application/json' } })
      return response.ok ? gasStationFees(await response.json()) : null
    } catch {
      return null
    }
  }

  /** The fees of a transaction: the request's own, else the chain's rule (gasRules.ts) over what the chain answers. */
  async function feesOf(on: Chain, request: NormalizedTransactionRequest): Promise<{ gasPrice: Quantity } | { maxFeePerGas: Quantity; maxPriorityFeePerGas: Quantity }> {
    const rule = feeRuleOf(on, client.gasStationUrls)
    if (request.type === 0) {
      if (request.gasPrice !== undefined) return { gasPrice: hexOf(request.gasPrice) }
      const station = rule.kind === 'gas-station' ? await stationFees(rule.url) : null
      return { gasPrice: station ? hexOf(station.maxFeePerGas) : ((await rpc(on, 'eth_gasPrice')) as Quantity) }
    }
    const given = { maxFeePerGas: request.maxFeePerGas ?? request.gasPrice, maxPriorityFeePerGas: request.maxPriorityFeePerGas }
    if (given.maxFeePerGas !== undefined && given.maxPriorityFeePerGas !== undefined) {
      return { maxFeePerGas: hexOf(given.maxFeePerGas), maxPriorityFeePerGas: hexOf(given.maxPriorityFeePerGas) }
    }
    const [block, priorityFee, station] = await Promise.all([
      rpc(on, 'eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: Quantity } | null>,
      rule.kind === 'arbitrum' || given.maxPriorityFeePerGas !== undefined ? undefined : (rpc(on, 'eth_maxPriorityFeePerGas') as Promise<Quantity>).then(BigInt),
      rule.kind === 'gas-station' ? stationFees(rule.url) : undefined,
    ])
    const fees = chainFees(rule, { baseFee: BigInt(block?.baseFeePerGas ?? '0x0'), priorityFee, station: station ?? undefined }, given)
    return { maxFeePerGas: hexOf(fees.maxFeePerGas), maxPriorityFeePerGas: hexOf(fees.maxPriorityFeePerGas) }
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [address]
      case 'eth_chainId':
        return hexOf(chain.id)
      case 'personal_sign': {
        const [message, signer] = list
        if (typeof message !== 'string' || !sameAddress(signer, address)) throw new ProviderRpcError(-32602, 'Invalid params')
        return ((await sign({ method, params: [message, address] })) as { signature: string }).signature
      }
      case 'eth_signTypedData_v4': {
        const [signer, typedData] = list
        if (!sameAddress(signer, address) || (typeof typedData !== 'string' && (typeof typedData !== 'object' || typedData === null))) {
          throw new ProviderRpcError(-32602, 'Invalid params')
        }
        return ((await sign({ method, params: [address, typedData as string | Record<string, unknown>] })) as { signature: string }).signature
      }
      case 'eth_signTransaction': {
        const { tx } = await prepare(list[0])
        return ((await sign({ method, params: [tx] })) as { signedTransaction: string }).signedTransaction
      }
      case 'eth_sendTransaction': {
        const { tx, on } = await prepare(list[0])
        const { signedTransaction } = (await sign({ method: 'eth_signTransaction', params: [tx] })) as { signedTransaction: string }
        return rpc(on, 'eth_sendRawTransaction', [signedTransaction])
      }
      case 'wallet_switchEthereumChain': {
        const next = switchChainTarget(params, chains.supported)
        if (next.id !== chain.id) {
          chain = next
          emit('chainChanged', hexOf(next.id))
        }
        return null
      }
      case 'eth_sign':
      case 'eth_sendUserOperation':
      case 'eth_populateTransaction':
        throw new ProviderRpcError(4200, 'The Provider does not support the requested method.')
      default:
        if (method.startsWith('wallet_')) throw new ProviderRpcError(4200, 'The Provider does not support the requested method.')
        return rpc(chain, method, params ?? [])
    }
  }

  return {
    request,
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    get chainId() {
      return chain.id
    },
  }
}
