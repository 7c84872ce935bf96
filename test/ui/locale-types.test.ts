/**
 * `defineLocale` / `defineCopy`: the compile-time checks of a catalogue. The `@ts-expect-error`
 * lines are the test: `npm run typecheck` (tsc over test/) fails if any of them stops being an
 * error. The runtime assertions check the values pass through unchanged.
 */
import { describe, expect, it } from 'vitest'
import { defineCopy, defineLocale, en, es, type CopyOverrides, type Locale } from '../../src/ui/index.js'

const { 'landing.header': _header, ...withoutHeader } = en

describe('defineLocale', () => {
  it('accepts a complete catalogue whose placeholders match the English ones, and returns it as is', () => {
    const fr = defineLocale({ ...en, 'meta.lang': 'fr', 'emailCode.resendIn': 'Renvoyer le code dans {seconds} s' })
    expect(fr['emailCode.resendIn']).toBe('Renvoyer le code dans {seconds} s')
    const locale: Locale = fr
    expect(locale['meta.lang']).toBe('fr')
  })

  it('rejects a missing key', () => {
    // @ts-expect-error 'landing.header' is missing
    const incomplete = defineLocale(withoutHeader)
    expect(incomplete).not.toHaveProperty('landing.header')
  })

  it('rejects an unknown key', () => {
    // @ts-expect-error 'landing.nope' is not a key of the catalogue
    const extra = defineLocale({ ...en, 'landing.nope': 'Hola' })
    expect(extra).toHaveProperty('landing.nope')
  })

  it('rejects a renamed placeholder', () => {
    // @ts-expect-error {secs} instead of {seconds}
    const renamed = defineLocale({ ...en, 'emailCode.resendIn': 'Reenviar en {secs} s' })
    expect(renamed['emailCode.resendIn']).toContain('{secs}')
  })

  it('rejects a missing placeholder', () => {
    // @ts-expect-error no {email}
    const missing = defineLocale({ ...en, 'emailCode.subtitle': 'Revisa tu correo' })
    expect(missing['emailCode.subtitle']).not.toContain('{')
  })

  it('rejects an extra placeholder', () => {
    // @ts-expect-error {name} is not a placeholder of 'landing.header'
    const added = defineLocale({ ...en, 'landing.header': 'Hola {name}' })
    expect(added['landing.header']).toContain('{name}')
  })

  it('checks the Spanish catalogue', () => {
    const checked: Locale = defineLocale(es)
    expect(checked).toBe(es)
  })
})

describe('defineCopy (partial overrides)', () => {
  it('accepts any subset of keys with the English placeholders, on top of a locale', () => {
    const overrides: CopyOverrides = defineCopy({ ...es, 'landing.header': 'Entra a Acme', 'emailCode.resendIn': 'Nuevo código en {seconds} s' })
    expect(overrides['landing.header']).toBe('Entra a Acme')
    expect(overrides['meta.lang']).toBe('es')
  })

  it('rejects an unknown key and a wrong placeholder', () => {
    // @ts-expect-error 'landing.title' is not a key of the catalogue
    defineCopy({ 'landing.title': 'Hola' })
    // @ts-expect-error {count} instead of {seconds}
    const wrong = defineCopy({ 'emailCode.resendIn': 'Nuevo código en {count} s' })
    expect(wrong['emailCode.resendIn']).toContain('{count}')
  })
})
