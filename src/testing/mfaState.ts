/** What the dev backend keeps about multi-factor verification. */
export class MfaState {
  /** userId → the SMS number (E.164) codes go to. */
  smsNumbers = new Map<string, string>()
  /** userId → the enrolled TOTP secret (base32). */
  totpSecrets = new Map<string, string>()
  /** userId → a TOTP secret created by init and not yet confirmed with a code. */
  pendingTotp = new Map<string, string>()
  /** MFA token → what it proves. */
  /** `exported`: the token authorized a wallet export (it authorizes no other). */
  tokens = new Map<string, { userId: string; sessionId: string; expiresAt: number; exported?: boolean }>()
  /**
   * userId (or `enroll:{userId}` for a secret being confirmed) → the TOTP time step last accepted
   * for that authenticator: that step and earlier ones are refused (RFC 6238 §5.2: a code is
   * accepted once).
   */
  totpLastStep = new Map<string, number>()
}
