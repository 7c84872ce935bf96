/**
 * The gallery's test wallets, ONE of each per page: EIP-6963 announcements and the wallet-standard
 * registry are page-wide, so every story shares them and scripts their next answer with `respondNext`.
 * Installed as `installTestEthereumWallet` / `installTestSolanaWallet` do (also on `window` for
 * scripts), keeping the way to remove them: tests that render stories call `removeStoryWallets`
 * when done (the unit suite's files share a page).
 */
import type { WalletConnectProviderLike } from '../src/core/internal.js'
import { createTestEthereumWallet, createTestSolanaWallet, type TestEthereumWallet, type TestSolanaWallet } from '../src/testing/index.js'

type PageWallets = { __foyerTestEthereumWallet?: TestEthereumWallet; __foyerTestSolanaWallet?: TestSolanaWallet }

let ethereum: { wallet: TestEthereumWallet; remove: () => void } | null = null
let solana: { wallet: TestSolanaWallet; remove: () => void } | null = null

/** The Ethereum test wallet ('Foyer Test Wallet', connector `ethereum:dev.foyer.testwallet`). */
export function storyEthereumWallet(): TestEthereumWallet {
  if (!ethereum) {
    const wallet = createTestEthereumWallet()
    ethereum = { wallet, remove: wallet.announce(window) }
    ;(window as PageWallets).__foyerTestEthereumWallet = wallet
  }
  return ethereum.wallet
}

/** The Solana test wallet ('Foyer Test Wallet', connector `solana:standard:Foyer Test Wallet`). */
export function storySolanaWallet(): TestSolanaWallet {
  if (!solana) {
    const wallet = createTestSolanaWallet()
    solana = { wallet, remove: wallet.register(window) }
    ;(window as PageWallets).__foyerTestSolanaWallet = wallet
  }
  return solana.wallet
}

let phantom: { wallet: TestSolanaWallet; remove: () => void } | null = null

/**
 * A Solana test wallet named 'Phantom' (connector `solana:standard:Phantom`): the wallet the Ledger
 * choice is asked for (its Ledger stories sign in with a memo transaction).
 */
export function storyPhantomWallet(): TestSolanaWallet {
  if (!phantom) {
    const wallet = createTestSolanaWallet({ name: 'Phantom' })
    phantom = { wallet, remove: wallet.register(window) }
  }
  return phantom.wallet
}

/** Removes the page's test wallets (the next story that needs one installs it afresh). */
export function removeStoryWallets(): void {
  ethereum?.remove()
  solana?.remove()
  phantom?.remove()
  ethereum = solana = phantom = null
  delete (window as PageWallets).__foyerTestEthereumWallet
  delete (window as PageWallets).__foyerTestSolanaWallet
}

/** A fake WalletConnect provider that shows a pairing URI and is never approved (no relay here): the pairing views' stories. */
export const pairingProvider = (): WalletConnectProviderLike => {
  const wallet = createTestEthereumWallet()
  const listeners = new Set<(uri: string) => void>()
  return {
    ...wallet.provider,
    request: (args: { method: string; params?: unknown }) => wallet.provider.request(args),
    connect: () => {
      for (const l of listeners) l('wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303')
      return new Promise<void>(() => undefined)
    },
    disconnect: async () => undefined,
    on: (event: string, l: (uri: string) => void) => void (event === 'display_uri' && listeners.add(l)),
    removeListener: (_: string, l: (uri: string) => void) => void listeners.delete(l),
  } as unknown as WalletConnectProviderLike
}
