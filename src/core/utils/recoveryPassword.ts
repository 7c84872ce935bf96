import { randomBytes } from './random.js'

/**
 * The recovery password's pure pieces: what a password may be (`validatePassword`), how strong it
 * is (`passwordStrength`), a generated one (`generatePassword`) and the file a user downloads to
 * keep it (`recoveryFileName`, `recoveryFileContents`). The password screens and a headless host's
 * own screens use the same rules. See docs/wallet-recovery.md "Password".
 */

/** A recovery password has at least this many characters. */
export const PASSWORD_MIN_LENGTH = 6
/** Character variety counts toward the strength only from this length on. */
export const PASSWORD_VARIETY_MIN_LENGTH = 8
/** The symbols a recovery password may contain, besides ASCII letters and digits. */
export const PASSWORD_SYMBOLS = '!@#$%^&*()-_+'
/** Above this strength score a password is Medium. */
export const PASSWORD_MEDIUM_ABOVE = 0.5
/** Above this strength score a password is Strong. */
export const PASSWORD_STRONG_ABOVE = 0.9
/**
 * The number of guesses (as log10) at which the entropy part of the strength is full: 10^12
 * guesses, about 40 bits. Fewer guesses count proportionally.
 */
export const PASSWORD_FULL_ENTROPY_GUESSES_LOG10 = 12
/** How much character variety weighs in the strength score; entropy weighs the rest (0.75). */
export const PASSWORD_VARIETY_WEIGHT = 0.25

/** The message of a password that is too short, as the screens show it. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters'

const ALLOWED = /^[A-Za-z0-9!@#$%^&*()\-_+]$/u

/** Why a password is refused: too short, or characters outside the allowed set. */
export type PasswordProblem = 'too-short' | 'invalid-characters'

/** The outcome of {@link validatePassword}. */
export type PasswordValidation =
  | { valid: true }
  | {
      valid: false
      problem: PasswordProblem
      /** The offending characters, each once, in order of first appearance (empty when too short). */
      invalidCharacters: string[]
      /** The English message: 'Password must be at least 6 characters' or 'Invalid characters used ( … )'. */
      message: string
    }

/**
 * How an offending character is named in 'Invalid characters used ( … )': itself, or 'SPACE' for a
 * space (`space` gives the word in another language).
 */
export function formatInvalidCharacters(characters: readonly string[], space = 'SPACE'): string {
  return characters.map((c) => (c === ' ' ? space : c)).join(' ')
}

/**
 * Checks a recovery password. Allowed: ASCII letters, digits and the symbols
 * `! @ # $ % ^ & * ( ) - _ +`. A password with any other character gets 'Invalid characters used
 * ( … )', naming each offending character once, separated by spaces, a space named SPACE
 * ('Invalid characters used ( SPACE é )'); this is checked first. Otherwise a password shorter than
 * 6 characters gets 'Password must be at least 6 characters'. Characters are counted as Unicode
 * code points. Pure.
 */
export function validatePassword(password: string): PasswordValidation {
  const characters = Array.from(password)
  const invalid = [...new Set(characters.filter((c) => !ALLOWED.test(c)))]
  if (invalid.length > 0) {
    return {
      valid: false,
      problem: 'invalid-characters',
      invalidCharacters: invalid,
      message: `Invalid characters used ( ${formatInvalidCharacters(invalid)} )`,
    }
  }
  if (characters.length < PASSWORD_MIN_LENGTH) {
    return { valid: false, problem: 'too-short', invalidCharacters: [], message: PASSWORD_TOO_SHORT_MESSAGE }
  }
  return { valid: true }
}

/** A password's strength level: Weak, Medium or Strong. */
export type PasswordStrengthLevel = 'weak' | 'medium' | 'strong'

/** The outcome of {@link passwordStrength}: the level and how it was reached. */
export type PasswordStrength = {
  level: PasswordStrengthLevel
  /** 0…1: `0.25 × variety + 0.75 × entropy`, rounded to 6 decimals (0 for an invalid password). */
  score: number
  /** 0…1: the share of the four character classes present (0 below 8 characters). */
  variety: number
  /** 0…1: log10 of the estimated guesses over 12, capped at 1. */
  entropy: number
}

/**
 * An entropy source: the estimated number of guesses to find a password, as log10.
 * `loadPasswordGuessEstimator()` gives the kit's (zxcvbn with its dictionaries).
 */
export type PasswordGuessEstimator = (password: string) => number

