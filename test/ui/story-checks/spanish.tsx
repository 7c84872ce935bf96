/**
 * Every story rendered with the Spanish locale (the gallery's `locale` global): no English text of
 * the catalogue (fragments of more than three words) may show, and the roots say lang="es".
 */
import { describe, expect, it } from 'vitest'
import { en, es } from '../../../src/ui/index.js'
import { setStoryGlobals } from '../../../stories/globals.js'
import { ScreenStory } from '../../../stories/support.js'
import { renderStory, roots, shownTexts, stories } from './locale-check.js'
import { inPart } from './parts.js'

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

/** The checks of one part of the stories (./parts.ts); part 1 also checks the catalogue and the check itself. */
export function spanishChecks(part: number) {
  describe('Spanish: no English text of the catalogue shows', () => {
    if (part === 1) it('the Spanish catalogue has every key of the English one and nothing else', () => {
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
      expect(es['meta.lang']).toBe('es')
    })

    if (part === 1) it('the check finds an English text of the catalogue on a Spanish screen', async () => {
      setStoryGlobals({ locale: 'es' })
      const Leaky = () => (
        <ScreenStory scheme="light" screens={{ appearance: { screens: { landing: ({ Default }) => (<><p>{en['error.userLimit.detail']}</p><Default /></>) } } }} />
      )
      await renderStory(Leaky)
      expect(englishShown()).toEqual([`error.userLimit.detail: ${en['error.userLimit.detail']}`])
    })

    it.each(inPart(stories, part))('%s', async (_, Story) => {
      setStoryGlobals({ locale: 'es' })
      await renderStory(Story)
      expect(roots().length).toBeGreaterThan(0)
      expect(roots().map((root) => root.getAttribute('lang'))).toEqual(roots().map(() => 'es'))
      expect(englishShown()).toEqual([])
    })
  })
}
