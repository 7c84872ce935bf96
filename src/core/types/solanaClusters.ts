/** The Solana clusters embedded wallets know. */
export type SolanaClusterName = 'mainnet-beta' | 'devnet' | 'testnet'

/** A cluster and its JSON-RPC URL. */
export type SolanaCluster = { name: SolanaClusterName; rpcUrl: string }

/** The host's Solana settings (`createFoyerClient({ solanaClusters })` / `<FoyerProvider solanaClusters>`). */
export type SolanaClustersConfig = {
  /** RPC URLs by cluster, over the public defaults (e.g. your RPC provider's, or a local chain's). */
  rpcUrls?: Partial<Record<SolanaClusterName, string>> | undefined
  /** The cluster used when a call names none. Default 'mainnet-beta'. */
  defaultCluster?: SolanaClusterName | undefined
}
