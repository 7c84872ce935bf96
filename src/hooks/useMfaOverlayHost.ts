'use client'
import { mfaEnrollmentUiValue, mfaFlow, isMfaPending, isActiveMfaOverlayHost, registerMfaOverlayHost, type UiHost } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useOverlayHost, useValue, useWatched } from './internal.js'

/**
 * For UI that shows the MFA overlays (the default UI's <FoyerModal/> and <FoyerEmbed/> do): registers
 * while mounted; `active` is true for the one host that shows them — picked by the rule that picks
 * the host answering `login()` (an embed, else the most recently mounted) — and `enrollmentRequest`
 * is bumped each time `showMfaEnrollmentModal()` is called; `mfaPending` is true while an operation
 * waits for an MFA verification (the prompt's cue).
 */
export function useMfaOverlayHost(kind: UiHost['kind']): { active: boolean; enrollmentRequest: number; mfaPending: boolean } {
  const client = useFoyerClient()
  const active = useOverlayHost(kind, registerMfaOverlayHost, isActiveMfaOverlayHost)
  const enrollmentRequest = useWatched(client, mfaEnrollmentUiValue.get, mfaEnrollmentUiValue.watch)
  return { active, enrollmentRequest, mfaPending: isMfaPending(useValue(mfaFlow)) }
}
