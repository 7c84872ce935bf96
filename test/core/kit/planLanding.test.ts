import { describe, expect, it } from 'vitest'
import { loginMethodKind, appLoginMethods } from '../../../src/core/kit/loginMethods.js'
import { overflowLabel, planLanding } from '../../../src/core/kit/planLanding.js'
import { PRIMARY_LOGIN_SLOTS, PRIMARY_LOGIN_SLOTS_WITH_OVERFLOW } from '../../../src/core/constants.js'

describe('loginMethodKind', () => {
  it.each([
    ['email', 'email'], ['sms', 'sms'], ['google', 'social'], ['line', 'social'], ['wallet', 'wallet'],
    ['wallet:metamask', 'wallet'], ['wallet:', 'other'], ['passkey', 'other'], ['telegram', 'other'],
    ['farcaster', 'other'], ['guest', 'other'], ['privy:foyerarcadeapp00000000001', 'other'],
  ])('%s is %s', (method, kind) => expect(loginMethodKind(method)).toBe(kind))
})

describe('appLoginMethods', () => {
  it('loginMethodsAndOrder (primary then overflow) replaces loginMethods; duplicates keep their first place', () => {
    expect(appLoginMethods({ loginMethods: ['email', 'sms'], loginMethodsAndOrder: null })).toEqual(['email', 'sms'])
    expect(appLoginMethods({ loginMethods: ['email'], loginMethodsAndOrder: { primary: ['google', 'email'], overflow: ['sms', 'google'] } }))
      .toEqual(['google', 'email', 'sms'])
  })
})

describe('overflowLabel: the label table', () => {
  it.each([
    // [overflow, primary, label]
    [['apple', 'github'], ['email', 'google'], 'otherSocials'],
    [['apple', 'github'], ['email', 'sms'], 'socialAccount'],
    [['email', 'google'], ['wallet'], 'emailOrSocials'],
    [['sms', 'google', 'apple'], ['wallet'], 'smsOrSocials'],
    [['email', 'sms'], ['google'], 'emailOrSms'],
    [['email'], ['wallet'], 'email'],
    [['sms'], ['google'], 'sms'],
    [['email', 'sms', 'google'], ['wallet'], 'moreOptions'],
    [['passkey'], ['email'], 'moreOptions'],
    [['google', 'telegram'], ['email'], 'moreOptions'],
    [['email', 'wallet'], ['google'], 'moreOptions'],
    [['wallet'], ['email'], 'wallet'],
    [['wallet', 'wallet:rainbow'], ['email'], 'wallet'],
    [['wallet'], ['wallet:metamask'], 'otherWallets'],
  ])('%j behind, %j on the landing → %s', (overflow, primary, label) => {
    expect(overflowLabel(overflow, primary)).toBe(label)
  })
})

const socials = ['google', 'apple', 'github', 'discord', 'twitter', 'linkedin']

