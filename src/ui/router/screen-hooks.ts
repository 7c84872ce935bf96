'use client'
import { useAccountTransfer, useAppConfig, useCaptcha, useLoginLanding, useMfa, useMfaEnrollment, usePostLoginStep, useRecentLoginMethod, useUser } from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import type { Enrollment, Landing, ScreenHooksMap, ScreenId, ScreenParamsMap, Transfer } from '../screen-ids.js'
import { UI_METHODS } from '../methods/index.js'
import { MFA_FACTORS_UI } from '../screens/mfa/factors/index.js'
import { useMethodLinkEntry } from '../lib/useMethodLinkEntry.js'

export type { ScreenHooksMap }

function useLanding(): Landing {
  const { loginOptions } = useFoyerUi()
  return {
    landing: useLoginLanding({ loginMethods: loginOptions.loginMethods }),
    recentLoginMethod: useRecentLoginMethod(),
  }
}
/** The phone field in the catalogue's language (country names), like the default screens. */
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

/** The hook values of the MFA factors' setup screens (each factor's UI gives its own). */
const MFA_FACTOR_SCREEN_HOOKS = Object.assign({}, ...MFA_FACTORS_UI.map((factor) => factor.screenHooks)) as {
  [Id in ScreenId]?: (params: ScreenParamsMap[Id]) => ScreenHooksMap[Id]
}

type ScreenHooksTable = { [Id in ScreenId]: (params: ScreenParamsMap[Id]) => ScreenHooksMap[Id] }

const GENERIC_SCREEN_HOOKS = {
  landing: () => ({ ...useLanding(), ...useLandingForms() }),
  success: () => ({ postLoginStep: usePostLoginStep() }),
  error: () => ({ appConfig: useAppConfig() }),
  loginOverflow: () => useLanding(),
  captcha: () => ({ captcha: useCaptcha() }),
  mfaVerify: () => ({ mfa: useMfa(), user: useUser() }),
  mfaEnrollment: useEnrollment,
  mfaEnrollChoose: useEnrollment,
  mfaEnrollRemove: useEnrollment,
  linkMethod: (params) => ({ linkEntry: useMethodLinkEntry(params) }),
  accountTransfer: useTransfer,
  accountTransferAssets: useTransfer,
  terms: () => ({ postLoginStep: usePostLoginStep(), appConfig: useAppConfig() }),
} satisfies Partial<ScreenHooksTable>

/** Every screen's hook values (a test checks that every screen id has its entry). */
export const SCREEN_HOOKS = { ...METHOD_SCREEN_HOOKS, ...MFA_FACTOR_SCREEN_HOOKS, ...GENERIC_SCREEN_HOOKS } as ScreenHooksTable
