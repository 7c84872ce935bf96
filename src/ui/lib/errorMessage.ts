import { isApiError } from '../../hooks/internalApi.js'
import type { CopyKey, Translate } from '../copy/en.js'
import { enCatalogue } from '../copy/catalogue.js'

/** Errors that share their code with others, told apart by class: their own key. */
const KEYS_BY_NAME: Readonly<Record<string, CopyKey>> = {
  CannotLinkMoreOfTypeError: 'error.cannotLinkMoreOfType.detail',
}
/** Codes whose text is not `error.message.<code>` (the error screen's own key for that code). */
const KEYS_BY_CODE: Readonly<Record<string, CopyKey>> = {
  // A login method's own limit (its `tooManyAccounts`), as the error screen shows it.
  cannot_link_more_of_type: 'error.cannotLinkMore.detail',
}

/** The catalogue key of a kit error's message (`error.message.<code>`), or null. */
export function errorMessageKey(error: unknown): CopyKey | null {
  if (!error || typeof error !== 'object') return null
  const { name, code } = error as { name?: unknown; code?: unknown }
  if (typeof name === 'string' && Object.hasOwn(KEYS_BY_NAME, name)) return KEYS_BY_NAME[name]!
  if (typeof code === 'string' && Object.hasOwn(KEYS_BY_CODE, code)) return KEYS_BY_CODE[code]!
  const key = `error.message.${String(code)}`
  return Object.hasOwn(enCatalogue.read(), key) ? (key as CopyKey) : null
}

/**
 * The message a screen shows for an error, in the catalogue's language: a server's answer shows
 * the server's own message — translated when it is the catalogue's
 * English text of that error; the kit's own errors show their catalogue text, keyed by error
 * code (`error.message.<code>`); anything else shows `fallback`.
 */
export function errorMessage(error: unknown, t: Translate, fallback: CopyKey): string {
  const text = t as (k: CopyKey) => string
  const key = errorMessageKey(error)
  if (isApiError(error)) {
    // A server that sends the catalogue's English text word for word gets it in the UI's language.
    const en = enCatalogue.read()
    const known = [key, fallback].find((k) => k !== null && en[k] === error.shortMessage)
    return known ? text(known) : error.shortMessage || text(fallback)
  }
  return text(key ?? fallback)
}
