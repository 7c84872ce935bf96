'use client'
import { useAccountTransfer, useAppConfig, useCloudRecovery, useEmbeddedWalletRequest, useWalletExport, useDelegationRequest, useRecoveryRequest, useRecoverWallet, useSetWalletPassword, useCaptcha, useLoginLanding, useMfa, useMfaEnrollment, usePostLoginStep, useRecentLoginMethod, useUser } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import type { Enrollment, Landing, ScreenHooksMap, ScreenId, ScreenParamsMap, Transfer } from '../screen-ids.js'
import { UI_METHODS } from '../methods/index.js'
import { MFA_FACTORS_UI } from '../screens/mfa/factors/index.js'
import { FUNDING_SCREENS } from '../screens/funding/routes.js'
import { lazyModule, readAll, type LazyModule } from '../lib/lazy.js'
import { useMethodLinkEntry } from '../lib/useMethodLinkEntry.js'

export type { ScreenHooksMap }

function useLanding(): Landing {
  const { loginOptions } = useFoyerUi()
  return {
    landing: useLoginLanding({ loginMethods: loginOptions.loginMethods }),
    recentLoginMethod: useRecentLoginMethod(),
  }
}
const useEnrollment = (): Enrollment => ({ mfaEnrollment: useMfaEnrollment() })
const useTransfer = (): Transfer => ({ accountTransfer: useAccountTransfer() })
/** What the login methods' landing entries add to the landing's hook values (e.g. an inline form's); loaded first. */
const LANDING_HOOKS = UI_METHODS.flatMap((method) => (method.landingHooks ? [method.landingHooks] : []))
const useLandingForms = () =>
  Object.assign({}, ...readAll(LANDING_HOOKS).map((useHooks) => useHooks())) as Omit<ScreenHooksMap['landing'], keyof Landing>

type ScreenHook<Id extends ScreenId> = (params: ScreenParamsMap[Id]) => ScreenHooksMap[Id]
type ScreenHooksTable = { [Id in ScreenId]: ScreenHook<Id> }

/**
 * The hook values of screens whose hooks live in a lazy module (a login method's room, an MFA
 * factor): the module is read first (suspending until it has loaded), then its hook runs.
 */
function lazyScreenHooks(owners: readonly { screens?: object | undefined; hooks?: LazyModule<{ screenHooks?: object | undefined }> | undefined }[]) {
  const table: Partial<Record<ScreenId, (params: unknown) => unknown>> = {}
  for (const owner of owners) {
    const hooks = owner.hooks
    if (!hooks) continue
    for (const id of Object.keys(owner.screens ?? {}) as ScreenId[]) {
      table[id] = (params) => ((hooks.read().screenHooks as Record<string, (params: unknown) => unknown>)[id]!)(params)
    }
  }
  return table as { [Id in ScreenId]?: ScreenHook<Id> }
}

/** The funding screens, whose hooks load with their first replaced screen (src/ui/screens/funding/hooks.ts). */
const FUNDING_ROOM = { screens: FUNDING_SCREENS, hooks: lazyModule(() => import('../screens/funding/hooks.js')) }

/**
 * One small hook per screen id, returning its ScreenHooksMap entry. The router calls it only for
 * a replaced screen, inside a component keyed by the stack entry (so the hooks never change order).
 */
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
  walletCreate: () => ({ postLoginStep: usePostLoginStep(), appConfig: useAppConfig() }),
  walletSign: () => ({ embeddedWalletRequest: useEmbeddedWalletRequest(), appConfig: useAppConfig() }),
  walletRecoveryCloud: () => ({ cloudRecovery: useCloudRecovery() }),
  walletTransaction: () => ({ embeddedWalletRequest: useEmbeddedWalletRequest(), appConfig: useAppConfig() }),
  walletSolanaTransaction: () => ({ embeddedWalletRequest: useEmbeddedWalletRequest(), appConfig: useAppConfig() }),
  walletPassword: () => ({ recoveryRequest: useRecoveryRequest(), setWalletPassword: useSetWalletPassword(), appConfig: useAppConfig() }),
  walletPasswordRecover: () => ({ recoveryRequest: useRecoveryRequest(), recoverWallet: useRecoverWallet() }),
  recoverySelect: () => ({ recoveryRequest: useRecoveryRequest() }),
  recoveryInfo: () => ({ recoveryRequest: useRecoveryRequest() }),
  recoverySplash: () => ({ recoveryRequest: useRecoveryRequest() }),
  recoveryAutomatic: () => ({ recoveryRequest: useRecoveryRequest(), recoverWallet: useRecoverWallet() }),
  walletExport: () => ({ embeddedWalletRequest: useEmbeddedWalletRequest(), walletExport: useWalletExport(), appConfig: useAppConfig() }),
  walletDelegation: () => ({ delegationRequest: useDelegationRequest(), appConfig: useAppConfig() }),
} satisfies Partial<ScreenHooksTable>

/** Every screen's hook values (a test checks that every screen id has its entry). */
export const SCREEN_HOOKS = { ...lazyScreenHooks(UI_METHODS), ...lazyScreenHooks(MFA_FACTORS_UI), ...lazyScreenHooks([FUNDING_ROOM]), ...GENERIC_SCREEN_HOOKS } as ScreenHooksTable
