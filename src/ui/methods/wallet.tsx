'use client'
import { WALLET_LOGIN_METHOD_PREFIX, walletMethod } from '../../hooks/internalApi.js'
import { lazyComponent, lazyDefault, lazyModule } from '../lib/lazy.js'
import type { LoginMethodEntryProps, UiLoginMethod } from './types.js'

const isOneWallet = (method: string | undefined) => method?.startsWith(WALLET_LOGIN_METHOD_PREFIX) ?? false
/** 'Continue with a wallet' (no wallet code needed to paint it). */
const PickerEntry = lazyComponent(() => import('../login-methods/WalletMethod.js').then((m) => m.WalletMethod))
/** One wallet's entry (`wallet:{walletClientType}`): its name and icon come from discovery. */
const OneWalletEntry = lazyComponent(() => import('../login-methods/OneWalletMethod.js').then((m) => m.OneWalletMethod))

/** The landing entry of a wallet method: each kind is a chunk of its own. */
const WalletEntry = Object.assign(
  (props: LoginMethodEntryProps) => (isOneWallet(props.method) ? <OneWalletEntry {...props} /> : <PickerEntry {...props} />),
  { preload: (method?: string) => (isOneWallet(method) ? OneWalletEntry.preload() : PickerEntry.preload()) },
)

/**
 * External wallets in the default UI: the landing's `wallet` (the picker) and `wallet:{client}`
 * entries, the picker and a wallet's status screens (each chain family's sign-in for its
 * wallets), install instructions, the mobile redirect, the Ledger choice, and the connect-only
 * landing that `useLinkAccount()`'s wallet opener starts on.
 */
export const walletUi: UiLoginMethod = {
  owns: walletMethod.owns,
  entry: WalletEntry,
  screens: {
    connectOnly: { component: lazyDefault(() => import('../screens/ConnectOnly.js')) },
    walletPicker: { component: lazyDefault(() => import('../screens/WalletPicker.js')) },
    walletConnect: { component: lazyDefault(() => import('../screens/WalletConnect.js')) },
    walletInstall: { component: lazyDefault(() => import('../screens/WalletInstall.js')) },
    walletMobileRedirect: { component: lazyDefault(() => import('../screens/WalletMobileRedirect.js')) },
    walletLedger: { component: lazyDefault(() => import('../screens/WalletLedger.js')) },
  },
  // Linking a wallet starts on the connect-only landing (the app's wallet entries).
  openScreen: (request) => (request.screen === 'link' && walletMethod.owns(request.method) ? { screen: 'connectOnly' } : null),
  hooks: lazyModule(() => import('./wallet-hooks.js').then((m) => m.walletHooks)),
}
