import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { WalletConnector } from '../../types/wallets.js'
import type { WalletConnectorSource } from '../sourceTypes.js'
import { isSolanaSignInWallet, toSolanaConnector } from './connector.js'
import { needsSolanaLedgerChoice } from './ledger.js'

/**
 * Discovers Solana wallets through the wallet-standard registry (`getWallets()`: wallets register
 * with the 'wallet-standard:register-wallet' window event, or answer the app's
 * 'wallet-standard:app-ready'). Reports every registered wallet that serves a Solana chain,
 * connects and signs messages, on every register / unregister. Starts only when the app's wallet
 * chain type includes Solana.
 */
export const solanaStandardSource: WalletConnectorSource = {
  id: 'solana:wallet-standard',
  chainType: 'solana',
  enabled: (config) => config.appearance.walletChainType !== 'ethereum-only',
  start({ client }, onChange) {
    const wallets = getWallets()
    const connectors = new Map<Wallet, WalletConnector>()
    const report = () => {
      const current = wallets.get().filter(isSolanaSignInWallet)
      for (const wallet of [...connectors.keys()]) if (!current.includes(wallet)) connectors.delete(wallet)
      for (const wallet of current) {
        if (connectors.has(wallet)) continue
        const connector = toSolanaConnector(wallet)
        connector.needsLedgerChoice = () => needsSolanaLedgerChoice(client, connector)
        connectors.set(wallet, connector)
      }
      onChange([...connectors.values()])
    }
    const offRegister = wallets.on('register', report)
    const offUnregister = wallets.on('unregister', report)
    report()
    return () => {
      offRegister()
      offUnregister()
    }
  },
}
