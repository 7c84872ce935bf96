import type { HostConfig } from 'foyerkit'
import { defineChain, type Chain } from 'viem'

/** The dev backend's two local EVM networks, with their JSON-RPC on the page's own server. */
export function demoChains(origin: string): Chain[] {
  const local = (id: number, name: string) =>
    defineChain({
      id,
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [`${origin}/rpc/evm/${id}`] } },
      testnet: true,
    })
  return [local(31337, 'Foyer Local'), local(31338, 'Foyer Local 2')]
}

/**
 * Where the demo's wallet service runs: the same server under the OTHER loopback name, so it is
 * always another origin than the page (http://localhost:PORT ↔ http://127.0.0.1:PORT). Both are
 * among the demo app's allowed origins.
 */
export function demoWalletServiceUrl(location: Pick<Location, 'protocol' | 'hostname' | 'port'>): string {
  const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  return `${location.protocol}//${other}${location.port ? `:${location.port}` : ''}`
}

/** The wallet pages: `/wallet` (with the default modal) and `/wallet/headless` (no UI mounted). */
export const isWalletPath = (path: string) => path === '/wallet' || path.startsWith('/wallet/')

/**
 * The host config of a page load: Phantom on Solana asks whether a Ledger secures the account
 * (the Ledger plugin: 'Continue with Ledger' signs in with a memo transaction); the wallet picker
 * reads the dev backend's fake wallet directory (`/fake/wallet-directory`, with a made-up project
 * id); the wallet pages also create an Ethereum and a Solana wallet on login for users without
 * them. The other pages leave that off, so their account lists stay as the examples show.
 */
export function demoHostConfig(path: string, origin: string): HostConfig {
  const base: HostConfig = {
    solanaWallets: { ledgerPlugin: true },
    walletConnectCloudProjectId: 'foyer-demo-project',
    walletDirectoryUrl: `${origin}/fake/wallet-directory`,
  }
  return isWalletPath(path)
    ? { ...base, embeddedWallets: { ethereum: { createOnLogin: 'users-without-wallets' }, solana: { createOnLogin: 'users-without-wallets' } } }
    : base
}

/** Every Solana cluster name mapped to the dev backend's local Solana runtime (on the page's own server). */
export function demoSolanaClusters(origin: string) {
  const rpcUrl = `${origin}/rpc/solana`
  return { rpcUrls: { 'mainnet-beta': rpcUrl, devnet: rpcUrl, testnet: rpcUrl } }
}
