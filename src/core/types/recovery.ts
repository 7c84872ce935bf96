/**
 * Recovery methods of embedded wallets: which a user may choose, and which moves between methods
 * are allowed. Shared by the kit, the wallet service and the dev backend (pure, no imports).
 * See docs/wallet-recovery.md.
 */

/** The recovery methods a user chooses (user-owned): a password, or a backup in their cloud account. */
export const USER_RECOVERY_METHODS = ['user-passcode', 'google-drive', 'icloud'] as const
/** Methods a user can choose (user-owned). */
export type UserRecoveryMethod = (typeof USER_RECOVERY_METHODS)[number]

/** The cloud backups among the user-owned methods. */
export const CLOUD_RECOVERY_METHODS = ['google-drive', 'icloud'] as const
/** A cloud backup: 'google-drive' or 'icloud'. */
export type CloudRecoveryMethod = (typeof CLOUD_RECOVERY_METHODS)[number]

/** True for 'user-passcode', 'google-drive' and 'icloud'. */
export const isUserRecoveryMethod = (value: unknown): value is UserRecoveryMethod =>
  (USER_RECOVERY_METHODS as readonly unknown[]).includes(value)

/** True for 'google-drive' and 'icloud'. */
export const isCloudRecoveryMethod = (value: unknown): value is CloudRecoveryMethod =>
  (CLOUD_RECOVERY_METHODS as readonly unknown[]).includes(value)

/**
 * Whether a wallet secured with `from` may move to `to` (pure): from the automatic method
 * ('privy'), a password ('user-passcode') or a recovery encryption key ('recovery-encryption-key')
 * any method is allowed (a password may be reset); from a cloud backup ('google-drive', 'icloud')
 * any method but a backup to the same cloud platform. Unknown methods on either side are refused.
 */
export function recoveryUpgradeAllowed(from: string, to: string): boolean {
  if (!['privy', 'user-passcode', 'google-drive', 'icloud'].includes(to)) return false
  if (['privy', 'user-passcode', 'recovery-encryption-key'].includes(from)) return true
  if (isCloudRecoveryMethod(from)) return from !== to
  return false
}
