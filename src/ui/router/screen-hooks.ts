'use client'
import {
  useAccountTransfer, useAppConfig, useCaptcha, useConnectWallet, useCrossAppAccounts, useCrossAppProviderDetails, useFoyer,
  useLinkWithOAuth, useLinkWithPasskey, useLoginLanding, useLoginWithEmail, useLoginWithFarcaster, useLoginWithOAuth,
  useLoginWithPasskey, useLoginWithSiwe, useLoginWithSiws, useLoginWithSms, useLoginWithTelegram, useMfa, useMfaEnrollment,
  usePhoneInput, usePostLoginStep, useRecentLoginMethod, useSignupWithPasskey, useSolanaLedgerChoice, useUser,
  useWalletConnectors,
  type AppConfig, type UseAccountTransferReturnType, type UseCaptchaReturnType, type UseConnectWalletReturnType,
  type UseCrossAppAccountsReturnType, type UseCrossAppProviderDetailsReturnType, type UseFoyerReturnType,
  type UseLinkWithOAuthReturnType, type UseLinkWithPasskeyReturnType, type UseLoginLandingReturnType,
  type UseLoginWithEmailReturnType, type UseLoginWithFarcasterReturnType, type UseLoginWithOAuthReturnType,
  type UseLoginWithPasskeyReturnType, type UseLoginWithSiweReturnType, type UseLoginWithSiwsReturnType,
  type UseLoginWithSmsReturnType, type UseLoginWithTelegramReturnType, type UseMfaEnrollmentReturnType, type UseMfaReturnType,
  type UsePhoneInputReturnType, type UsePostLoginStepReturnType, type UseRecentLoginMethodReturnType,
  type UseSignupWithPasskeyReturnType, type UseSolanaLedgerChoiceReturnType, type UseUserReturnType,
  type UseWalletConnectorsReturnType,
} from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import type { ScreenId, ScreenParamsMap } from '../screen-ids.js'

type Landing = {
  /** `useLoginLanding()` for the `login()` call that opened the UI: which methods show, and the overflow. */
  landing: UseLoginLandingReturnType
  recentLoginMethod: UseRecentLoginMethodReturnType
}
type EmailForm = { loginWithEmail: UseLoginWithEmailReturnType; appConfig: AppConfig | null }
type PhoneForm = {
  loginWithSms: UseLoginWithSmsReturnType
  /** A fresh phone input of the replacement's own (its state is local to the hook, not shared with `Default`). */
  phoneInput: UsePhoneInputReturnType
}
type Passkeys = { loginWithPasskey: UseLoginWithPasskeyReturnType; signupWithPasskey: UseSignupWithPasskeyReturnType; linkWithPasskey: UseLinkWithPasskeyReturnType }
type Wallets = { walletConnectors: UseWalletConnectorsReturnType }
type Enrollment = { mfaEnrollment: UseMfaEnrollmentReturnType }
type Transfer = {
  /** The replacement's own transfer state (local to the hook, not shared with `Default`). */
  accountTransfer: UseAccountTransferReturnType
}

/**
 * What a screen replacement gets as `hooks`: the return values of the public hooks its default
 * screen uses. Flow state lives in the client, so these are the values the default sees (except
 * the two hooks with local state, `phoneInput` and `accountTransfer`, which are the replacement's own).
 */
export type ScreenHooksMap = {
  landing: Landing & EmailForm
  emailCode: { loginWithEmail: UseLoginWithEmailReturnType }
  success: { postLoginStep: UsePostLoginStepReturnType }
  error: { appConfig: AppConfig | null }
  smsPhone: PhoneForm
  smsCode: { loginWithSms: UseLoginWithSmsReturnType }
  passkey: Passkeys & { postLoginStep: UsePostLoginStepReturnType; appConfig: AppConfig | null }
  passkeyChoice: Passkeys
  oauthStatus: { loginWithOAuth: UseLoginWithOAuthReturnType; linkWithOAuth: UseLinkWithOAuthReturnType; appConfig: AppConfig | null }
  telegramStatus: { loginWithTelegram: UseLoginWithTelegramReturnType; appConfig: AppConfig | null }
  farcaster: { loginWithFarcaster: UseLoginWithFarcasterReturnType }
  crossApp: { crossAppAccounts: UseCrossAppAccountsReturnType; crossAppProviderDetails: UseCrossAppProviderDetailsReturnType }
  loginOverflow: Landing
  connectOnly: Landing
  email: EmailForm
  captcha: { captcha: UseCaptchaReturnType }
  walletPicker: Wallets & { connectWallet: UseConnectWalletReturnType; recentLoginMethod: UseRecentLoginMethodReturnType; appConfig: AppConfig | null }
  walletConnect: Wallets & {
    connectWallet: UseConnectWalletReturnType
    loginWithSiwe: UseLoginWithSiweReturnType
    loginWithSiws: UseLoginWithSiwsReturnType
    foyer: UseFoyerReturnType
  }
  walletInstall: Wallets
  walletMobileRedirect: Wallets
  walletLedger: Wallets & { connectWallet: UseConnectWalletReturnType; solanaLedgerChoice: UseSolanaLedgerChoiceReturnType }
  mfaVerify: { mfa: UseMfaReturnType; user: UseUserReturnType }
  mfaEnrollment: Enrollment
  mfaEnrollChoose: Enrollment
  mfaEnrollSms: Enrollment & { phoneInput: UsePhoneInputReturnType }
  mfaEnrollTotp: Enrollment
  mfaEnrollPasskey: Enrollment & { user: UseUserReturnType }
  mfaEnrollRemove: Enrollment
  linkEmail: { loginWithEmail: UseLoginWithEmailReturnType; user: UseUserReturnType }
  updateEmail: { loginWithEmail: UseLoginWithEmailReturnType; user: UseUserReturnType }
  linkPhone: PhoneForm
  updatePhone: PhoneForm
  linkMethod: {
    linkWithOAuth: UseLinkWithOAuthReturnType
    loginWithTelegram: UseLoginWithTelegramReturnType
    crossAppAccounts: UseCrossAppAccountsReturnType
    /** Details of `params.appId` (for `method: 'cross_app'`). */
    crossAppProviderDetails: UseCrossAppProviderDetailsReturnType
  }
  accountTransfer: Transfer
  accountTransferAssets: Transfer
  terms: { postLoginStep: UsePostLoginStepReturnType; appConfig: AppConfig | null }
}

