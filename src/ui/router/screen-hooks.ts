'use client'
import {
  useAccountTransfer, useAppConfig, useCaptcha, useConnectWallet, useCrossAppAccounts, useCrossAppProviderDetails, useFoyer, useLinkWithOAuth, useLinkWithPasskey, useLoginLanding, useLoginWithFarcaster, useLoginWithOAuth, useLoginWithPasskey, useLoginWithSiwe, useLoginWithSiws, useMfa, useMfaEnrollment, usePhoneInput, usePostLoginStep, useRecentLoginMethod, useSignupWithPasskey, useSolanaLedgerChoice, useUser, useWalletConnectors,
} from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import type { Enrollment, Landing, Passkeys, ScreenHooksMap, ScreenId, ScreenParamsMap, Transfer, Wallets } from '../screen-ids.js'
import { UI_METHODS, uiMethodFor } from '../methods/index.js'
import { useLegacyLinkEntry } from '../screens/LinkMethod.js'

export type { ScreenHooksMap }

function useLanding(connectOnly = false): Landing {
  const { loginOptions } = useFoyerUi()
  return {
    landing: useLoginLanding({ loginMethods: loginOptions.loginMethods, connectOnly }),
    recentLoginMethod: useRecentLoginMethod(),
  }
}
/** The phone field in the catalogue's language (country names), like the default screens. */
const useLocalPhoneInput = () => usePhoneInput({ locale: useFoyerUi().t('meta.lang') })
const usePasskeys = (): Passkeys => ({
  loginWithPasskey: useLoginWithPasskey(),
  signupWithPasskey: useSignupWithPasskey(),
  linkWithPasskey: useLinkWithPasskey(),
})
const useWallets = (): Wallets => ({ walletConnectors: useWalletConnectors() })
const useEnrollment = (): Enrollment => ({ mfaEnrollment: useMfaEnrollment() })
const useTransfer = (): Transfer => ({ accountTransfer: useAccountTransfer() })
/** What the login methods' landing entries add to the landing's hook values (e.g. an inline form's). */
const LANDING_HOOKS = UI_METHODS.flatMap((method) => (method.useLandingHooks ? [method.useLandingHooks] : []))
const useLandingForms = () => Object.assign({}, ...LANDING_HOOKS.map((useHooks) => useHooks())) as Omit<ScreenHooksMap['landing'], keyof Landing>

/**
 * One small hook per screen id, returning its ScreenHooksMap entry. The router calls it only for
 * a replaced screen, inside a component keyed by the stack entry (so the hooks never change order).
 */
/** The hook values of the login methods' own screens (each UI room gives its own). */
const METHOD_SCREEN_HOOKS = Object.assign({}, ...UI_METHODS.map((method) => method.screenHooks ?? {})) as {
  [Id in ScreenId]?: (params: ScreenParamsMap[Id]) => ScreenHooksMap[Id]
}

type ScreenHooksTable = { [Id in ScreenId]: (params: ScreenParamsMap[Id]) => ScreenHooksMap[Id] }

const GENERIC_SCREEN_HOOKS = {
  landing: () => ({ ...useLanding(), ...useLandingForms() }),
  success: () => ({ postLoginStep: usePostLoginStep() }),
  error: () => ({ appConfig: useAppConfig() }),
  passkey: () => ({ ...usePasskeys(), postLoginStep: usePostLoginStep(), appConfig: useAppConfig() }),
  passkeyChoice: usePasskeys,
  oauthStatus: () => ({ loginWithOAuth: useLoginWithOAuth(), linkWithOAuth: useLinkWithOAuth(), appConfig: useAppConfig() }),
  farcaster: () => ({ loginWithFarcaster: useLoginWithFarcaster() }),
  crossApp: (params) => ({ crossAppAccounts: useCrossAppAccounts(), crossAppProviderDetails: useCrossAppProviderDetails(params.providerAppId) }),
  loginOverflow: () => useLanding(),
  connectOnly: () => useLanding(true),
  captcha: () => ({ captcha: useCaptcha() }),
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
  mfaVerify: () => ({ mfa: useMfa(), user: useUser() }),
  mfaEnrollment: useEnrollment,
  mfaEnrollChoose: useEnrollment,
  mfaEnrollSms: () => ({ ...useEnrollment(), phoneInput: useLocalPhoneInput() }),
  mfaEnrollTotp: useEnrollment,
  mfaEnrollPasskey: () => ({ ...useEnrollment(), user: useUser() }),
  mfaEnrollRemove: useEnrollment,
  linkMethod: (params) => ({ linkEntry: (uiMethodFor(params.method)?.useLinkEntry ?? useLegacyLinkEntry)(params) }),
  accountTransfer: useTransfer,
  accountTransferAssets: useTransfer,
  terms: () => ({ postLoginStep: usePostLoginStep(), appConfig: useAppConfig() }),
} satisfies Partial<ScreenHooksTable>

/** Every screen's hook values (a test checks that every screen id has its entry). */
export const SCREEN_HOOKS = { ...METHOD_SCREEN_HOOKS, ...GENERIC_SCREEN_HOOKS } as ScreenHooksTable
