/** How long a wallet operation waits for the user to recover the wallet (password or cloud backup) on a new device (ms). */
export const USER_OWNED_RECOVERY_TIMEOUT_MS = 120_000

/** What closing a recovery screen early rejects its caller with, by what the screens were doing. */
export const RECOVERY_EXIT_MESSAGES = {
  /** The password flow (`setWalletPassword`) closed before the password was set. */
  password: 'Exited before password was added to wallet',
  /** The recovery method selection (or a cloud backup) closed before a method was set. */
  setRecovery: 'User exited set recovery flow',
  /** A recovery ('Enter your password', a cloud backup, automatic recovery) closed before the wallet was recovered. */
  recover: 'User exited before wallet could be connected',
} as const
