'use client'
import { useCallback } from 'react'
import { openUi, type AuthResult, type FoyerClient, type FoyerError, type LoginOptions } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useUiFlowCallbacks } from './uiFlowCallbacks.js'

/** The parameters of {@link useLogin}. */
export type UseLoginParameters = {
  /** Once the login and its post-login sequence (terms, wallet creation) are done. */
  onComplete?: ((result: AuthResult) => void) | undefined
  /** When the user leaves without logging in: the last error, else USER_EXITED_AUTH_FLOW. */
  onError?: ((error: FoyerError) => void) | undefined
}
/** What {@link useLogin} returns. */
export type UseLoginReturnType = { login: (options?: LoginOptions) => void }

/** Opens the default UI's login (`useLogin().login`, `useFoyer().login`); without one it names the headless hooks. */
export const openLoginUi = (client: FoyerClient, options?: LoginOptions) => openUi(client, { screen: 'login', options }, 'useLoginWithEmail')

/** `login()` opener of the default UI, with callbacks that fire once per login flow. */
export function useLogin({ onComplete, onError }: UseLoginParameters = {}): UseLoginReturnType {
  const client = useFoyerClient()
  useUiFlowCallbacks(['login', 'connect-or-create'], { onSuccess: onComplete, onError })
  return {
    login: useCallback((options?: LoginOptions) => openLoginUi(client, options), [client]),
  }
}
