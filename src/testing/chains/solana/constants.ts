/**
 * The local Solana chain's public constants, apart from its runtime: `foyerkit/testing/chains`
 * exports them without loading litesvm and @solana/* (optional packages, loaded when the chain starts).
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { base58Encode } from '../../base58.js'

/** Path of the JSON-RPC endpoint (and, on the node server, of the PubSub WebSocket). */
export const SOLANA_RPC_PATH = '/rpc/solana'
/** The clusters the local runtime stands in for (one runtime answers for all). */
export const SOLANA_DEV_CLUSTERS = ['mainnet-beta', 'devnet', 'testnet'] as const
/** Address of the USDC-like mint created at start (6 decimals). */
export const SOLANA_DEV_USDC_MINT = 'HpBB3aG5qsHtfdro6hif7S4k8HS1ixE8XDdbQVPB8LQA'
/** The decimals of the Solana dev chain's test USDC (6). */
export const SOLANA_DEV_USDC_DECIMALS = 6
/** The runtime's genesis hash (`getGenesisHash`). */
export const SOLANA_DEV_GENESIS_HASH = base58Encode(sha256(new TextEncoder().encode('foyer dev solana genesis')))

/** Methods answered (for docs and tests), in alphabetical order. */
export const SOLANA_RPC_METHODS = [
  'getAccountInfo', 'getBalance', 'getBlockHeight', 'getEpochInfo', 'getFeeForMessage', 'getFirstAvailableBlock',
  'getGenesisHash', 'getHealth', 'getLatestBlockhash', 'getMinimumBalanceForRentExemption', 'getMultipleAccounts',
  'getRecentPrioritizationFees', 'getSignatureStatuses', 'getSignaturesForAddress', 'getSlot', 'getTokenAccountBalance',
  'getTokenAccountsByOwner', 'getTokenSupply', 'getTransaction', 'getTransactionCount', 'getVersion', 'isBlockhashValid',
  'requestAirdrop', 'sendTransaction', 'simulateTransaction',
] as const

/** A method the local Solana chain answers. */
export type SolanaRpcMethod = (typeof SOLANA_RPC_METHODS)[number]
