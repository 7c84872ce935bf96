'use client'
import {
  useAppConfig, useConnectWallet, useFoyer, useLoginLanding, useLoginWithSiwe, useLoginWithSiws, useRecentLoginMethod,
  useSolanaLedgerChoice, useWalletConnectors, useWalletDirectory,
} from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import type { Wallets } from '../screen-ids.js'
import type { UiLoginMethodHooks } from './types.js'

const useWallets = (): Wallets => ({ walletConnectors: useWalletConnectors() })

/** The external wallets' hooks (see `UiLoginMethodHooks`): their screens'. */
export const walletHooks: UiLoginMethodHooks = {
  screenHooks: {
    connectOnly: () => ({
      landing: useLoginLanding({ loginMethods: useFoyerUi().loginOptions.loginMethods, connectOnly: true }),
      recentLoginMethod: useRecentLoginMethod(),
    }),
    walletPicker: () => ({
      ...useWallets(), connectWallet: useConnectWallet(), recentLoginMethod: useRecentLoginMethod(), appConfig: useAppConfig(), walletDirectory: useWalletDirectory(),
    }),
    walletConnect: () => ({
      ...useWallets(),
      connectWallet: useConnectWallet(),
      loginWithSiwe: useLoginWithSiwe(),
      loginWithSiws: useLoginWithSiws(),
      foyer: useFoyer(),
      solanaLedgerChoice: useSolanaLedgerChoice(),
    }),
    walletInstall: useWallets,
    walletMobileRedirect: useWallets,
    walletLedger: () => ({ ...useWallets(), connectWallet: useConnectWallet(), solanaLedgerChoice: useSolanaLedgerChoice() }),
  },
}
