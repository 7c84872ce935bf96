'use client'
import type { ScreenDefinition } from './types.js'
import { UI_METHODS } from '../methods/index.js'
import { lazyDefault } from '../lib/lazy.js'
import { MFA_FACTORS_UI } from '../screens/mfa/factors/index.js'
import { FUNDING_SCREENS } from '../screens/funding/routes.js'
import type { ScreenId } from '../screen-ids.js'

export type { ScreenDefinition }

/** Every screen, each a lazy chunk. A new screen: add its id to SCREEN_IDS and a row here. */
/** The screens of the login methods' UI rooms (each room adds its own). */
const METHOD_SCREENS = Object.assign({}, ...UI_METHODS.map((method) => method.screens ?? {})) as { [Id in ScreenId]?: ScreenDefinition<Id> }
/** The setup screens of the MFA factors (each factor's UI adds its own). */
const MFA_FACTOR_SCREENS = Object.assign({}, ...MFA_FACTORS_UI.map((factor) => factor.screens)) as { [Id in ScreenId]?: ScreenDefinition<Id> }

const GENERIC_SCREENS = {
  landing: { component: lazyDefault(() => import('../screens/Landing.js')) },
  success: { component: lazyDefault(() => import('../screens/Success.js')) },
  error: { component: lazyDefault(() => import('../screens/Error.js')), showBeforeReady: true },
  loginOverflow: { component: lazyDefault(() => import('../screens/LoginOverflow.js')) },
  captcha: { component: lazyDefault(() => import('../screens/Captcha.js')) },
  mfaVerify: { component: lazyDefault(() => import('../screens/mfa/MfaVerify.js')) },
  mfaEnrollment: { component: lazyDefault(() => import('../screens/mfa/MfaEnrollment.js')) },
  mfaEnrollChoose: { component: lazyDefault(() => import('../screens/mfa/MfaEnrollChoose.js')) },
  mfaEnrollRemove: { component: lazyDefault(() => import('../screens/mfa/MfaEnrollRemove.js')) },
  linkMethod: { component: lazyDefault(() => import('../screens/LinkMethod.js')) },
  accountTransfer: { component: lazyDefault(() => import('../screens/AccountTransfer.js')) },
  accountTransferAssets: { component: lazyDefault(() => import('../screens/AccountTransfer.js')) },
  terms: { component: lazyDefault(() => import('../screens/Terms.js')) },
  // Embedded wallets: creation after login, sign and transaction requests (src/ui/screens/embedded-wallet/).
  walletCreate: { component: lazyDefault(() => import('../screens/embedded-wallet/WalletCreate.js')) },
  walletSign: { component: lazyDefault(() => import('../screens/embedded-wallet/WalletSign.js')) },
  walletTransaction: { component: lazyDefault(() => import('../screens/embedded-wallet/WalletTransaction.js')) },
  walletSolanaTransaction: { component: lazyDefault(() => import('../screens/embedded-wallet/WalletSolanaTransaction.js')) },
  // The recovery password: setting one, and recovering with it (src/ui/screens/embedded-wallet/recovery/).
  walletPassword: { component: lazyDefault(() => import('../screens/embedded-wallet/recovery/WalletPassword.js')) },
  walletPasswordRecover: { component: lazyDefault(() => import('../screens/embedded-wallet/recovery/WalletPasswordRecover.js')) },
  // Cloud backup of the wallet (Google Drive, iCloud): backing up or recovering with the provider.
  walletRecoveryCloud: { component: lazyDefault(() => import('../screens/embedded-wallet/WalletRecoveryCloud.js')) },
  // Wallet recovery: method selection, info, splash, automatic recovery (src/ui/screens/recovery/).
  recoverySelect: { component: lazyDefault(() => import('../screens/recovery/RecoverySelect.js')) },
  recoveryInfo: { component: lazyDefault(() => import('../screens/recovery/RecoveryInfo.js')) },
  recoverySplash: { component: lazyDefault(() => import('../screens/recovery/RecoverySplash.js')) },
  recoveryAutomatic: { component: lazyDefault(() => import('../screens/recovery/RecoveryAutomatic.js')) },
  walletExport: { component: lazyDefault(() => import('../screens/embedded-wallet/WalletExport.js')) },
  // Delegated actions: the consent and the revoke (src/ui/screens/embedded-wallet/WalletDelegation.tsx).
  walletDelegation: { component: lazyDefault(() => import('../screens/embedded-wallet/WalletDelegation.js')) },
} satisfies { [Id in ScreenId]?: ScreenDefinition<Id> }

/** Every screen (a test checks that every screen id has one). */
export const SCREENS = { ...METHOD_SCREENS, ...MFA_FACTOR_SCREENS, ...GENERIC_SCREENS, ...FUNDING_SCREENS } as { [Id in ScreenId]: ScreenDefinition<Id> }
