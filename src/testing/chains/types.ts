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
    /** Other contracts deployed at start, by role (EVM: `drainer`, the malicious demo contract). */
    contracts?: Record<string, string>
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
  /**
   * EVM: runs a transaction on the network of `input.chainId` and undoes it, for the transaction
   * scan (`POST /api/v1/scan/transaction`). Undefined when no network of this chain has that id.
   */
  simulateTransaction?(input: TransactionSimulationInput): Promise<TransactionSimulation | undefined>
  /**
   * Solana: what the mint account `mint` says of its token (`GET /api/v1/spl_token_info`):
   * decimals, and the symbol and name of the mints the chain created. Undefined for an unknown mint.
   */
  splTokenInfo?(mint: string): SplTokenInfoRecord | undefined
  /**
   * EVM: the verifying paymaster's fields for a user operation (EntryPoint v0.7, RPC form) on the
   * network `chainId`, signed until the chain's time + 300 s; `stub` gives placeholder data for
   * gas estimation. Undefined when no network has that chain id. Throws a JSON-RPC style error
   * (`code`, `message`) for an invalid operation.
   */
  sponsorUserOperation?(input: { chainId: number; userOperation: unknown; stub: boolean }): Promise<Record<string, unknown> | undefined>
  /**
   * EVM: whether `signature` is `address`'s over `message` on the network `chainId`: an
   * account's ECDSA signature, a deployed contract's ERC-1271 answer or an undeployed smart
   * account's ERC-6492 signature. Undefined when no network has that chain id.
   */
  verifyMessage?(input: { chainId: number; address: string; message: string; signature: string }): Promise<boolean | undefined>
  /** What the fake funding providers (card on-ramps, the bridge) do on this chain (evm/funding.ts, solana/funding.ts). */
  readonly funding?: DevChainFunding
  /** Frees the runtime. */
  close?(): Promise<void>
}

/** A mint's decimals and, when the chain knows them, its symbol and name (`DevChain.splTokenInfo`). */
export interface SplTokenInfoRecord {
  decimals: number
  symbol?: string
  name?: string
}

/** A transaction to simulate (`DevChain.simulateTransaction`). */
export interface TransactionSimulationInput {
  chainId: number
  /** The sender (0x…); impersonated for the simulation. */
  from: string
  /** The recipient; absent for a contract creation. */
  to?: string
  /** Wei sent. Default 0. */
  value?: bigint
  /** Calldata (0x…). Default '0x'. */
  data?: string
  /** Gas limit. Default: the network's per-transaction cap. */
  gas?: bigint
}

/** A currency or token a simulation saw, with what its contract says of itself. */
export interface SimulatedAsset {
  type: 'NATIVE' | 'ERC20' | 'ERC721' | 'ERC1155'
  /** The token contract (absent for the native currency). */
  address?: string
  name: string | null
  symbol: string | null
  /** 0 for NFTs and for a token without `decimals()`. */
  decimals: number
}

/** What a simulated transaction did: the sender's native balance change, token moves and approvals. */
export interface TransactionSimulation {
  /** 'reverted': the transaction fails (then `error` says why and nothing else is filled). */
  status: 'success' | 'reverted'
  /** The revert reason ('execution reverted: …') or the node's error. */
  error?: string
  /** The network's currency (ETH). */
  nativeAsset: SimulatedAsset
  /** The sender's native balance change in wei, fees excluded (negative: it paid). */
  nativeChange: bigint
  /** Every token transfer the transaction's events show (any account). */
  transfers: { asset: SimulatedAsset; from: string; to: string; amount: bigint; tokenId?: bigint }[]
  /**
   * Every approval the events show (any owner). `amount` is null for `ApprovalForAll`, 1 for an
   * ERC-721 `approve`; a revocation (0, the zero address, approved false) is left out.
   */
  approvals: { asset: SimulatedAsset; owner: string; spender: string; amount: bigint | null; tokenId?: bigint; approvedForAll: boolean }[]
}

/** A network the funding fakes pay on: an EVM chain id, or 'solana' (the local Solana runtime). */
export type FundingNetworkId = number | 'solana'

/** What the funding fakes move: the network's own currency (ETH, SOL), or its USDC-like token. */
export type FundingAsset = 'native' | 'USDC'

/**
 * The backend-held accounts that pay on a chain: `onramp` (the card providers' and the exchange's
 * hot wallet) and `solver` (the bridge's: it receives deposits, fills and refunds). Each is topped
 * up from the chain's treasury (EVM) or faucet (Solana) when it runs short.
 */
export type FundingPayer = 'onramp' | 'solver'

/** What a landed transaction paid an account (`DevChainFunding.readDeposit`). */
export interface FundingDeposit {
  /** False when the transaction failed (reverted): nothing moved. */
  success: boolean
  /** The sender: EVM `from`, Solana the fee payer. */
  from: string
  /** What reached the account: null when neither native units nor USDC did. */
  asset: FundingAsset | null
  /** Base units received (0 when `asset` is null). */
  amount: bigint
  /**
   * 32-byte values (0x-hex, lower case) the transaction carried, where a deposit's reference is
   * looked for: EVM the last 32 bytes of the calldata; Solana every account key.
   */
  references: string[]
}

/** A chain's side of the fake funding providers: pay from backend-held accounts, describe and read deposits. */
export interface DevChainFunding {
  /** The networks of this chain. */
  readonly networks: readonly FundingNetworkId[]
  /** The address of a backend-held payer on this chain (the same on every network). */
  address(payer: FundingPayer): string
  /** Whether `text` is an account address on this chain (EVM: 0x…, checksum valid when mixed case; Solana: base58, 32 bytes). */
  isAddress(text: string): boolean
  /** Whether two addresses of this chain are the same account (EVM ignores case). */
  sameAddress(a: string, b: string): boolean
  /** Whether `text` looks like a transaction id of this chain (EVM hash, Solana signature). */
  isTransactionId(text: string): boolean
  /** Decimals of an asset on this chain. */
  decimals(asset: FundingAsset): number
  /** The token's address (USDC contract or mint), or null for the native currency. */
  tokenAddress(asset: FundingAsset): string | null
  /** The balance of `address`, in base units. */
  balance(network: FundingNetworkId, address: string, asset: FundingAsset): Promise<bigint>
  /**
   * Sends `amount` base units of `asset` from `payer` to `to` (topping `payer` up first when it
   * is short) and resolves with the transaction once it landed; rejects when it failed.
   */
  pay(input: { network: FundingNetworkId; payer: FundingPayer; to: string; asset: FundingAsset; amount: bigint }): Promise<string>
  /**
   * The transaction `from` sends to pay `payer` `amount` of `asset`, carrying `reference` (32
   * bytes, 0x-hex): EVM `{ from, to, value, data }` (a transfer or a token `transfer` with the
   * reference appended to the calldata); Solana `{ from, to, value, instructions }` (a transfer
   * with the reference as a read-only account key).
   */
  depositTransaction(input: {
    network: FundingNetworkId
    from: string
    payer: FundingPayer
    asset: FundingAsset
    amount: bigint
    reference: string
  }): Promise<Record<string, unknown>>
  /** What the landed transaction `id` on `network` paid `payer`; undefined when the network has no such transaction. */
  readDeposit(network: FundingNetworkId, id: string, payer: FundingPayer): Promise<FundingDeposit | undefined>
}
