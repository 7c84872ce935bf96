import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cssVarName, themeContract, type ThemePath } from '../../src/themes/contract.js'

const dir = fileURLToPath(new URL('../../src/themes/', import.meta.url))

describe('foyerkit/themes entry', () => {
  it('exports exactly the public API', async () => {
    expect(Object.keys(await import('../../src/themes/index.js')).sort()).toMatchInlineSnapshot(`
      [
        "MOBILE_BREAKPOINT_PX",
        "brutalistTheme",
        "colorSchemeOfTheme",
        "cssObjectFromTheme",
        "cssStringFromTheme",
        "darkTheme",
        "isTheme",
        "lightTheme",
        "midnightTheme",
        "resolveColorScheme",
        "resolveThemeInput",
        "vars",
      ]
    `)
  })

  it('imports nothing but its own files (no React, no other part of the kit), all with .js', () => {
    for (const file of readdirSync(dir)) {
      const src = readFileSync(dir + file, 'utf8')
      for (const [, spec] of src.matchAll(/from '([^']+)'/g)) {
        expect(spec, `${file} imports ${spec}`).toMatch(/^\.\/[a-z-]+\.js$/)
      }
      expect(src, file).not.toMatch(/\b(window|document)\./)
    }
  })

  it('docs/themes.md lists every variable', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../docs/themes.md', import.meta.url)), 'utf8')
    for (const [g, group] of Object.entries(themeContract)) {
      for (const k of Object.keys(group)) {
        expect(doc, `${g}.${k}`).toContain(`\`${g}.${k}\` | \`${cssVarName(`${g}.${k}` as ThemePath)}\``)
      }
    }
  })
})
