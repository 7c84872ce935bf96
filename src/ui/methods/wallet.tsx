'use client'
import { lazy } from 'react'
import { walletMethod } from '../../core/index.js'
import {
  useAppConfig, useConnectWallet, useFoyer, useLoginLanding, useLoginWithSiwe, useLoginWithSiws, useRecentLoginMethod,
  useSolanaLedgerChoice, useWalletConnectors,
} from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import { WalletMethod } from '../login-methods/WalletMethod.js'
import type { Wallets } from '../screen-ids.js'
import type { UiLoginMethod } from './types.js'

const useWallets = (): Wallets => ({ walletConnectors: useWalletConnectors() })

/**
 * External wallets in the default UI: the landing's `wallet` (the picker) and `wallet:{client}`
 * entries, the picker and a wallet's status screens (SIWE for Ethereum wallets, SIWS for Solana
 * wallets), install instructions, the mobile redirect, the Ledger choice, and the connect-only
 * landing that `useLinkAccount()`'s wallet opener starts on.
 */
export const walletUi: UiLoginMethod = {
  owns: walletMethod.owns,
  entry: WalletMethod,
  screens: {
    connectOnly: { component: lazy(() => import('../screens/ConnectOnly.js')) },
    walletPicker: { component: lazy(() => import('../screens/WalletPicker.js')) },
    walletConnect: { component: lazy(() => import('../screens/WalletConnect.js')) },
    walletInstall: { component: lazy(() => import('../screens/WalletInstall.js')) },
    walletMobileRedirect: { component: lazy(() => import('../screens/WalletMobileRedirect.js')) },
    walletLedger: { component: lazy(() => import('../screens/WalletLedger.js')) },
  },
  screenHooks: {
    connectOnly: () => ({
      landing: useLoginLanding({ loginMethods: useFoyerUi().loginOptions.loginMethods, connectOnly: true }),
      recentLoginMethod: useRecentLoginMethod(),
    }),
    walletPicker: () => ({ ...useWallets(), connectWallet: useConnectWallet(), recentLoginMethod: useRecentLoginMethod(), appConfig: useAppConfig() }),
    walletConnect: () => ({
      ...useWallets(),
      connectWallet: useConnectWallet(),
      loginWithSiwe: useLoginWithSiwe(),
      loginWithSiws: useLoginWithSiws(),
      foyer: useFoyer(),
    }),
    walletInstall: useWallets,
    walletMobileRedirect: useWallets,
    walletLedger: () => ({ ...useWallets(), connectWallet: useConnectWallet(), solanaLedgerChoice: useSolanaLedgerChoice() }),
  },
  // Linking a wallet starts on the connect-only landing (the app's wallet entries).
  openScreen: (request) => (request.screen === 'link' && walletMethod.owns(request.method) ? { screen: 'connectOnly' } : null),
}
