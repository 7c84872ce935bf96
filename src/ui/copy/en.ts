import type { ErrorCopyKey } from '../../core/index.js'

/**
 * The English copy catalogue: every string the default UI shows. Keys are typed (`CopyKey`);
 * `{placeholders}` are filled by `t(key, values)`, whose value names are checked by type.
 * Texts quoted by the spec are kept word for word.
 */
export const en = {
  // Modal chrome
  'modal.title': 'log in or sign up',
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.loading': 'Loading',

  // Login landing (spec 01 §2)
  'landing.header': 'Log in or sign up',
  'landing.logoAlt': '{app} logo',
  'landing.email.label': 'Email address',
  'landing.email.placeholder': 'your@email.com',
  'landing.email.submit': 'Submit',
  'landing.email.submitting': 'Sending code',
  'landing.email.invalid': 'Please enter a valid email address.',
  'landing.email.plusNotAllowed': "Please enter a valid email address without a '+'.",
  'landing.or': 'or',
  'landing.tooManyRequests': 'Too many requests. Please wait before trying again.',
  'landing.terms.both': 'By logging in I agree to the {terms} & {privacy}',
  'landing.terms.one': 'By logging in I agree to the {link}',
  'landing.terms.terms': 'Terms',
  'landing.terms.privacy': 'Privacy Policy',
  'landing.terms.termsOfService': 'Terms of Service',

  // Code entry (spec 01 §2, §4, §5)
  'emailCode.title': 'Enter confirmation code',
  'emailCode.subtitle': 'Please check {email} for an email and enter your code below.',
  'emailCode.group': 'Confirmation code',
  'emailCode.digit': 'Digit {index} of {count}',
  'emailCode.nonNumeric': 'Code should be numeric',
  'emailCode.incorrect': 'Incorrect code',
  'emailCode.submitting': 'Verifying code',
  'emailCode.resend': 'Resend code',
  'emailCode.resendIn': 'Resend code in {seconds}s',
  'emailCode.resending': 'Sending code',
  'emailCode.didntGet': "Didn't get an email?",
  'emailCode.codeSent': 'Code sent',
  'emailCode.tooManyRequests': 'Too many requests. Please wait before trying again.',

  // Success after login (spec 01 §4 post-login sequence)
  'success.title': 'Success!',
  'success.detail': "You're logged in.",

  // Error screens (spec 01 §8); keys are core's ERROR_COPY_KEYS
  'error.notAllowed.title': 'Not allowed',
  'error.tryAnotherMethod': 'Try another method',
  'error.allowlist.title': "You don't have access to this app",
  'error.allowlist.detail': 'Have you been invited?',
  'error.allowlist.button': 'Try another account',
  'error.userLimit.title': 'Unable to sign in',
  'error.userLimit.detail':
    'This is a test application that has reached its user limit. To allow more users, this app needs to be upgraded to production.',
  'error.goBack': 'Go back',
  'error.accountNotFound.title': 'Account not found',
  'error.accountNotFound.detail': 'Please try logging in again or go to {app} to create an account.',
  'error.accountNotFound.button': 'Try logging in again',
  'error.authFailed.title': 'Authentication failed',
  'error.linkedToAnotherUser.detail': 'This account has already been linked to another user.',
  'error.tryAgain': 'Try again',
  'error.cannotLinkMore.detail': 'Cannot link more passkeys to account.',
  'error.notSupported.title': 'This region is not supported',
  'error.notSupported.detail': 'SMS authentication from this region is not available',
  'error.tooManyRequests.title': 'Request failed',
  'error.tooManyRequests.detail': 'Too many attempts.',
  'error.tooManyRequests.button': 'Try again later',
  'error.invalidCode.detail': 'Invalid or expired verification code',
  'error.generic.title': 'Something went wrong',
  'error.generic.detail': 'Try again later',
  'error.pleaseTryAgain': 'Please try again.',
  'error.timedOut.title': 'Timed out',
} as const satisfies Record<ErrorCopyKey, string> & Record<string, string>

export type EnCopy = typeof en
export type CopyKey = keyof EnCopy
/** A complete catalogue (another language): every key, any text. */
export type Copy = { readonly [K in CopyKey]: string }
/** What a host passes as `copy`: any subset of keys. */
export type CopyOverrides = Partial<Copy>

/** `'Hi {name}, {count}'` → `'name' | 'count'`. */
export type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never
export type CopyValues<K extends CopyKey> = Record<Placeholders<EnCopy[K]>, string | number>
/** The rest-arguments of `t(key, …)`: none for a text without placeholders, else its values. */
export type CopyArgs<K extends CopyKey> = [Placeholders<EnCopy[K]>] extends [never] ? [] : [values: CopyValues<K>]
export type Translate = <K extends CopyKey>(key: K, ...values: CopyArgs<K>) => string

/** Fills `{placeholders}`; unknown ones are left as they are. */
export function formatCopy(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  )
}

/** A `t()` over the English catalogue merged with a host's overrides. */
export function createTranslate(overrides: CopyOverrides = {}): Translate {
  const catalogue: Copy = { ...en, ...stripUndefined(overrides) }
  return (key, ...values) => formatCopy(catalogue[key] ?? key, values[0] as Record<string, string | number> | undefined)
}

function stripUndefined(overrides: CopyOverrides): CopyOverrides {
  return Object.fromEntries(Object.entries(overrides).filter(([, v]) => typeof v === 'string')) as CopyOverrides
}
