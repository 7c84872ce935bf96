import { describe, expect, it } from 'vitest'
import {
  cssObjectFromTheme, cssStringFromTheme, darkTheme, lightTheme, resolveThemeInput, type Theme,
} from '../../src/themes/index.js'

const withColor = (accent: string): Theme => {
  const t = lightTheme()
  return { ...t, colors: { ...t.colors, accent } }
}

describe('cssObjectFromTheme', () => {
  it('maps every token to its custom property', () => {
    const css = cssObjectFromTheme(lightTheme())
    expect(css['--foyer-colors-accent']).toBe('#676FFF')
    expect(css['--foyer-radii-otp-cell']).toBe('10px')
    expect(css['--foyer-shadows-focus']).toBe('0 0 0 3px var(--foyer-colors-focus-ring)')
    expect(Object.keys(css).every((k) => k.startsWith('--foyer-'))).toBe(true)
    expect(Object.keys(css)).toHaveLength(61)
  })
})

describe('cssStringFromTheme', () => {
  it('writes one block on :root by default', () => {
    const css = cssStringFromTheme(lightTheme())
    expect(css.startsWith(':root {\n  --foyer-colors-background: #FFFFFF;\n')).toBe(true)
    expect(css.endsWith('\n}')).toBe(true)
    expect(css).not.toContain('@media')
    expect(css.match(/;\n/g)).toHaveLength(61)
  })

  it('scopes to the given selector', () => {
    const css = cssStringFromTheme(darkTheme(), { selector: '[data-foyer="f1"]' })
    expect(css.startsWith('[data-foyer="f1"] {\n')).toBe(true)
    expect(css).toContain(`  --foyer-colors-background: ${darkTheme().colors.background};`)
  })

  it('writes light first and dark under prefers-color-scheme for { lightMode, darkMode }', () => {
    const light = lightTheme({ accentColor: '#0E76FD' })
    const dark = darkTheme({ accentColor: '#5AA2FF' })
    const css = cssStringFromTheme({ lightMode: light, darkMode: dark }, { selector: '.host' })
    const [lightBlock, darkBlock] = css.split('@media (prefers-color-scheme: dark) {\n')
    expect(lightBlock).toBe(`${cssStringFromTheme(light, { selector: '.host' })}\n`)
    const indented = cssStringFromTheme(dark, { selector: '.host' }).split('\n').map((l) => `  ${l}`).join('\n')
    expect(darkBlock).toBe(`${indented}\n}`)
    expect(darkBlock).toContain('  --foyer-colors-accent: #5AA2FF;')
  })

  it('names the wrong half of a { lightMode, darkMode } pair', () => {
    expect(() => cssStringFromTheme({ lightMode: lightTheme() } as never))
      .toThrow('Invalid theme: { lightMode, darkMode } needs both themes; "darkMode" is missing')
    expect(() => cssStringFromTheme({ lightMode: lightTheme(), darkMode: darkTheme } as never))
      .toThrow('darkTheme is a theme factory: call it, e.g. theme={darkTheme()}')
    expect(() => cssStringFromTheme({ lightMode: lightTheme(), darkMode: { colors: {} } } as never))
      .toThrow(/^Invalid darkMode: Invalid theme: "colors" must be an object|^Invalid darkMode: Invalid theme: missing "colors.background"/)
  })

  it('rejects an uncalled factory, non-objects and partial themes', () => {
    expect(() => cssStringFromTheme(lightTheme as never)).toThrow(new Error('lightTheme is a theme factory: call it, e.g. theme={lightTheme()}'))
    expect(() => cssStringFromTheme((() => lightTheme()) as never))
      .toThrow('Invalid theme: got a function; pass a theme object, e.g. theme={lightTheme()}')
    expect(() => cssStringFromTheme('dark' as never))
      .toThrow('Invalid theme: expected a theme such as lightTheme() or { lightMode, darkMode }, got string')
    expect(() => cssStringFromTheme(undefined as never)).toThrow('got undefined')
    const { radii: _, ...partial } = lightTheme()
    expect(() => cssStringFromTheme(partial as never)).toThrow('Invalid theme: "radii" must be an object, got undefined')
    const t = lightTheme()
    expect(() => cssStringFromTheme({ ...t, colors: { ...t.colors, acent: 'red' } } as never))
      .toThrow(/^Unknown theme key "colors.acent". Did you mean "colors.accent"\?/)
  })
})

