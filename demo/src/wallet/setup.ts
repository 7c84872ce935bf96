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
 * them and fund wallets through the dev backend's fake providers (`demoFunding`). The other pages
 * leave that off, so their account lists stay as the examples show.
 */
export function demoHostConfig(path: string, origin: string = window.location.origin): HostConfig {
  const base: HostConfig = {
    solanaWallets: { ledgerPlugin: true },
    walletConnectCloudProjectId: 'foyer-demo-project',
    walletDirectoryUrl: `${origin}/fake/wallet-directory`,
  }
  return isWalletPath(path)
    ? {
        ...base,
        embeddedWallets: { ethereum: { createOnLogin: 'users-without-wallets' }, solana: { createOnLogin: 'users-without-wallets' } },
        funding: demoFunding(origin),
      }
    : base
}

/** The dev backend's USDC-like token: the same address on both local networks (the treasury's first deployment). */
const DEMO_USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
/** The local Solana runtime's USDC-like mint. */
const DEMO_SOLANA_USDC = 'HpBB3aG5qsHtfdro6hif7S4k8HS1ixE8XDdbQVPB8LQA'

/**
 * Funding on the wallet pages: every option, against the dev backend's fake providers and bridge
 * (docs/funding.md): 31337 stands for Ethereum, 31338 for Base, the local Solana runtime for Solana.
 */
export function demoFunding(origin: string): NonNullable<HostConfig['funding']> {
  return {
    options: [
      { method: 'card', provider: 'coinbase' },
      { method: 'card', provider: 'moonpay' },
      { method: 'exchange', provider: 'coinbase' },
      { method: 'wallets' },
      { method: 'manual' },
    ],
    providerUrls: {
      coinbasePay: `${origin}/fake/coinbase-pay`,
      moonpayApi: `${origin}/fake/moonpay-api/v1`,
      relay: `${origin}/fake/relay`,
      relayTestnet: `${origin}/fake/relay`,
    },
    networks: { 31337: 'ethereum', 31338: 'base' },
    usdcAddresses: { 31337: DEMO_USDC, 31338: DEMO_USDC, 'solana:mainnet-beta': DEMO_SOLANA_USDC },
    sandbox: true,
  }
}

/** Every Solana cluster name mapped to the dev backend's local Solana runtime (on the page's own server). */
export function demoSolanaClusters(origin: string) {
  const rpcUrl = `${origin}/rpc/solana`
  return { rpcUrls: { 'mainnet-beta': rpcUrl, devnet: rpcUrl, testnet: rpcUrl } }
}
