/** `foyerkit/testing/chains`: local chains for the dev backend. Node only (native runtimes). */
export {
  createSolanaDevChain, SOLANA_DEV_CLUSTERS, SOLANA_DEV_GENESIS_HASH, SOLANA_DEV_USDC_DECIMALS, SOLANA_DEV_USDC_MINT,
  SOLANA_RPC_METHODS, SOLANA_RPC_PATH, type SolanaDevChain, type SolanaDevChainOptions,
} from './solana/index.js'