describe('resolveThemeInput', () => {
  it('returns the theme for the color scheme', () => {
    const pair = { lightMode: lightTheme(), darkMode: darkTheme() }
    expect(resolveThemeInput(pair, 'light')).toBe(pair.lightMode)
    expect(resolveThemeInput(pair, 'dark')).toBe(pair.darkMode)
    expect(resolveThemeInput(pair.darkMode, 'light')).toBe(pair.darkMode)
    expect(() => resolveThemeInput(pair, 'dim' as never)).toThrow('Invalid colorScheme "dim": expected "light" or "dark"')
    expect(() => resolveThemeInput(darkTheme as never, 'dark')).toThrow('darkTheme is a theme factory')
  })
})

describe('sanitising', () => {
  const hostile = [
    ['red;} body{display:none', 'the character ";"'],
    ['</style><script>alert(1)</script>', 'the character "<"'],
    ['red} *{color:red', 'the character "}"'],
    ['{', 'the character "{"'],
    ['>', 'the character ">"'],
    ['\\3b', 'the character "\\"'],
    ['red /* x', 'a CSS comment'],
    ['red */', 'a CSS comment'],
    ['red\n--x: 1', 'a newline or control character'],
    ['red\r', 'a newline or control character'],
    ['url(https://evil.example/x.png)', '"url("'],
    ['URL (x)', '"URL ("'],
    ['expression(alert(1))', '"expression("'],
    ['image-set("x.png" 1x)', '"image-set("'],
    ['@import "x.css"', 'the character "@"'],
    ['javascript:alert(1)', '"javascript:"'],
  ] as const
  it.each(hostile)('rejects %j in a theme value', (value, what) => {
    expect(() => cssStringFromTheme(withColor(value)))
      .toThrow(new Error(`Unsafe theme value at "colors.accent": ${what} is not allowed in CSS values`))
    expect(() => lightTheme({ overrides: { colors: { foreground: value } } }))
      .toThrow(`Unsafe theme value at "colors.foreground": ${what}`)
  })

  it.each(['"unterminated', "'x", 'rgb(0, 0, 0', 'a)b(', 'calc(1px'])('rejects unbalanced %j', (value) => {
    expect(() => cssObjectFromTheme(withColor(value)))
      .toThrow('Unsafe theme value at "colors.accent": unbalanced quotes or brackets')
  })

  it('rejects hostile option values', () => {
    expect(() => lightTheme({ fontStack: 'x;}</style><script>alert(1)</script>' }))
      .toThrow('Unsafe theme value at "fontStack": the character ";" is not allowed in CSS values')
    expect(() => lightTheme({ accentColorForeground: 'url(x)' })).toThrow('Unsafe theme value at "accentColorForeground"')
    expect(() => lightTheme({ accentColor: '#fff;}' })).toThrow('Unsafe theme value at "accentColor"')
  })

  it('keeps ordinary values', () => {
    const t = lightTheme({
      fontStack: '"Inter Var", -apple-system, sans-serif',
      overrides: { shadows: { modal: '0 0 0 1px rgba(0, 0, 0, 0.1), 0 8px 24px hsl(220 10% 10% / 0.2)' }, sizes: { modalWidth: 'min(360px, 100vw)' } },
    })
    const css = cssStringFromTheme(t)
    expect(css).toContain('--foyer-fonts-body: "Inter Var", -apple-system, sans-serif;')
    expect(css).toContain('--foyer-sizes-modal-width: min(360px, 100vw);')
  })

  it.each(['', '  ', 'a{', '}', 'a;b', '</style><script>', '.a /* x */', '.a\n.b', '[data-x="1"', '@media', '.a\\3b', '.a > .b'])(
    'rejects the selector %j',
    (selector) => {
      expect(() => cssStringFromTheme(lightTheme(), { selector })).toThrow(/^(Unsafe|Invalid) selector/)
    },
  )

  it('accepts ordinary selectors', () => {
    for (const selector of [':root', '[data-foyer="abc"]', '.host .modal', ':where(#app) div', 'html[data-theme=dark] [data-foyer]']) {
      expect(cssStringFromTheme(lightTheme(), { selector }).startsWith(`${selector} {`)).toBe(true)
    }
  })

  it('never emits anything that could leave the <style> element or the block', () => {
    const css = cssStringFromTheme({ lightMode: lightTheme(), darkMode: darkTheme({ fontStack: 'rounded' }) }, { selector: '[data-foyer="x"]' })
    expect(css).not.toMatch(/<|>|\\|\/\*|url\(|@import|javascript:/i)
    const opens = css.match(/\{/g)!.length
    expect(css.match(/\}/g)!.length).toBe(opens)
    expect(opens).toBe(3)
  })
})
