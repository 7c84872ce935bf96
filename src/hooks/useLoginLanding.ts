'use client'
import { useMemo } from 'react'
import { DEFAULT_LOGIN_METHODS, offeredLoginMethods, planLanding, type LandingPlan, type LoginOptions } from '../core/internal.js'
import { useAppConfig } from './useAppConfig.js'

/** The parameters of {@link useLoginLanding}. */
export type UseLoginLandingParameters = {
  /** `login({ loginMethods })`: restricts and orders the methods (the ordered split is then not used). */
  loginMethods?: LoginOptions['loginMethods']
  /** The connect-only variant (linking a wallet). */
  connectOnly?: boolean
}
/** What {@link useLoginLanding} returns. */
export type UseLoginLandingReturnType = LandingPlan & {
  /** Every method offered, in order (primary, then overflow). */
  methods: string[]
}

/**
 * The login landing's layout for this app (core's `planLanding` over the methods the app can
 * offer): which methods go on the landing and which behind the overflow button, with its label.
 * For hosts building their own landing; the default UI's landing uses it too.
 */
export function useLoginLanding({ loginMethods, connectOnly = false }: UseLoginLandingParameters = {}): UseLoginLandingReturnType {
  const config = useAppConfig()
  return useMemo(() => {
    const offered = config ? offeredLoginMethods(config) : [...DEFAULT_LOGIN_METHODS]
    const methods = loginMethods ? loginMethods.filter((m, i) => offered.includes(m) && loginMethods.indexOf(m) === i) : offered
    const plan = planLanding({
      methods,
      order: loginMethods ? null : config?.loginMethodsAndOrder,
      groupPriority: config?.appearance.loginGroupPriority,
      connectOnly,
    })
    return { ...plan, methods: [...plan.primary, ...(plan.overflow?.methods ?? [])] }
  }, [config, loginMethods, connectOnly])
}
