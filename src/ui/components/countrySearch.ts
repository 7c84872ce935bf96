import type { PhoneCountry } from '../../hooks/internalApi.js'

/** Lower case, without accents or surrounding spaces: 'Perú ' → 'peru'. */
export const foldForSearch = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().trim()

/**
 * The countries of the phone input's picker that match what was typed, best first (ties keep the
 * list's order, by name):
 * - digits, with or without '+' ('44', '+4'): countries whose calling code is those digits, then
 *   those whose code starts with them;
 * - text: names that start with it, then the ISO code ('gb', 'us'), then names with a word that
 *   starts with it ('kingdom'), then names that contain it. Accents and case are ignored.
 * An empty query lists every country.
 */
export function searchCountries(countries: readonly PhoneCountry[], query: string): PhoneCountry[] {
  const q = foldForSearch(query)
  if (!q) return [...countries]
  const digits = /^\+?\s*\d[\d\s]*$/.test(q) ? q.replace(/\D/g, '') : null
  const rank = (country: PhoneCountry): number => {
    if (digits !== null) {
      if (country.callingCode === digits) return 0
      return country.callingCode.startsWith(digits) ? 1 : -1
    }
    const name = foldForSearch(country.name)
    if (name.startsWith(q)) return 0
    if (country.code.toLowerCase() === q) return 1
    if (name.split(/[\s\-'’(),.]+/).some((word) => word.startsWith(q))) return 2
    return name.includes(q) ? 3 : -1
  }
  return countries
    .map((country, index) => ({ country, index, rank: rank(country) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.country)
}
