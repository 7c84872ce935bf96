/**
 * Proof that nothing the default UI shows is hard-coded: every story renders with a pseudo-locale
 * whose texts are all wrapped in ⟦ ⟧ (stories/locales.ts), and every visible text and every
 * aria-label / title / alt / placeholder inside the Foyer roots must be inside the markers —
 * except data (addresses, codes, phone numbers, wallet names, the app config's own texts, a
 * server's message; see locale-check.tsx).
 */
import { describe, expect, it } from 'vitest'
import { en } from '../../../src/ui/index.js'
import { setStoryGlobals } from '../../../stories/globals.js'
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../../stories/locales.js'
import { ScreenStory } from '../../../stories/support.js'
import { hardCoded, renderStory, roots, shownTexts, stories } from './locale-check.js'
import { inPart } from './parts.js'

/** The checks of one part of the stories (./parts.ts); part 1 also checks the check itself. */
export function pseudoLocaleChecks(part: number) {
  describe('pseudo-locale: every text comes from the catalogue', () => {
    if (part === 1) it('the check finds a text a screen hard-codes, and accepts the landing in the pseudo-locale', async () => {
      setStoryGlobals({ locale: 'pseudo' })
      const Hardcoded = () => (
        <ScreenStory
          scheme="light"
          screens={{ appearance: { screens: { landing: ({ Default }) => (<><p title="Our title">Hello there</p><Default /></>) } } }}
        />
      )
      await renderStory(Hardcoded)
      expect(shownTexts()).toContain(`${PSEUDO_OPEN}${en['landing.header']}${PSEUDO_CLOSE}`)
      expect(document.querySelector('[data-foyer]')!.getAttribute('lang')).toBe('en')
      expect(hardCoded()).toEqual(['text "Hello there"', 'title "Our title" on <p>'])
    })

    // Not checked: the Locale stories pin their own catalogue (Spanish), and the Overrides stories
    // show the host's own components and screen replacements (the host's texts, not the kit's).
    it.each(inPart(stories, part).filter(([name]) => !/^(locale|overrides) /.test(name)))('%s', async (_, Story) => {
      setStoryGlobals({ locale: 'pseudo' })
      await renderStory(Story)
      expect(roots().length).toBeGreaterThan(0)
      expect(hardCoded()).toEqual([])
    })
  })
}
