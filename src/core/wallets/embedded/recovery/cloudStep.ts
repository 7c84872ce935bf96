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

/** Installs another cloud backup step (tests); null puts the kit's own back. Not part of the public API. */
export function setCloudRecoveryStep(next: CloudRecoveryStep | null): void {
  step = next
}

/**
 * The kit's own step: the provider's consent in a popup (PKCE, state check), loaded on first use.
 * (The consent's code is its own chunk: hosts that never back up to a cloud never load it.)
 */
const kitCloudRecoveryStep: CloudRecoveryStep = async (client, { provider }) => {
  const { authorizeCloudRecovery } = await import('../cloud/index.js')
  const { accessToken } = await authorizeCloudRecovery(client, { provider })
  return { recoveryAccessToken: accessToken, recoveryProvider: provider }
}

/** The cloud backup step in use: an installed one, else the kit's own. */
export const cloudRecoveryStep = (): CloudRecoveryStep | null => step ?? kitCloudRecoveryStep
