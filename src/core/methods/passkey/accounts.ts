import type { PasskeyAccount, User } from '../../types/user.js'

/** The user's passkeys (none without a user). */
export const passkeysOf = (user: User | null): PasskeyAccount[] =>
  (user?.linkedAccounts.filter((a) => a.type === 'passkey') ?? []) as PasskeyAccount[]

/** The user's passkeys enrolled in MFA. */
export const mfaPasskeysOf = (user: User | null): PasskeyAccount[] => passkeysOf(user).filter((p) => p.enrolledInMfa)

/** When the user last added a passkey enrolled in MFA (the MFA passkey step shows it), or null. */
export function mfaPasskeyLastAdded(user: User | null): Date | null {
  const dates = mfaPasskeysOf(user).map((p) => p.firstVerifiedAt).filter((d): d is Date => d instanceof Date)
  return dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null
}
