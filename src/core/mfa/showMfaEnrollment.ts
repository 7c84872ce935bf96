import type { FoyerClient } from '../client/types.js'
import { UiNotMountedError } from '../errors/client.js'
import { INITIAL_MFA_ENROLLMENT } from '../machines/mfaEnrollmentFlow.js'
import { mfaEnrollmentUiValue } from './state.js'
import { mfaEnrollmentFlow } from './state.js'

type OverlayHost = { notify: () => void }
const overlayHosts = new WeakMap<FoyerClient, OverlayHost[]>()

/**
 * The default UI's MFA overlays (the verification prompt and the enrolment manager) register
 * here. Several may be mounted (a modal and an embed): the first one mounted shows them; when it
 * goes, the next one takes over (`notify` tells every host that the registry changed).
 */
export function registerMfaOverlayHost(client: FoyerClient, host: OverlayHost): () => void {
  const update = (next: OverlayHost[]) => {
    overlayHosts.set(client, next)
    for (const h of next) h.notify()
  }
  update([...(overlayHosts.get(client) ?? []), host])
  return () => update((overlayHosts.get(client) ?? []).filter((h) => h !== host))
}

/** Whether `host` is the overlay host that shows the MFA overlays. */
export const isActiveMfaOverlayHost = (client: FoyerClient, host: OverlayHost) => overlayHosts.get(client)?.[0] === host

/** Opens the default UI's MFA enrolment manager ('Transaction Protection'). Needs <FoyerModal/> or <FoyerEmbed/>. */
export function showMfaEnrollment(client: FoyerClient): void {
  if (!overlayHosts.get(client)?.length) throw new UiNotMountedError('showMfaEnrollmentModal', 'useMfaEnrollment()')
  mfaEnrollmentFlow.set(client, INITIAL_MFA_ENROLLMENT)
  mfaEnrollmentUiValue.set(client, mfaEnrollmentUiValue.get(client) + 1)
}
