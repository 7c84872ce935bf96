'use client'
import { useCallback } from 'react'
import type { PasskeyFlowMode } from '../../hooks/index.js'
import { useLinkWithPasskey, useLoginWithPasskey, useSignupWithPasskey } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'

/**
 * Starts a passkey ceremony of `mode` (login, sign-up or link). Call it straight from a click, so
 * the browser sees the user's gesture; the outcome lands in the shared passkey flow state, which
 * the passkey screen shows (so the promise's rejection is not needed here).
 */
export function usePasskeyStart(): (mode: PasskeyFlowMode) => void {
  const { loginOptions } = useFoyerUi()
  const { loginWithPasskey } = useLoginWithPasskey()
  const { signupWithPasskey } = useSignupWithPasskey()
  const { linkWithPasskey } = useLinkWithPasskey()
  const disableSignup = loginOptions.disableSignup ?? false
  return useCallback(
    (mode: PasskeyFlowMode) => {
      const run = mode === 'login' ? () => loginWithPasskey({ disableSignup }) : mode === 'signup' ? signupWithPasskey : linkWithPasskey
      run().catch(() => {})
    },
    [loginWithPasskey, signupWithPasskey, linkWithPasskey, disableSignup],
  )
}
