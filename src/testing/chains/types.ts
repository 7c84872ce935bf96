/**
 * The seam between the dev backend and the local chains it can run (an EVM network, a Solana
 * runtime). The backend's main entry stays free of native modules: a chain is created by its own
 * node-only module and handed to `createDevBackend({ chains: [...] })`.
 */
import type { Hono } from 'hono'

/** The chain families the backend's faucet and reset know. */
export type DevChainType = 'ethereum' | 'solana'

/** `POST /__dev/faucet` body (and `backend.chains.faucet()`): credit native units or a token. */
export interface FaucetRequest {
  chainType: DevChainType
  /** EVM chain id (number); ignored for Solana. Default: the chain's first network. */
  chainId?: number
  /** The account to credit (0x… address, or a base58 Solana public key). */
  address: string
  /** 'native' (ETH / SOL) or the symbol of a token the chain deployed at start (e.g. 'USDC'). */
  asset?: string
  /** Decimal amount in whole units ('1.5' ETH); a default per asset when absent. */
  amount?: string
}

/** What a dev chain's faucet did: the transaction that credited the account and its new balance. */
export interface FaucetResult {
  /** The transaction (hash or signature) that credited the account. */
  transaction: string
  /** The account's balance of that asset afterwards, in base units, as a decimal string. */
  balance: string
}

/** What a chain tells the demo, the tests and the app config about itself. */
export interface DevChainDescription {
  chainType: DevChainType
  networks: {
    /** EVM chain id, or the Solana cluster name this runtime stands in for. */
    id: number | string
    name: string
    /** Path of the JSON-RPC endpoint on the backend's origin, e.g. '/rpc/evm/31337'. */
    rpcPath: string
    /** Path of the WebSocket subscriptions endpoint on the node server, when the chain has one (Solana). */
    wsPath?: string
    /** Solana: the clusters this runtime answers for (mainnet-beta, devnet, testnet). */
    clusters?: string[]
    /** Tokens deployed at start, by symbol. */
    tokens: Record<string, { address: string; decimals: number }>
  }[]
}

/** What a chain needs of the node HTTP server (a `node:http` Server is one): upgrades and its address. */
export interface DevChainServer {
  on(event: 'upgrade', listener: (...args: any[]) => void): unknown
  off(event: 'upgrade', listener: (...args: any[]) => void): unknown
  once(event: 'listening', listener: () => void): unknown
  readonly listening: boolean
  address(): { address: string; port: number } | string | null
}

/** A local chain run by the dev backend. */
export interface DevChain {
  readonly chainType: DevChainType
  /** Routes mounted at the backend's root (its JSON-RPC endpoint, e.g. `POST /rpc/evm/:chainId`). */
  routes(): Hono
  faucet(request: FaucetRequest): Promise<FaucetResult>
  /** Back to the state right after start (backend.reset() and POST /__dev/reset call it). */
  reset(): Promise<void>
  describe(): DevChainDescription
  /**
   * Node server only: called by `startDevServer` with its HTTP server, for what needs more than
   * request → response (WebSocket subscriptions). Returns a function that detaches and closes
   * the chain's sockets.
   */
  attachServer?(server: DevChainServer): () => void
  /** Frees the runtime. */
  close?(): Promise<void>
}
