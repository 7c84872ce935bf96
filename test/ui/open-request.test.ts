import { describe, expect, it } from 'vitest'
import { screenForOpenRequest } from '../../src/ui/lib/openRequest.js'

describe('screenForOpenRequest: where link / update openers start', () => {
  it.each([
    [{ screen: 'login' as const }, {}],
    [{ screen: 'link' as const, method: 'email' }, { screen: 'linkEmail' }],
    [{ screen: 'link' as const, method: 'sms' }, { screen: 'linkPhone' }],
    [{ screen: 'link' as const, method: 'passkey' }, { screen: 'passkey', params: { mode: 'link' } }],
    [{ screen: 'link' as const, method: 'farcaster' }, { screen: 'farcaster', params: { intent: 'link' } }],
    [{ screen: 'link' as const, method: 'wallet' }, { screen: 'connectOnly' }],
    [{ screen: 'link' as const, method: 'google' }, { screen: 'linkMethod', params: { method: 'google' } }],
    [{ screen: 'link' as const, method: 'telegram' }, { screen: 'linkMethod', params: { method: 'telegram' } }],
    [{ screen: 'link' as const, method: 'cross_app', params: { appId: 'arcade' } }, { screen: 'linkMethod', params: { method: 'cross_app', appId: 'arcade' } }],
    [{ screen: 'link' as const, method: 'unknown' }, {}],
    [{ screen: 'update' as const, method: 'email' }, { screen: 'updateEmail' }],
    [{ screen: 'update' as const, method: 'sms' }, { screen: 'updatePhone' }],
  ])('%o → %o', (request, expected) => expect(screenForOpenRequest(request)).toEqual(expected))
})
