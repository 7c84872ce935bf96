import type { FoyerClient } from '../../client/types.js'
import type { SolanaNetworkName } from '../../machines/solanaTransactionFlow.js'
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
  solanaNetworkExplorerUrl({ name: cluster, rpcUrl: SOLANA_CLUSTER_RPC_URLS[cluster] }, signature)

/** The network an RPC URL serves: devnet, testnet, a local URL (localnet), else mainnet-beta. */
export function solanaNetworkOf(rpcUrl: string): { name: SolanaNetworkName; rpcUrl: string } {
  const url = rpcUrl.toLowerCase()
  const name: SolanaNetworkName = url.includes('devnet')
    ? 'devnet'
    : url.includes('testnet')
      ? 'testnet'
      : /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/.test(url)
        ? 'localnet'
        : 'mainnet-beta'
  return { name, rpcUrl }
}

/** A transaction on the cluster's explorer (explorer.solana.com; a local cluster by its RPC URL). */
export function solanaNetworkExplorerUrl(cluster: { name: SolanaNetworkName; rpcUrl: string }, signature: string): string {
  const base = `https://explorer.solana.com/tx/${signature}`
  if (cluster.name === 'mainnet-beta') return base
  if (cluster.name === 'localnet') return `${base}?cluster=custom&customUrl=${encodeURIComponent(cluster.rpcUrl)}`
  return `${base}?cluster=${cluster.name}`
}
