'use client'
import {
  useAccountTransfer, useAppConfig, useCaptcha, useLinkWithPasskey, useLoginLanding, useLoginWithEmail, useLoginWithFarcaster, useLoginWithPasskey, useLoginWithSms, useMfa, useMfaEnrollment, usePhoneInput, usePostLoginStep, useRecentLoginMethod, useSignupWithPasskey, useUser,
} from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import type { EmailForm, Enrollment, Landing, Passkeys, PhoneForm, ScreenHooksMap, ScreenId, ScreenParamsMap, Transfer } from '../screen-ids.js'
import { UI_METHODS } from '../methods/index.js'
import { useMethodLinkEntry } from '../lib/useMethodLinkEntry.js'

export type { ScreenHooksMap }

function useLanding(): Landing {
  const { loginOptions } = useFoyerUi()
  return {
    landing: useLoginLanding({ loginMethods: loginOptions.loginMethods }),
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
const useEnrollment = (): Enrollment => ({ mfaEnrollment: useMfaEnrollment() })
const useTransfer = (): Transfer => ({ accountTransfer: useAccountTransfer() })

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
  landing: () => ({ ...useLanding(), ...useEmailForm() }),
  emailCode: () => ({ loginWithEmail: useLoginWithEmail() }),
  success: () => ({ postLoginStep: usePostLoginStep() }),
  error: () => ({ appConfig: useAppConfig() }),
  smsPhone: usePhoneForm,
  smsCode: () => ({ loginWithSms: useLoginWithSms() }),
  passkey: () => ({ ...usePasskeys(), postLoginStep: usePostLoginStep(), appConfig: useAppConfig() }),
  passkeyChoice: usePasskeys,
  farcaster: () => ({ loginWithFarcaster: useLoginWithFarcaster() }),
  loginOverflow: () => useLanding(),
  email: useEmailForm,
  captcha: () => ({ captcha: useCaptcha() }),
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
  linkMethod: (params) => ({ linkEntry: useMethodLinkEntry(params) }),
  accountTransfer: useTransfer,
  accountTransferAssets: useTransfer,
  terms: () => ({ postLoginStep: usePostLoginStep(), appConfig: useAppConfig() }),
} satisfies Partial<ScreenHooksTable>

/** Every screen's hook values (a test checks that every screen id has its entry). */
export const SCREEN_HOOKS = { ...METHOD_SCREEN_HOOKS, ...GENERIC_SCREEN_HOOKS } as ScreenHooksTable
