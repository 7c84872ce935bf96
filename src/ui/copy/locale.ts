import type { Copy, CopyKey, CopyOverrides, EnCopy, Placeholders } from './en.js'

/** True when the two unions of placeholder names are the same set. */
type SamePlaceholders<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/**
 * What `defineLocale` requires of each entry: a key of the catalogue, and a text whose
 * `{placeholders}` are exactly those of the English text (same names, none missing, none extra).
 * A wrong entry's expected type is an object that names the problem, so the compiler's message
 * says what is wrong.
 */
export type LocaleCheck<L> = {
  readonly [K in keyof L]: K extends CopyKey
    ? L[K] extends string
      ? SamePlaceholders<Placeholders<L[K]>, Placeholders<EnCopy[K]>> extends true
        ? L[K]
        : { error: 'its {placeholders} differ from the English text'; key: K; expected: Placeholders<EnCopy[K]> }
      : string
    : { error: 'not a key of the copy catalogue'; key: K }
}

/** A complete catalogue in another language: every key of `en`, each a text (checked by `defineLocale`). */
export type Locale = Copy

/**
 * Declares a complete catalogue (a locale) with a compile-time check: a missing key, an unknown
 * key, or a text whose `{placeholders}` differ from the English one is a type error.
 *
 * ```ts
 * export const fr = defineLocale({ 'meta.lang': 'fr', 'landing.header': 'Connexion ou inscription', … })
 * <FoyerModal copy={fr} />
 * ```
 */
export function defineLocale<const L extends Copy>(locale: L & LocaleCheck<L>): L {
  return locale
}

/**
 * Like `defineLocale` for a partial catalogue (host overrides): any subset of keys, with the same
 * checks of unknown keys and placeholders.
 */
export function defineCopy<const L extends CopyOverrides>(copy: L & LocaleCheck<L>): L {
  return copy
}

/** The language (BCP 47) of the copy in effect: its `meta.lang`, else English. */
export function copyLang(copy: CopyOverrides | undefined): string {
  return copy?.['meta.lang'] || 'en'
}
