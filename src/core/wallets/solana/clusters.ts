import type { FoyerClient } from '../../client/types.js'
import type { SolanaCluster, SolanaClusterName } from '../../types/solanaClusters.js'

export type { SolanaCluster, SolanaClusterName, SolanaClustersConfig } from '../../types/solanaClusters.js'

/** The public RPC URLs of the clusters (rate-limited: production apps set their own). */
export const SOLANA_CLUSTER_RPC_URLS: Readonly<Record<SolanaClusterName, string>> = {
  'mainnet-beta': 'https://api.mainnet-beta.solana.com',
  devnet: 'https://api.devnet.solana.com',
  testnet: 'https://api.testnet.solana.com',
}

/** The cluster named `name` (default: the host's default cluster, else 'mainnet-beta') with the host's RPC URL over the default. */
export function solanaClusterOf(client: Pick<FoyerClient, 'solanaClusters'>, name?: SolanaClusterName): SolanaCluster {
  const cluster = name ?? client.solanaClusters?.defaultCluster ?? 'mainnet-beta'
  return { name: cluster, rpcUrl: client.solanaClusters?.rpcUrls?.[cluster] ?? SOLANA_CLUSTER_RPC_URLS[cluster] }
}

/** The explorer page of a transaction on `cluster` (Solana errors link to it). */
export const solanaExplorerUrl = (signature: string, cluster: SolanaClusterName): string =>
  `https://explorer.solana.com/tx/${signature}${cluster === 'mainnet-beta' ? '' : `?cluster=${cluster}`}`
