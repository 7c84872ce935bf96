/**
 * `foyerkit/testing/chains`: local chains for the dev backend (Node only: they load native
 * runtimes). Pass them to `createDevBackend({ chains: [...] })`.
 */
export {
  createEvmDevChain,
  DEFAULT_EVM_NETWORKS,
  DRAINER_ABI,
  DRAINER_ADDRESS,
  EVM_FAUCET_ASSETS,
  EXTRA_RPC_METHODS,
  type EvmDevChain,
  type EvmDevChainOptions,
  type EvmDevNetworkOptions,
  type EvmDevProvider,
  type EvmRpcLimits,
} from './evm/index.js'
export {
  SOLANA_DEV_CLUSTERS, SOLANA_DEV_GENESIS_HASH, SOLANA_DEV_USDC_DECIMALS, SOLANA_DEV_USDC_MINT, SOLANA_RPC_METHODS, SOLANA_RPC_PATH,
} from './solana/constants.js'
export type { SolanaDevChain, SolanaDevChainOptions } from './solana/index.js'
export { createSolanaDevChain } from './solana/load.js'
export type {
  DevChain, DevChainType, DevChainDescription, FaucetRequest, FaucetResult, SimulatedAsset, TransactionSimulation, TransactionSimulationInput,
} from './types.js'
