import type { StoryDefault } from '@ladle/react'
import {
  CloudRecoveryAuthorizationError, EmbeddedWalletServiceError, cloudRecoveryFlow,
  type CloudRecoveryFlowState,
} from '../src/core/internal.js'
import { variants, type StoryContext } from './support.js'

export default { title: 'Wallet recovery / Cloud backup' } satisfies StoryDefault

// The screen reads the cloud backup's flow from the client (useCloudRecovery): each story puts one
// state there, as starting, confirming and the provider's answer do.
const show = (state: Omit<CloudRecoveryFlowState, 'attempt' | 'entropyId'>) => async (ctx: StoryContext) => {
  cloudRecoveryFlow.set(ctx.client, { attempt: state.status === 'not-confirmed' ? 0 : 1, entropyId: null, ...state })
  return { initialScreen: 'walletRecoveryCloud' as const }
}

const confirmDrive = variants({ setup: show({ status: 'not-confirmed', error: null, provider: 'google-drive', action: 'recover' }) })
/** Recovering waits for the user: "Confirm it's really you" / 'Confirm with Google Drive'. */
export const CloudConfirmGoogleDriveLight = confirmDrive.Light
export const CloudConfirmGoogleDriveDark = confirmDrive.Dark

const confirmICloud = variants({ setup: show({ status: 'not-confirmed', error: null, provider: 'icloud', action: 'recover' }) })
/** The same with iCloud: 'Confirm with iCloud'. */
export const CloudConfirmICloudLight = confirmICloud.Light
export const CloudConfirmICloudDark = confirmICloud.Dark

const backingUp = variants({ setup: show({ status: 'executing', error: null, provider: 'google-drive', action: 'setRecovery' }) })
/** Backing up (starts at once): 'Backing up with Google Drive...' while the provider's window is open. */
export const CloudBackingUpLight = backingUp.Light
export const CloudBackingUpDark = backingUp.Dark

const recovering = variants({ setup: show({ status: 'executing', error: null, provider: 'icloud', action: 'recover' }) })
/** Recovering: 'Recovering with iCloud...'. */
export const CloudRecoveringLight = recovering.Light
export const CloudRecoveringDark = recovering.Dark

const backedUp = variants({ setup: show({ status: 'success', error: null, provider: 'google-drive', action: 'create' }) })
/** 'Successfully backed up with Google Drive.' (closes, or continues, after 1.4 s; the story stays). */
export const CloudBackedUpLight = backedUp.Light
export const CloudBackedUpDark = backedUp.Dark

const recovered = variants({ setup: show({ status: 'success', error: null, provider: 'google-drive', action: 'recover' }) })
/** 'Successfully recovered with Google Drive.' */
export const CloudRecoveredLight = recovered.Light
export const CloudRecoveredDark = recovered.Dark

const backupFailed = variants({
  setup: show({ status: 'error', error: new CloudRecoveryAuthorizationError({ details: 'The popup was closed' }), provider: 'google-drive', action: 'setRecovery' }),
})
/** 'Back up with Google Drive unsuccessful', the error ('Recovery OAuth failed') and 'Try again'. */
export const CloudBackupFailedLight = backupFailed.Light
export const CloudBackupFailedDark = backupFailed.Dark

const recoverFailed = variants({
  setup: show({ status: 'error', error: new EmbeddedWalletServiceError({ type: 'embedded_wallet_recovery_error', message: 'Unable to recover wallet' }), provider: 'google-drive', action: 'recover' }),
})
/** 'Recovery with Google Drive unsuccessful' / 'Please verify that you are selecting the Google Drive account associated with your backup.' / 'Try again'. */
export const CloudRecoverFailedLight = recoverFailed.Light
export const CloudRecoverFailedDark = recoverFailed.Dark
