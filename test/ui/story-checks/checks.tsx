/// <reference types="vite/client" />
/**
 * The story checks of one part (see ./parts.ts): every story's state (./states.tsx), then the
 * pseudo-locale pass (./locales.tsx: Spanish texts in markers). Part 1 also checks that the parts
 * are all there, so no story goes unchecked.
 */
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { setStoryGlobals } from '../../../stories/globals.js'
import { removeStoryWallets } from '../../../stories/testWallets.js'
import { inPart, PARTS } from './parts.js'
import { localeChecks } from './locales.js'
import { stateChecks } from './states.js'

const partFiles = Object.keys(import.meta.glob('./part-*.test.tsx')).sort()

export function storyChecks(part: number) {
  afterEach(cleanup)
  afterAll(() => {
    setStoryGlobals(null)
    removeStoryWallets()
  })

  if (part === 1) {
    describe('story check parts', () => {
      it(`the stories are checked in ${PARTS} parts, one file each`, () => {
        expect(partFiles).toEqual(Array.from({ length: PARTS }, (_, i) => `./part-${i + 1}.test.tsx`).sort())
      })

      it('the parts deal every item to exactly one part, the items of one key together', () => {
        const items = Array.from({ length: 40 }, (_, i) => ({ i, key: Math.floor(i / 2) }))
        const parts = Array.from({ length: PARTS }, (_, i) => inPart(items, i + 1, (item) => item.key))
        expect(parts.flat().map((item) => item.i).sort((a, b) => a - b)).toEqual(items.map((item) => item.i))
        for (const part of parts) expect(part.length).toBeGreaterThan(0)
        for (const part of parts) for (const item of part) expect(part.filter((other) => other.key === item.key)).toHaveLength(2)
      })
    })
  }
  stateChecks(part)
  localeChecks(part)
}
