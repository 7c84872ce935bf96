import { describe, expect, it } from 'vitest'
import { NoUserReturnedError } from '../../../src/core/errors/client.js'
import { finishLink, finishLogin } from '../../../src/core/steps/complete.js'
import type { WireTokenResponse } from '../../../src/core/types/tokens.js'
import { userValue } from '../../../src/core/client/session/state.js'
import { fakeFetch, json, makeClient, tokenResponse, wireUser } from '../helpers.js'
import { isNewUserThisSessionValue, tokensValue } from '../../../src/core/client/session/state.js'

const newClient = () => makeClient({ fetch: fakeFetch(() => json({})) })
const isEmail = (address: string) => (a: { type: string; [k: string]: unknown }) => a.type === 'email' && a.address === address

describe('finishLogin', () => {
  it('stores the session and reports the login account, isNewUser and mapped OAuth tokens', () => {
    const client = newClient()
    const result = finishLogin(
      client,
      tokenResponse({
        token: 'access-9',
        is_new_user: true,
        oauth_tokens: {
          provider: 'google', access_token: 'g-at', access_token_expires_in_seconds: 60,
          refresh_token: 'g-rt', refresh_token_expires_in_seconds: 600, scopes: ['email'],
        },
      }),
      { method: 'google', account: isEmail('ada@example.com') },
    )
    expect(tokensValue.get(client).accessToken).toBe('access-9')
    expect(userValue.get(client)?.id).toBe('did:foyer:user-1')
    expect(isNewUserThisSessionValue.get(client)).toBe(true)
    expect(result).toMatchObject({
      isNewUser: true, wasAlreadyAuthenticated: false, loginMethod: 'google', linkedAccount: null,
      loginAccount: { type: 'email', address: 'ada@example.com' },
      oAuthTokens: {
        provider: 'google', accessToken: 'g-at', accessTokenExpiresInSeconds: 60,
        refreshToken: 'g-rt', refreshTokenExpiresInSeconds: 600, scopes: ['email'],
      },
    })
  })

  it("an answer without a user → 'Authentication failed - no user returned', nothing stored", () => {
    const client = newClient()
    const response = { token: 'x' } as unknown as WireTokenResponse
    expect(() => finishLogin(client, response, { method: 'email', account: () => true })).toThrow(NoUserReturnedError)
    expect(() => finishLogin(client, response, { method: 'email', account: () => true })).toThrow('Authentication failed - no user returned')
    expect(tokensValue.get(client).accessToken).toBeNull()
  })
})

describe('finishLink', () => {
  it('sets the returned user and reports the linked account', () => {
    const client = newClient()
    const result = finishLink(client, wireUser({}, 'second@example.com'), { method: 'email', account: isEmail('second@example.com') })
    expect(userValue.get(client)?.email?.address).toBe('second@example.com')
    expect(result).toMatchObject({
      wasAlreadyAuthenticated: true, isNewUser: false, loginAccount: null, oAuthTokens: null,
      linkedAccount: { address: 'second@example.com' },
    })
  })
})

describe('finishLogin with a clear answer', () => {
  it("a 'clear' session_update_action is no login: it throws and leaves no session or user", () => {
    const client = newClient()
    expect(() =>
      finishLogin(client, tokenResponse({ token: 'access-9', session_update_action: 'clear' }), {
        method: 'email', account: isEmail('ada@example.com'),
      }),
    ).toThrow(NoUserReturnedError)
    expect(tokensValue.get(client).accessToken).toBeNull()
    expect(userValue.get(client)).toBeNull()
  })
})
