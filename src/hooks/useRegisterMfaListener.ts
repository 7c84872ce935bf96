'use client'
import { useEffect } from 'react'
import type { MfaRequiredEvent } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useLatest } from './internal.js'

/** The parameters of {@link useRegisterMfaListener}. */
export type UseRegisterMfaListenerParameters = {
  /** Called when an operation waits for an MFA verification: show your prompt, then use useMfa(). */
  onMfaRequired: (event: MfaRequiredEvent) => void
}

/**
 * For hosts that bring their own MFA prompt: `onMfaRequired` runs each time an operation needs a
 * verification (the latest callback is used; listening lasts while mounted). Turn the default UI's
 * prompt off with the app config's `mfa.noPromptOnMfaRequired` (or the host config, same key).
 */
export function useRegisterMfaListener(parameters: UseRegisterMfaListenerParameters): void {
  const client = useFoyerClient()
  // useLatest, not useRun: a listener registered once calls the latest handler (no action to run).
  const latest = useLatest(parameters)
  useEffect(() => client.events.on('mfaRequired', (event) => latest.current.onMfaRequired(event)), [client, latest])
}
