import type { FoyerClient } from '../../../client/types.js'
import { userValue } from '../../../client/session/state.js'
import { getAccessToken } from '../../../client/session/getAccessToken.js'
import { FoyerError, type FoyerErrorParameters } from '../../../errors/base.js'
import { isCloudRecoveryMethod } from '../../../types/recovery.js'
import type { User } from '../../../types/user.js'
import type { CloudRecoveryFields, RecoveryMethod } from '../../../types/walletService.js'
import { isEmbeddedWallet, type WalletAccount } from '../../../types/linkedAccounts.js'
import { userEntropyId } from '../wallets.js'
import { cloudRecoveryStep } from './cloudStep.js'
import { UnsupportedRecoveryMethodError } from './errors.js'

/** A recovery method and what it needs: the password of 'user-passcode' (cloud backups run their sign-in step). */
export type RecoveryMethodChoice =
  | { recoveryMethod: 'user-passcode'; password: string }
  /** A cloud backup: the cloud sign-in step runs first (a popup to the provider). */
  | { recoveryMethod: 'google-drive' | 'icloud' }
  /** Automatic recovery: the backend keeps the key; a new device recovers with no prompt. */
  | { recoveryMethod: 'privy' }

/** Which wallet a recovery call means (default: the user's own). */
export type RecoveryWalletSelector = {
  /** The wallet's entropy id (default: the user's own wallet). */
  entropyId?: string | undefined
}

/** Setting or recovering a wallet with no logged-in user. */
export class WalletRecoveryAuthError extends FoyerError<'MUST_BE_AUTHENTICATED'> {
  override name = 'WalletRecoveryAuthError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User must be authenticated and have a Foyer wallet before it can be connected', 'MUST_BE_AUTHENTICATED', p)
  }
}

/** The logged-in user and a fresh access token ('User must be authenticated and have a Foyer wallet …' otherwise). */
export async function recoverySession(client: FoyerClient): Promise<{ user: User; accessToken: string }> {
  const user = userValue.get(client)
  const accessToken = user ? await getAccessToken(client) : null
  if (!user || !accessToken) throw new WalletRecoveryAuthError()
  return { user, accessToken }
}

/** The user's embedded wallets of one entropy (its own, else `entropyId`'s). */
function walletsOf(user: Pick<User, 'linkedAccounts'>, entropyId: string): WalletAccount[] {
  const id = entropyId.toLowerCase()
  return user.linkedAccounts.filter((a): a is WalletAccount => {
    if (!isEmbeddedWallet(a)) return false
    const w = a as WalletAccount
    return (w.entropyId ?? (w.imported ? w.address : null) ?? '').toLowerCase() === id || (w.address.toLowerCase() === id && !w.imported)
  })
}

/** The entropy a recovery call means: `entropyId`, else the user's own (null: the user has no embedded wallet). */
export const recoveryEntropyOf = (user: Pick<User, 'linkedAccounts'>, entropyId: string | undefined): string | null =>
  entropyId ?? userEntropyId(user)

/** How the wallets of an entropy are secured now (the user's linked accounts say; null when unknown). */
export function recoveryMethodOf(user: Pick<User, 'linkedAccounts'>, entropyId: string): RecoveryMethod | null {
  const method = walletsOf(user, entropyId).find((w) => w.recoveryMethod)?.recoveryMethod
  return (method as RecoveryMethod | undefined) ?? null
}

/**
 * What a request to the wallet service carries for a method: the password of `user-passcode`,
 * or — for a cloud backup — the access token the cloud sign-in step gets ('Unsupported recovery
 * action' when that step is not installed).
 */
export async function recoveryFields(
  client: FoyerClient,
  { recoveryMethod, password, intent }: { recoveryMethod: RecoveryMethod; password?: string | undefined; intent: 'set' | 'recover' },
): Promise<{ recoveryMethod: RecoveryMethod; recoveryPassword?: string } & CloudRecoveryFields> {
  if (recoveryMethod === 'user-passcode') return { recoveryMethod, ...(password !== undefined ? { recoveryPassword: password } : {}) }
  if (isCloudRecoveryMethod(recoveryMethod)) {
    const step = cloudRecoveryStep()
    if (!step) throw new UnsupportedRecoveryMethodError({ details: `No cloud sign-in step is installed for ${recoveryMethod}` })
    return { recoveryMethod, ...(await step(client, { provider: recoveryMethod, intent })) }
  }
  return { recoveryMethod }
}