describe('planLanding', () => {
  it(`shows up to ${PRIMARY_LOGIN_SLOTS} methods with no overflow`, () => {
    expect(planLanding({ methods: ['email', ...socials.slice(0, 4)] })).toEqual({
      variant: 'grouped', primary: ['email', 'google', 'apple', 'github', 'discord'], overflow: null,
    })
  })

  it(`shows ${PRIMARY_LOGIN_SLOTS_WITH_OVERFLOW} plus ONE overflow button when more than ${PRIMARY_LOGIN_SLOTS}`, () => {
    const plan = planLanding({ methods: ['email', ...socials.slice(0, 5)] })
    expect(plan.primary).toEqual(['email', 'google', 'apple', 'github'])
    expect(plan.overflow).toEqual({ kind: 'view', label: 'otherSocials', methods: ['discord', 'twitter'] })
  })

  it('the e-mail input and the SMS entry count in the slot budget', () => {
    const plan = planLanding({ methods: ['email', 'sms', 'google', 'apple', 'passkey', 'guest'] })
    expect(plan.primary).toEqual(['email', 'sms', 'google', 'apple'])
    expect(plan.overflow?.label).toBe('moreOptions')
  })

  it('grouped, web2-first (default): the web2 group on the landing, the wallets behind "Continue with a wallet"', () => {
    for (const groupPriority of [undefined, null, 'web2-first', 'nonsense']) {
      expect(planLanding({ methods: ['wallet', 'email', 'google'], groupPriority })).toEqual({
        variant: 'grouped', primary: ['email', 'google'], overflow: { kind: 'wallet', label: 'wallet', methods: ['wallet'] },
      })
    }
  })

  it('grouped, web3-first: the wallets on the landing, the web2 group behind its label', () => {
    expect(planLanding({ methods: ['email', 'google', 'apple', 'wallet'], groupPriority: 'web3-first' })).toEqual({
      variant: 'grouped', primary: ['wallet'], overflow: { kind: 'view', label: 'emailOrSocials', methods: ['email', 'google', 'apple'] },
    })
    expect(planLanding({ methods: ['sms', 'wallet'], groupPriority: 'web3-first' }).overflow?.label).toBe('sms')
  })

  it('grouped with one group only: that group fills the landing', () => {
    expect(planLanding({ methods: ['wallet'], groupPriority: 'web2-first' })).toEqual({ variant: 'grouped', primary: ['wallet'], overflow: null })
    expect(planLanding({ methods: ['email', 'sms'], groupPriority: 'web3-first' })).toEqual({ variant: 'grouped', primary: ['email', 'sms'], overflow: null })
  })

  it('grouped with a full web2 group and wallets: 4 on the landing, the rest and the wallets behind "More options"', () => {
    const plan = planLanding({ methods: ['email', ...socials.slice(0, 4), 'wallet'] })
    expect(plan.primary).toEqual(['email', 'google', 'apple', 'github'])
    expect(plan.overflow).toEqual({ kind: 'view', label: 'moreOptions', methods: ['discord', 'wallet'] })
  })

  it('ordered (loginMethodsAndOrder): its primary list on the landing, its overflow behind the button', () => {
    const order = { primary: ['google', 'apple'], overflow: ['email', 'sms'] }
    expect(planLanding({ methods: ['google', 'apple', 'email', 'sms'], order })).toEqual({
      variant: 'ordered', primary: ['google', 'apple'], overflow: { kind: 'view', label: 'emailOrSms', methods: ['email', 'sms'] },
    })
  })

  it('ordered: extra primaries move to the front of the overflow; methods not offered are skipped', () => {
    const order = { primary: ['email', 'sms', 'google', 'apple', 'github', 'telegram'], overflow: ['discord'] }
    const plan = planLanding({ methods: ['email', 'sms', 'google', 'apple', 'github', 'discord'], order })
    expect(plan.primary).toEqual(['email', 'sms', 'google', 'apple'])
    expect(plan.overflow?.methods).toEqual(['github', 'discord'])
    expect(plan.overflow?.label).toBe('otherSocials')
  })

  it('ordered: 5 primaries and no overflow fit; with an empty primary list everything is behind the button', () => {
    const five = ['email', 'sms', 'google', 'apple', 'github']
    expect(planLanding({ methods: five, order: { primary: five, overflow: [] } }).overflow).toBeNull()
    expect(planLanding({ methods: ['google', 'apple'], order: { primary: [], overflow: ['google', 'apple'] } })).toEqual({
      variant: 'ordered', primary: [], overflow: { kind: 'view', label: 'socialAccount', methods: ['google', 'apple'] },
    })
  })

  it('ordered with wallets: wallets-only overflow is the wallet button, "Other wallets" when a wallet is primary', () => {
    const plan = planLanding({ methods: ['wallet:metamask', 'email', 'wallet'], order: { primary: ['wallet:metamask', 'email'], overflow: ['wallet'] } })
    expect(plan.overflow).toEqual({ kind: 'wallet', label: 'otherWallets', methods: ['wallet'] })
  })

  it('connect-only: only the wallet section (the wallet picker when the app lists no wallet)', () => {
    expect(planLanding({ methods: ['email', 'wallet:metamask', 'google'], connectOnly: true })).toEqual({
      variant: 'connect-only', primary: ['wallet:metamask'], overflow: null,
    })
    expect(planLanding({ methods: ['email'], connectOnly: true })).toEqual({ variant: 'connect-only', primary: ['wallet'], overflow: null })
    const many = ['wallet:a', 'wallet:b', 'wallet:c', 'wallet:d', 'wallet:e', 'wallet']
    expect(planLanding({ methods: many, connectOnly: true }).overflow).toEqual({ kind: 'wallet', label: 'otherWallets', methods: ['wallet:e', 'wallet'] })
  })
})
