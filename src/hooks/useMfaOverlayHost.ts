'use client'
import { mfaEnrollmentUiValue, isActiveMfaOverlayHost, registerMfaOverlayHost, type UiHost } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useOverlayHost, useWatched } from './internal.js'

/**
 * For UI that shows the MFA overlays (the default UI's <FoyerModal/> and <FoyerEmbed/> do): registers
 * while mounted; `active` is true for the one host that shows them — picked by the rule that picks
 * the host answering `login()` (an embed, else the most recently mounted) — and `enrollmentRequest`
 * is bumped each time `showMfaEnrollmentModal()` is called.
 */
export function useMfaOverlayHost(kind: UiHost['kind']): { active: boolean; enrollmentRequest: number } {
  const client = useFoyerClient()
  const active = useOverlayHost(kind, registerMfaOverlayHost, isActiveMfaOverlayHost)
  return { active, enrollmentRequest: useWatched(client, mfaEnrollmentUiValue.get, mfaEnrollmentUiValue.watch) }
}
