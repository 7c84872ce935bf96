import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import type { MfaMethod } from './user.js'

/** An MFA token a verification earned; used only by the session (access-token `sid`) that earned it. */
export type MfaToken = { token: string; sessionId: string | null; expiresAt: number }

/** `POST /api/v1/mfa/{method}/verify` answers `{ token, expires_in_seconds }`. */
export type WireMfaToken = { token: string; expires_in_seconds?: number }

/** `POST /api/v1/mfa/totp/init` answers `{ auth_url, secret }`. */
export type WireTotpEnrollment = { auth_url: string; secret: string }

/** A passkey assertion as WebAuthn (and @simplewebauthn/browser's `startAuthentication`) returns it. */
export type MfaPasskeyResponse = AuthenticationResponseJSON

/** What a verification submits: a 6-digit code (sms, totp) or a passkey assertion. */
export type MfaSubmission =
  | { method: 'sms' | 'totp'; code: string }
  | { method: 'passkey'; response: AuthenticationResponseJSON }

/** Fired (client event `mfaRequired`) when an operation waits for an MFA verification. */
export type MfaRequiredEvent = { kind: MfaPromptKind; methods: MfaMethod[] }

/** `init(method)`: what the chosen method needs before a submission. */
export type MfaInitResult =
  | { method: 'sms'; codeSentAt: number }
  | { method: 'totp' }
  | { method: 'passkey'; options: PublicKeyCredentialRequestOptionsJSON }

/** What TOTP enrolment shows: the otpauth:// URL (as a QR code) and the setup key. */
export type TotpEnrollment = { authUrl: string; secret: string }

/** `submitMfa`: a 6-digit code (sms, totp) or a passkey assertion. */
export type SubmitMfaParameters =
  | { method: 'sms' | 'totp'; code: string }
  | { method: 'passkey'; response: AuthenticationResponseJSON }
  | { method: MfaMethod; code?: unknown; response?: unknown }

/** `initMfaEnrollment`: sms sends a code to the number; totp creates a secret. */
export type InitMfaEnrollmentParameters = { method: 'sms'; phoneNumber: string } | { method: 'totp' }
/** What {@link initMfaEnrollment} returns. */
export type InitMfaEnrollmentReturnType = { method: 'sms'; phoneNumber: string } | ({ method: 'totp' } & TotpEnrollment)

/** `submitMfaEnrollment`: the code (sms, totp), or the linked passkeys to enrol. */
export type SubmitMfaEnrollmentParameters =
  | { method: 'sms' | 'totp'; code: string }
  /** Marks these linked passkeys as MFA methods; without ids, registers a new passkey first and enrols it. */
  | { method: 'passkey'; credentialIds?: string[] | undefined }

/** Where the prompt appears: during a transaction ('txn') or to confirm it is the user ('auth'). */
export const MFA_PROMPT_KINDS = ['auth', 'txn'] as const
/** Where the MFA prompt appears: during a transaction ('txn') or to confirm it is the user ('auth'). */
export type MfaPromptKind = (typeof MFA_PROMPT_KINDS)[number]
