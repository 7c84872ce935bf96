import { describe, expect, it } from 'vitest'
import { mergeAppearance, resolveSlot, type Appearance } from '../../src/ui/index.js'

const Logo = () => null
const OtherLogo = () => null
const Spin = () => null
const Check = () => null
const Cross = () => null
const Landing = () => null

describe('mergeAppearance', () => {
  it('later levels win: provider < provider[screen] < prop < prop[screen]', () => {
    const provider: Appearance = { slots: { title: { color: 'red' } }, emailCode: { slots: { title: { color: 'green' } } } }
    const prop: Appearance = { slots: { title: { color: 'blue' } }, emailCode: { slots: { title: { color: 'purple' } } } }
    expect(mergeAppearance([provider], 'emailCode').slots.title).toEqual({ color: 'green' })
    expect(mergeAppearance([provider, { slots: prop.slots! }], 'emailCode').slots.title).toEqual({ color: 'blue' })
    expect(mergeAppearance([provider, prop], 'emailCode').slots.title).toEqual({ color: 'purple' })
    expect(mergeAppearance([provider, prop], 'landing').slots.title).toEqual({ color: 'blue' })
    expect(mergeAppearance([provider, prop]).slots.title).toEqual({ color: 'blue' })
  })

  it('merges slot values per key: class names concatenate, style objects merge', () => {
    const merged = mergeAppearance([
      { slots: { primaryButton: 'a', title: { color: 'red', margin: 1 } } },
      { slots: { primaryButton: 'b', title: { color: 'blue' } } },
      { slots: { primaryButton: { padding: 2 } } },
    ])
    expect(merged.slots.primaryButton).toEqual(['a b', { padding: 2 }])
    expect(merged.slots.title).toEqual({ color: 'blue', margin: 1 })
  })

  it('replaces components and screens per key, icons per icon, and skips missing levels', () => {
    const merged = mergeAppearance(
      [
        { components: { Logo, icons: { success: Check } }, screens: { landing: Landing } },
        undefined,
        null,
        { components: { Spinner: Spin, icons: { error: Cross } }, emailCode: { components: { Logo: OtherLogo } } },
      ],
      'emailCode',
    )
    expect(merged.components).toEqual({ Logo: OtherLogo, Spinner: Spin, icons: { success: Check, error: Cross } })
    expect(merged.screens).toEqual({ landing: Landing })
    expect(mergeAppearance([]).components).toEqual({})
  })

  it('does not change its inputs', () => {
    const level: Appearance = { slots: { title: { color: 'red' } }, components: { icons: { success: Check } } }
    const copy = structuredClone({ slots: level.slots })
    mergeAppearance([level, { slots: { title: { color: 'blue' } }, components: { icons: { error: Cross } } }])
    expect(level.slots).toEqual(copy.slots)
    expect(level.components!.icons).toEqual({ success: Check })
  })
})

describe('resolveSlot', () => {
  it('emits foyer-<slot> and, with a variant, foyer-<slot>__<variant>', () => {
    expect(resolveSlot(undefined, 'loginMethodButton', 'idle', 'google').className).toBe('foyer-loginMethodButton foyer-loginMethodButton__google')
    expect(resolveSlot(undefined, 'title', 'idle').className).toBe('foyer-title')
  })

  it('applies slot, then slot__variant, then slot__state values, merged ones included', () => {
    const { className, style } = resolveSlot(
      { primaryButton: ['x', { color: 'red' }], primaryButton__google: 'g', primaryButton__loading: { color: 'blue' } },
      'primaryButton',
      'loading',
      'google',
    )
    expect(className).toBe('foyer-primaryButton foyer-primaryButton__google x g')
    expect(style).toEqual({ color: 'blue' })
  })
})
