/**
 * The gallery's test wallets, ONE of each per page: EIP-6963 announcements and the wallet-standard
 * registry are page-wide, so every story shares them and scripts their next answer with `respondNext`.
 */
import { installTestEthereumWallet, installTestSolanaWallet, type TestEthereumWallet, type TestSolanaWallet } from '../src/testing/index.js'

let ethereum: TestEthereumWallet | null = null
let solana: TestSolanaWallet | null = null

/** The Ethereum test wallet ('Foyer Test Wallet', connector `ethereum:dev.foyer.testwallet`). */
export const storyEthereumWallet = (): TestEthereumWallet => (ethereum ??= installTestEthereumWallet())
/** The Solana test wallet ('Foyer Test Wallet', connector `solana:standard:Foyer Test Wallet`). */
export const storySolanaWallet = (): TestSolanaWallet => (solana ??= installTestSolanaWallet())
