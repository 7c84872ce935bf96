import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'

/** A login prompt the user dismissed or let time out. */
export class PasskeyNotAllowedError extends FoyerError<'passkey_not_allowed'> {
  override name = 'PasskeyNotAllowedError'
  constructor(p: FoyerErrorParameters = {}) {
    super(
      'Passkey request timed out or rejected by user. You will have to sign up with another method first to register a passkey for your account.',
      'passkey_not_allowed',
      p,
    )
  }
}

/** A registration (sign-up or link) prompt the user dismissed or let time out. */
export class PasskeyRegistrationNotAllowedError extends FoyerError<'passkey_not_allowed'> {
  override name = 'PasskeyRegistrationNotAllowedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Passkey request timed out or rejected by user.', 'passkey_not_allowed', p)
  }
}

/** Any other failure of a login or sign-up prompt. */
export class PasskeyUnknownError extends FoyerError<'UNKNOWN_AUTH_ERROR'> {
  override name = 'PasskeyUnknownError'
  constructor(p: FoyerErrorParameters = {}) {
    super('An unknown error occurred.', 'UNKNOWN_AUTH_ERROR', p)
  }
}

/** Any other failure of a link prompt. */
export class PasskeyLinkUnknownError extends FoyerError<'FAILED_TO_LINK_ACCOUNT'> {
  override name = 'PasskeyLinkUnknownError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unknown error occurred.', 'FAILED_TO_LINK_ACCOUNT', p)
  }
}

/**
 * Passkeys on a page opened by an IP address (`http://127.0.0.1:4321`): WebAuthn takes a domain
 * name as relying party, never an IP address. `url` is where passkeys work instead — the same
 * page origin on `localhost` when the address is a loopback one — else undefined.
 */
export class PasskeyIpAddressError extends FoyerError<'passkey_ip_address'> {
  override name = 'PasskeyIpAddressError'
  readonly url: string | undefined
  constructor(p: FoyerErrorParameters & { url?: string | undefined } = {}) {
    super(
      p.url
        ? `Passkeys need a domain name: open ${p.url} instead of an IP address.`
        : 'Passkeys need a domain name: open this page by its domain name instead of an IP address.',
      'passkey_ip_address',
      p,
    )
    this.url = p.url
  }
}

/** A sixth passkey (a user may link MAX_PASSKEYS_PER_USER = 5); the login method's `tooManyAccounts`. */
export class CannotLinkMorePasskeysError extends FoyerError<'cannot_link_more_of_type'> {
  override name = 'CannotLinkMorePasskeysError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Cannot link more passkeys to account.', 'cannot_link_more_of_type', p)
  }
}

/** A passkey ceremony started while another one waits for the browser's prompt. */
export class PasskeyRequestPendingError extends FoyerError<'passkey_request_pending'> {
  override name = 'PasskeyRequestPendingError'
  constructor(p: FoyerErrorParameters = {}) {
    super('A passkey request is already in progress', 'passkey_request_pending', p)
  }
}

/** Unlinking a passkey that is enrolled in MFA (unenrol it from MFA first). */
export class CannotUnlinkMfaPasskeyError extends FoyerError<'cannot_unlink_mfa_passkey'> {
  override name = 'CannotUnlinkMfaPasskeyError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Cannot unlink a passkey enrolled in MFA', 'cannot_unlink_mfa_passkey', p)
  }
}
