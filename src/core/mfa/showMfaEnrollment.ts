import type { FoyerClient, UiHost } from '../client/types.js'
import { pickUiHost } from '../client/uiHosts.js'
import { UiNotMountedError } from '../errors/client.js'
import { INITIAL_MFA_ENROLLMENT } from '../machines/mfaEnrollmentFlow.js'
import { mfaEnrollmentUiValue } from './state.js'
import { mfaEnrollmentFlow } from './state.js'

/** A UI that can show the MFA overlays: its kind (for the one host rule) and a change callback. */
export type MfaOverlayHost = { kind: UiHost['kind']; notify: () => void }
const overlayHosts = new WeakMap<FoyerClient, MfaOverlayHost[]>()

/**
 * The default UI's MFA overlays (the verification prompt and the enrolment manager) register
 * here. Several may be mounted (a modal and an embed): one shows them, picked by the same rule as
 * the host that answers openers (`pickUiHost`: the embed, else the most recently mounted); when
 * the set changes, `notify` tells every host.
 */
export function registerMfaOverlayHost(client: FoyerClient, host: MfaOverlayHost): () => void {
  const update = (next: MfaOverlayHost[]) => {
    overlayHosts.set(client, next)
    for (const h of next) h.notify()
  }
  update([...(overlayHosts.get(client) ?? []), host])
  return () => update((overlayHosts.get(client) ?? []).filter((h) => h !== host))
}

/** Whether `host` is the one that shows the MFA overlays (`pickUiHost` over the registered ones). */
export const isActiveMfaOverlayHost = (client: FoyerClient, host: MfaOverlayHost) => pickUiHost(overlayHosts.get(client) ?? []) === host

/** Opens the default UI's MFA enrolment manager ('Transaction Protection'). Needs <FoyerModal/> or <FoyerEmbed/>. */
export function showMfaEnrollment(client: FoyerClient): void {
  if (!overlayHosts.get(client)?.length) throw new UiNotMountedError('showMfaEnrollmentModal', 'useMfaEnrollment()')
  mfaEnrollmentFlow.set(client, INITIAL_MFA_ENROLLMENT)
  mfaEnrollmentUiValue.set(client, mfaEnrollmentUiValue.get(client) + 1)
}
