import { describe, expect, it } from 'vitest'
import { SCREEN_IDS } from '../../src/ui/screen-ids.js'
import { SCREENS } from '../../src/ui/router/registry.js'
import { SCREEN_HOOKS } from '../../src/ui/router/screen-hooks.js'
import { UI_METHODS } from '../../src/ui/methods/index.js'
import { LOGIN_METHODS } from '../../src/core/internal.js'

describe('UI registries', () => {
  it('every screen id has a screen and the hook values a replacement of it gets', () => {
    expect(SCREEN_IDS.filter((id) => !SCREENS[id])).toEqual([])
    expect(SCREEN_IDS.filter((id) => typeof SCREEN_HOOKS[id] !== 'function')).toEqual([])
    expect(Object.keys(SCREENS).filter((id) => !(SCREEN_IDS as readonly string[]).includes(id))).toEqual([])
  })

  it("no screen is given by two login methods' rooms", () => {
    const ids = UI_METHODS.flatMap((method) => Object.keys(method.screens ?? {}))
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })

  it('every login method with a landing entry in the core has a UI room that owns its ids', () => {
    const ids = ['email', 'sms', 'google', 'passkey', 'telegram', 'farcaster', 'privy:abc', 'guest', 'wallet', 'wallet:metamask']
    for (const id of ids) {
      expect(LOGIN_METHODS.some((method) => method.owns(id)), id).toBe(true)
      expect(UI_METHODS.filter((method) => method.owns(id)), id).toHaveLength(1)
    }
  })
})