const CLASSES = [/[a-z]/u, /[A-Z]/u, /[0-9]/u, /[!@#$%^&*()\-_+]/u] as const

/**
 * The share of the four character classes (lowercase, uppercase, digit, symbol) a password
 * contains, 0…1 — counted only from 8 characters on (a shorter password's variety is 0).
 */
export function passwordVariety(password: string): number {
  if (Array.from(password).length < PASSWORD_VARIETY_MIN_LENGTH) return 0
  return CLASSES.filter((c) => c.test(password)).length / CLASSES.length
}

/**
 * How strong a recovery password is. An invalid password is Weak (score 0). Otherwise:
 *
 *   variety = classes present / 4   (lowercase, uppercase, digit, symbol; 0 below 8 characters)
 *   entropy = min(1, log10(guesses) / 12)   (guesses from `estimate`, e.g. zxcvbn)
 *   score   = 0.25 × variety + 0.75 × entropy, rounded to 6 decimals
 *
 * A score above 0.9 is Strong, above 0.5 Medium, else Weak (exactly 0.5 is Weak, exactly 0.9
 * Medium). So a Strong password has all four classes and at least about 10^10.4 guesses.
 * Pure: the entropy source is given.
 */
export function passwordStrength(password: string, estimate: PasswordGuessEstimator): PasswordStrength {
  if (!validatePassword(password).valid) return { level: 'weak', score: 0, variety: 0, entropy: 0 }
  const variety = passwordVariety(password)
  const log10 = Math.max(0, estimate(password))
  const entropy = Math.min(1, log10 / PASSWORD_FULL_ENTROPY_GUESSES_LOG10)
  const score = Math.round((PASSWORD_VARIETY_WEIGHT * variety + (1 - PASSWORD_VARIETY_WEIGHT) * entropy) * 1e6) / 1e6
  return { level: strengthLevel(score), score, variety, entropy }
}

/** The level of a strength score: above 0.9 Strong, above 0.5 Medium, else Weak. */
export function strengthLevel(score: number): PasswordStrengthLevel {
  if (score > PASSWORD_STRONG_ABOVE) return 'strong'
  if (score > PASSWORD_MEDIUM_ABOVE) return 'medium'
  return 'weak'
}

/** A generated password has this many units, joined by '-'. */
export const GENERATED_PASSWORD_UNITS = 4
/** Characters per unit of a generated password. */
export const GENERATED_PASSWORD_UNIT_LENGTH = 4
const UNIT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** The parameters of {@link generatePassword}: the random source (default: the platform CSPRNG). */
export type GeneratePasswordParameters = {
  /** `length` random bytes (tests pass a seeded source). Default: `crypto.getRandomValues`. */
  randomBytes?: ((length: number) => Uint8Array) | undefined
}

/**
 * A new recovery password: 4 units of 4 characters drawn uniformly from the CSPRNG over ASCII
 * letters and digits, joined by '-' ('k3Rt-Bx7q-mW2z-9HyT'; about 95 bits). A draw without a
 * lowercase letter, an uppercase letter and a digit is drawn again, so a generated password has
 * all four character classes (the hyphens are the symbols) and always passes `validatePassword`.
 */
export function generatePassword({ randomBytes: random = randomBytes }: GeneratePasswordParameters = {}): string {
  const count = GENERATED_PASSWORD_UNITS * GENERATED_PASSWORD_UNIT_LENGTH
  // Rejection sampling keeps every character equally likely: bytes ≥ 248 (= 4 × 62) are dropped.
  const limit = 256 - (256 % UNIT_ALPHABET.length)
  for (;;) {
    const characters: string[] = []
    while (characters.length < count) {
      for (const byte of random(count * 2)) {
        if (byte < limit && characters.length < count) characters.push(UNIT_ALPHABET[byte % UNIT_ALPHABET.length]!)
      }
    }
    const units = Array.from({ length: GENERATED_PASSWORD_UNITS }, (_, i) =>
      characters.slice(i * GENERATED_PASSWORD_UNIT_LENGTH, (i + 1) * GENERATED_PASSWORD_UNIT_LENGTH).join(''))
    const password = units.join('-')
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /[0-9]/.test(password)) return password
  }
}

/** The end of every recovery file's name. */
export const RECOVERY_FILE_SUFFIX = 'foyer-wallet-recovery.txt'

/**
 * The name of the file the Download button saves: the app name lowercased, letters only, spaces
 * turned into hyphens, then '-foyer-wallet-recovery.txt' ('Acme Pay 2' →
 * 'acme-pay-foyer-wallet-recovery.txt'). Letters are Unicode letters; a run of spaces (after the
 * other characters are dropped) is one hyphen and spaces at either end are dropped, so the name never
 * has '--'. Without letters it is 'foyer-wallet-recovery.txt'.
 */
export function recoveryFileName(appName: string | null | undefined): string {
  const base = (appName ?? '').toLowerCase().replace(/[^\p{L}\s]/gu, '').trim().replace(/\s+/gu, '-')
  return base ? `${base}-${RECOVERY_FILE_SUFFIX}` : RECOVERY_FILE_SUFFIX
}

/** The parameters of {@link recoveryFileContents}. */
export type RecoveryFileContentsParameters = {
  password: string
  /** The app's name (from its config); the text names none without it. */
  appName?: string | null | undefined
}

/**
 * The text of the recovery file (English; the default UI writes its copy catalogue's text,
 * `recoveryPassword.file.contents`, which says the same): what the password is for, the password
 * on its own line, and that it cannot be reset.
 */
export function recoveryFileContents({ password, appName }: RecoveryFileContentsParameters): string {
  const app = appName?.trim() || 'this app'
  return [
    `Your Foyer wallet recovery password for ${app}:`,
    '',
    password,
    '',
    'Keep it somewhere safe. It cannot be reset: with your login, it recovers your account and its assets on a new device.',
    '',
  ].join('\n')
}
