import type { FoyerClient, UiHost } from '../client/types.js'
import { createOverlayHostRegistry } from '../client/uiHosts.js'
import { UiNotMountedError } from '../errors/client.js'
import { INITIAL_MFA_ENROLLMENT } from '../machines/mfaEnrollmentFlow.js'
import { mfaEnrollmentUiValue } from './state.js'
import { mfaEnrollmentFlow } from './state.js'

/** A UI that can show the MFA overlays: its kind (for the one host rule) and a change callback. */
export type MfaOverlayHost = { kind: UiHost['kind']; notify: () => void }
const overlayHosts = createOverlayHostRegistry()

/**
 * The default UI's MFA overlays (the verification prompt and the enrolment manager) register
 * here. Several may be mounted (a modal and an embed): one shows them, picked by the same rule as
 * the host that answers openers (`pickUiHost`: the embed, else the most recently mounted); when
 * the set changes, `notify` tells every host.
 */
export function registerMfaOverlayHost(client: FoyerClient, host: MfaOverlayHost): () => void {
  return overlayHosts.register(client, host)
}

/** Whether `host` is the one that shows the MFA overlays (`pickUiHost` over the registered ones). */
export const isActiveMfaOverlayHost = (client: FoyerClient, host: MfaOverlayHost) => overlayHosts.isActive(client, host)

/** Opens the default UI's MFA enrolment manager ('Transaction Protection'). Needs <FoyerModal/> or <FoyerEmbed/>. */
export function showMfaEnrollment(client: FoyerClient): void {
  if (!overlayHosts.active(client)) throw new UiNotMountedError('showMfaEnrollmentModal', 'useMfaEnrollment()')
  mfaEnrollmentFlow.set(client, INITIAL_MFA_ENROLLMENT)
  mfaEnrollmentUiValue.set(client, mfaEnrollmentUiValue.get(client) + 1)
}