function useLanding(connectOnly = false): Landing {
  const { loginOptions } = useFoyerUi()
  return {
    landing: useLoginLanding({ loginMethods: loginOptions.loginMethods, connectOnly }),
    recentLoginMethod: useRecentLoginMethod(),
  }
}
const useEmailForm = (): EmailForm => ({ loginWithEmail: useLoginWithEmail(), appConfig: useAppConfig() })
/** The phone field in the catalogue's language (country names), like the default screens. */
const useLocalPhoneInput = () => usePhoneInput({ locale: useFoyerUi().t('meta.lang') })
const usePhoneForm = (): PhoneForm => ({ loginWithSms: useLoginWithSms(), phoneInput: useLocalPhoneInput() })
const usePasskeys = (): Passkeys => ({
  loginWithPasskey: useLoginWithPasskey(),
  signupWithPasskey: useSignupWithPasskey(),
  linkWithPasskey: useLinkWithPasskey(),
})
const useWallets = (): Wallets => ({ walletConnectors: useWalletConnectors() })
const useEnrollment = (): Enrollment => ({ mfaEnrollment: useMfaEnrollment() })
const useTransfer = (): Transfer => ({ accountTransfer: useAccountTransfer() })

/**
 * One small hook per screen id, returning its ScreenHooksMap entry. The router calls it only for
 * a replaced screen, inside a component keyed by the stack entry (so the hooks never change order).
 */
export const SCREEN_HOOKS: { [Id in ScreenId]: (params: ScreenParamsMap[Id]) => ScreenHooksMap[Id] } = {
  landing: () => ({ ...useLanding(), ...useEmailForm() }),
  emailCode: () => ({ loginWithEmail: useLoginWithEmail() }),
  success: () => ({ postLoginStep: usePostLoginStep() }),
  error: () => ({ appConfig: useAppConfig() }),
  smsPhone: usePhoneForm,
  smsCode: () => ({ loginWithSms: useLoginWithSms() }),
  passkey: () => ({ ...usePasskeys(), postLoginStep: usePostLoginStep(), appConfig: useAppConfig() }),
  passkeyChoice: usePasskeys,
  oauthStatus: () => ({ loginWithOAuth: useLoginWithOAuth(), linkWithOAuth: useLinkWithOAuth(), appConfig: useAppConfig() }),
  telegramStatus: () => ({ loginWithTelegram: useLoginWithTelegram(), appConfig: useAppConfig() }),
  farcaster: () => ({ loginWithFarcaster: useLoginWithFarcaster() }),
  crossApp: (params) => ({ crossAppAccounts: useCrossAppAccounts(), crossAppProviderDetails: useCrossAppProviderDetails(params.providerAppId) }),
  loginOverflow: () => useLanding(),
  connectOnly: () => useLanding(true),
  email: useEmailForm,
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
  linkEmail: () => ({ loginWithEmail: useLoginWithEmail(), user: useUser() }),
  updateEmail: () => ({ loginWithEmail: useLoginWithEmail(), user: useUser() }),
  linkPhone: usePhoneForm,
  updatePhone: usePhoneForm,
  linkMethod: (params) => ({
    linkWithOAuth: useLinkWithOAuth(),
    loginWithTelegram: useLoginWithTelegram(),
    crossAppAccounts: useCrossAppAccounts(),
    crossAppProviderDetails: useCrossAppProviderDetails(params.method === 'cross_app' ? (params.appId ?? '') : ''),
  }),
  accountTransfer: useTransfer,
  accountTransferAssets: useTransfer,
  terms: () => ({ postLoginStep: usePostLoginStep(), appConfig: useAppConfig() }),
}
