import type { StoryDefault } from '@ladle/react'
import { recoveryRequestValue, type RecoveryUiRequest, type UserRecoveryMethod } from '../src/core/internal.js'
import { variants, type StoryContext } from './support.js'

export default { title: 'Wallet recovery' } satisfies StoryDefault

// The recovery screens read the open recovery request from the client (useRecoveryRequest): the
// stories put one there, as openSetWalletRecovery / openRecoverWallet do.
const ALL: UserRecoveryMethod[] = ['user-passcode', 'google-drive', 'icloud']
const ENTROPY = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const request = (ctx: StoryContext, value: RecoveryUiRequest, initialScreen: 'recoverySelect' | 'recoveryInfo' | 'recoverySplash' | 'recoveryAutomatic') => {
  recoveryRequestValue.set(ctx.client, value)
  return { initialScreen }
}
const selection = (currentMethod: RecoveryUiRequest extends infer R ? (R extends { currentMethod: infer M } ? M : never) : never, options = ALL) =>
  variants({ setup: async (ctx) => request(ctx, { id: 1, kind: 'setRecovery', initiatedBy: 'user', currentMethod, start: 'selection', options }, 'recoverySelect') })

const secure = selection('privy')
/** 'Secure your account': 'Back up to Google Drive', 'Back up to Apple iCloud', 'Set a password'. */
export const RecoverySelectLight = secure.Light
export const RecoverySelectDark = secure.Dark

const update = selection('user-passcode')
/** 'Update backup method' for a wallet with a password: 'Your account is currently secured using a password.', 'Reset your password'. */
export const RecoveryUpdatePasswordLight = update.Light
export const RecoveryUpdatePasswordDark = update.Dark

const drive = selection('google-drive')
/** Secured with Google Drive: its option is hidden. */
export const RecoveryUpdateDriveLight = drive.Light
export const RecoveryUpdateDriveDark = drive.Dark

const info = variants({ setup: async (ctx) => request(ctx, { id: 1, kind: 'setRecovery', initiatedBy: 'user', currentMethod: 'privy', start: 'selection', options: ALL }, 'recoveryInfo') })
/** 'Why do I need to secure my account?' with 'Select backup method'. */
export const RecoveryInfoLight = info.Light
export const RecoveryInfoDark = info.Dark

const splash = variants({ setup: async (ctx) => request(ctx, { id: 1, kind: 'setRecovery', initiatedBy: 'automatic', currentMethod: null, start: 'user-passcode', options: ['user-passcode'] }, 'recoverySplash') })
/** The secure-account splash: 'Secure Your Account' with 'Add password'. */
export const RecoverySplashLight = splash.Light
export const RecoverySplashDark = splash.Dark

const automatic = variants({ setup: async (ctx) => request(ctx, { id: 1, kind: 'recover', recoveryMethod: 'privy', entropyId: ENTROPY }, 'recoveryAutomatic') })
/** Automatic recovery: 'Automatically secure your account' and Confirm. */
export const RecoveryAutomaticLight = automatic.Light
export const RecoveryAutomaticDark = automatic.Dark
