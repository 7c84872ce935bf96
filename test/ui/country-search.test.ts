import { describe, expect, it } from 'vitest'
import { phoneCountries } from '../../src/core/index.js'
import { foldForSearch, searchCountries } from '../../src/ui/components/countrySearch.js'

const en = phoneCountries('en')
const es = phoneCountries('es')
const codes = (query: string, countries = en) => searchCountries(countries, query).map((c) => c.code)

describe('searchCountries (the phone input country picker)', () => {
  it.each([
    // query, the first results (in order)
    ['united k', ['GB']],
    ['germ', ['DE']],
    ['GERMANY', ['DE']],
    ['gb', ['GB']],
    ['us', ['US']],
    ['kingdom', ['GB']],
    ['+49', ['DE']],
    ['49', ['DE']],
    ['44', ['GG', 'IM', 'JE', 'GB']],
    ['+4', ['AT']],
  ])('%s → starts with %j', (query, first) => {
    expect(codes(query).slice(0, first.length).sort()).toEqual([...first].sort())
  })

  it('digits list every country whose calling code starts with them (and only those)', () => {
    const one = searchCountries(en, '+1')
    expect(one.map((c) => c.code)).toEqual(expect.arrayContaining(['US', 'CA', 'JM']))
    expect(one.every((c) => c.callingCode === '1')).toBe(true)
    const thirtyFive = searchCountries(en, '35')
    expect(thirtyFive.map((c) => c.code)).toEqual(expect.arrayContaining(['PT', 'IE', 'FI']))
    expect(thirtyFive.every((c) => c.callingCode.startsWith('35'))).toBe(true)
    expect(en.filter((c) => c.callingCode.startsWith('35'))).toHaveLength(thirtyFive.length)
  })

  it('names that start with the text come before names that only contain a word starting with it', () => {
    const found = codes('guinea')
    expect(found[0]).toBe('GN')
    expect(found).toEqual(expect.arrayContaining(['GQ', 'GW', 'PG']))
    expect(found.indexOf('GN')).toBeLessThan(found.indexOf('PG'))
  })

  it('ignores accents and case, in the catalogue language', () => {
    expect(foldForSearch(' Perú ')).toBe('peru')
    expect(codes('peru', es)[0]).toBe('PE')
    expect(codes('alemania', es)).toEqual(['DE'])
    expect(codes('japon', es)).toEqual(['JP'])
  })

  it('an empty query lists every country; nothing matching lists none', () => {
    expect(searchCountries(en, '   ')).toHaveLength(en.length)
    expect(en.length).toBeGreaterThan(240)
    expect(codes('zzzz')).toEqual([])
    expect(codes('+999')).toEqual([])
  })
})
