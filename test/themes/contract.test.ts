import { describe, expect, it } from 'vitest'
import { cssVarName, MOBILE_BREAKPOINT_PX, themeContract, vars } from '../../src/themes/contract.js'
import { brutalistTheme, darkTheme, lightTheme, midnightTheme } from '../../src/themes/index.js'

const leaves = (tree: object) =>
  Object.entries(tree).flatMap(([g, group]) => Object.entries(group as object).map(([k, v]) => [`${g}.${k}`, v as unknown] as const))

describe('contract and vars', () => {
  it('every vars leaf is a var(--foyer-…) string and all names are unique', () => {
    const values = leaves(vars).map(([, v]) => v)
    for (const v of values) expect(v).toMatch(/^var\(--foyer-[a-z]+(-[a-z0-9]+)*\)$/)
    expect(new Set(values).size).toBe(values.length)
  })

  it('vars mirrors the contract tree exactly', () => {
    expect(leaves(vars).map(([p]) => p)).toEqual(leaves(themeContract).map(([p]) => p))
  })

  it('names variables --foyer-<group>-<kebab-key>', () => {
    expect(vars.colors.accent).toBe('var(--foyer-colors-accent)')
    expect(vars.colors.accentHover).toBe('var(--foyer-colors-accent-hover)')
    expect(vars.fontSizes.md).toBe('var(--foyer-font-sizes-md)')
    expect(vars.zIndices.modal).toBe('var(--foyer-z-indices-modal)')
    expect(cssVarName('radii.otpCell')).toBe('--foyer-radii-otp-cell')
    // the literal type follows the runtime value
    const accent: 'var(--foyer-colors-accent)' = vars.colors.accent
    expect(accent).toBe(vars.colors.accent)
  })

  it('cssVarName rejects unknown paths', () => {
    expect(() => cssVarName('colors.acent' as never)).toThrow('Unknown theme key "colors.acent"')
    expect(() => cssVarName('colors' as never)).toThrow('Unknown theme key "colors"')
  })

  it('vars is frozen', () => {
    expect(Object.isFrozen(vars) && Object.isFrozen(vars.colors)).toBe(true)
  })

  it('the mobile breakpoint is a constant, not a theme token', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(440)
    expect(JSON.stringify(themeContract)).not.toContain('breakpoint')
  })

  it.each([['lightTheme', lightTheme], ['darkTheme', darkTheme], ['midnightTheme', midnightTheme], ['brutalistTheme', brutalistTheme]] as const)(
    'every contract leaf has a non-empty value in %s and nothing else',
    (_, factory) => {
      const theme = leaves(factory())
      expect(theme.map(([p]) => p).sort()).toEqual(leaves(themeContract).map(([p]) => p).sort())
      for (const [, v] of theme) expect(typeof v === 'string' && v.length > 0).toBe(true)
    },
  )
})
