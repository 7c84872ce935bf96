/**
 * Every story in the gallery's pseudo-locale (stories/locales.ts: the Spanish texts, each wrapped
 * in ⟦ ⟧ markers) — ./states.tsx switches each Light story to it once its English state is
 * checked, and runs `expectCatalogueTexts` — which proves two things at once:
 * - nothing the default UI shows is hard-coded: every visible text and every aria-label / title /
 *   alt / placeholder inside the Foyer roots is inside the markers, except data (addresses, codes,
 *   phone numbers, wallet names, the app config's own texts, a server's message; see
 *   locale-check.tsx);
 * - the Spanish locale is complete where it shows: no English text of the catalogue (fragments of
 *   more than three words) shows, and the roots say lang="es".
 */
import { describe, expect, it } from 'vitest'
import { en, es } from '../../../src/ui/index.js'
import { setStoryGlobals } from '../../../stories/globals.js'
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../../stories/locales.js'
import { ScreenStory } from '../../../stories/support.js'
import { hardCoded, renderStory, roots, shownTexts, switchToPseudoLocale } from './locale-check.js'

/** English texts of more than three words (shorter ones may be the same in Spanish, or a name). */
const englishSentences = Object.entries(en)
  .filter(([key]) => !key.startsWith('meta.'))
  .flatMap(([key, value]) => value.split(/\{\w+\}/).map((fragment) => [key, fragment.trim()] as const))
  .filter(([key, fragment]) => fragment.split(/\s+/).length > 3 && !(es as Record<string, string>)[key]!.includes(fragment))

/** The English fragments the Foyer roots show, as `key: fragment`. */
const englishShown = () => {
  const shown = shownTexts()
  return englishSentences.filter(([, fragment]) => shown.includes(fragment)).map(([key, fragment]) => `${key}: ${fragment}`)
}

/**
 * The stories whose texts are not all the kit's: the Locale stories pin their own catalogue (plain
 * Spanish), the Overrides stories show the host's own components and screen replacements. They
 * get the Spanish checks only.
 */
const hostTexts = (file: string) => /^(locale|overrides)\b/.test(file)

/**
 * The open story (`file`: its stories file's name), in the pseudo-locale: every root says
 * lang="es", no English text of the catalogue shows, and (but in `hostTexts` files) nothing shows
 * outside the markers but data.
 */
export function expectCatalogueTexts(file: string) {
  expect(roots().length).toBeGreaterThan(0)
  expect(roots().map((root) => root.getAttribute('lang'))).toEqual(roots().map(() => 'es'))
  expect(englishShown()).toEqual([])
  if (!hostTexts(file)) expect(hardCoded()).toEqual([])
}

/** The checks of the checks (part 1 only): the catalogue, and that both checks find what they must. */
export function localeChecks(part: number) {
  if (part !== 1) return
  describe('the pseudo-locale: every text comes from the catalogue, none in English', () => {
    it('the Spanish catalogue has every key of the English one and nothing else', () => {
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
      expect(es['meta.lang']).toBe('es')
    })

    it('the checks find a text a screen hard-codes and an English text of the catalogue, and accept the landing in the pseudo-locale', async () => {
      setStoryGlobals({ locale: 'pseudo' })
      const Leaky = () => (
        <ScreenStory
          scheme="light"
          screens={{ appearance: { screens: { landing: ({ Default }) => (<><p title="Our title">Hello there</p><p>{en['error.userLimit.detail']}</p><Default /></>) } } }}
        />
      )
      await renderStory(Leaky)
      expect(shownTexts()).toContain(`${PSEUDO_OPEN}${es['landing.header']}${PSEUDO_CLOSE}`)
      expect(document.querySelector('[data-foyer]')!.getAttribute('lang')).toBe('es')
      expect(hardCoded()).toEqual(['text "Hello there"', `text "${en['error.userLimit.detail']}"`, 'title "Our title" on <p>'])
      expect(englishShown()).toEqual([`error.userLimit.detail: ${en['error.userLimit.detail']}`])
    })

    it('a story switched to the pseudo-locale in place shows the same screen in it', async () => {
      setStoryGlobals(null)
      const Landing = () => <ScreenStory scheme="light" />
      await renderStory(Landing)
      expect(shownTexts()).toContain(en['landing.header'])
      const root = roots()[0]
      await switchToPseudoLocale()
      // The same mount (not rendered afresh), now in the pseudo-locale.
      expect(roots()[0]).toBe(root)
      expect(shownTexts()).toContain(`${PSEUDO_OPEN}${es['landing.header']}${PSEUDO_CLOSE}`)
      expectCatalogueTexts('landing')
    })
  })
}
