/**
 * The gallery's copy catalogues (the `locale` global, stories/globals.ts): the English defaults,
 * the Spanish locale, and a pseudo-locale: the Spanish texts (longer than the English ones, as
 * translations often are) each wrapped in ⟦ ⟧ markers (placeholders kept), so a text that does
 * not come from the catalogue stands out on screen, and so does an English one — as in
 * test/ui/story-checks/locales.tsx, which renders every story with it.
 */
import { es, type Copy, type CopyOverrides } from '../src/ui/index.js'
import { getStoryGlobals, type StoryGlobals } from './globals.js'

export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

/** `base` (Spanish unless given) with every text wrapped in markers; `meta.*` entries (not shown, `meta.lang` among them) are kept as they are. */
export function pseudoLocale(base: Copy = es): Copy {
  return Object.fromEntries(
    Object.entries(base).map(([key, value]) => [key, key.startsWith('meta.') ? value : `${PSEUDO_OPEN}${value}${PSEUDO_CLOSE}`]),
  ) as Copy
}

let pseudo: Copy | undefined

/** The catalogue the gallery's `locale` global asks for (undefined: the kit's English defaults). */
export function storyCopy(globals: StoryGlobals = getStoryGlobals()): CopyOverrides | undefined {
  switch (globals.locale) {
    case 'es': return es
    case 'pseudo': return (pseudo ??= pseudoLocale())
    default: return undefined
  }
}

/** A story's own copy overrides (later ones win) on top of the gallery's catalogue. */
export function withStoryCopy(...own: (CopyOverrides | undefined)[]): CopyOverrides | undefined {
  const base = storyCopy()
  const parts = [base, ...own].filter((part): part is CopyOverrides => part !== undefined)
  return parts.length <= 1 ? parts[0] : Object.assign({}, ...parts)
}
