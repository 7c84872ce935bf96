import type { FoyerClient } from '../../../client/types.js'
import type { CloudRecoveryMethod } from '../../../types/recovery.js'
import type { CloudRecoveryFields } from '../../../types/walletService.js'

/** What a cloud backup step is asked for: the provider, and whether the wallet is being secured or recovered. */
export type CloudRecoveryStepParameters = { provider: CloudRecoveryMethod; intent: 'set' | 'recover' }

/**
 * The cloud sign-in step of a cloud backup: gets an access token to the user's cloud account
 * (PKCE, state check) of the provider and answers the fields the wallet service's request carries.
 */
export type CloudRecoveryStep = (client: FoyerClient, parameters: CloudRecoveryStepParameters) => Promise<Required<CloudRecoveryFields>>

let step: CloudRecoveryStep | null = null

/** Installs the cloud backup step (the cloud sign-in flow installs itself). Not part of the public API. */
export function setCloudRecoveryStep(next: CloudRecoveryStep | null): void {
  step = next
}

/** The installed cloud backup step; null when cloud backups are not available. */
export const cloudRecoveryStep = (): CloudRecoveryStep | null => step
