import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type {
  AcceptTermsErrorType, ApiError, ApiErrorCode, AssertCanLinkErrorType, ContinueCaptchaErrorType, DetectCaptchaProviderErrorType,
  EndUiFlowErrorType, ErrorCode, FetchAppConfigErrorType, GetCaptchaTokenErrorType, InitFarcasterLoginErrorType, InitMfaErrorType,
  LogoutErrorType, MountCaptchaErrorType, NetworkError, RefreshSessionErrorType, RequestTimeoutError, RetryCaptchaErrorType,
  StorageError, TransferAccountErrorType, UnlinkTelegramErrorType, UnsupportedCaptchaSiteKeyError, WithMfaErrorType,
  UnlinkOAuthErrorType, LinkFarcasterErrorType, UnlinkFarcasterErrorType, UnlinkPasskeyErrorType, UnlinkAccountErrorType,
  LinkCustomAuthErrorType,
} from '../../../src/core/internal.js'
import { FoyerError } from '../../../src/core/errors/base.js'
import { CLIENT_ERROR_CODES, SERVER_ERROR_CODES } from '../../../src/core/errors/codes.js'

import { SRC, sourceFiles } from '../../architecture/graph.js'

/**
 * The `…ErrorType` declarations of a source text that are the bare FoyerError, or a union with it
 * as a member (it swallows the rest of the union): a declaration runs from `export type XErrorType =` over the lines that go on
 * with a union member (`| …`) or a comment.
 */
function bareFoyerErrorTypes(text: string): string[] {
  const lines = text.split('\n')
  const found: string[] = []
  lines.forEach((line, i) => {
    const head = /^export type (\w+ErrorType)\b[^=]*=(.*)$/.exec(line)
    if (!head) return
    const members = [head[2]!]
    for (let j = i + 1; j < lines.length && /^\s*(\||\/\*\*|\*|\/\/)/.test(lines[j]!); j++) {
      if (/^\s*\|/.test(lines[j]!)) members.push(lines[j]!)
    }
    const bare = members.join(' ').split('|').some((member) => member.replace(/\/\/.*$/, '').trim() === 'FoyerError')
    if (bare) found.push(head[1]!)
  })
  return found
}

describe('error codes are a closed set', () => {
  it('a code the kit does not know is a type error, for FoyerError and its code parameter', () => {
    // @ts-expect-error 'not_a_code' is no ErrorCode
    const typed = new FoyerError<'not_a_code'>('x', 'not_a_code')
    // @ts-expect-error a misspelt code
    const misspelt = new FoyerError('x', 'network_eror')
    expect([typed.code, misspelt.code]).toEqual(['not_a_code', 'network_eror'])
    expectTypeOf<string>().not.toExtend<ErrorCode>()
    expectTypeOf(new FoyerError('x', 'network_error').code).toEqualTypeOf<'network_error'>()
  })

  it("ApiError's code is a known server code or http_{status}; the server's own code is a string beside it", () => {
    expectTypeOf<ApiError['code']>().toEqualTypeOf<ApiErrorCode>()
    expectTypeOf<'http_502'>().toExtend<ApiErrorCode>()
    expectTypeOf<'http_'>().not.toExtend<ApiErrorCode>()
    expectTypeOf<ApiError['serverCode']>().toEqualTypeOf<string>()
  })
})

describe("actions' ErrorType unions", () => {
  it('name the errors an action throws, told apart by code', () => {
    expectTypeOf<GetCaptchaTokenErrorType['code']>().toEqualTypeOf<
      'captcha_not_rendered' | 'captcha_failed' | 'captcha_timeout' | 'USER_EXITED_AUTH_FLOW'
    >()
    expectTypeOf<AssertCanLinkErrorType['code']>().toEqualTypeOf<'MUST_BE_AUTHENTICATED' | 'cannot_link_more_of_type'>()
    expectTypeOf<DetectCaptchaProviderErrorType>().toEqualTypeOf<UnsupportedCaptchaSiteKeyError>()
    expectTypeOf<FetchAppConfigErrorType>().toEqualTypeOf<ApiError | NetworkError | RequestTimeoutError>()
    expectTypeOf<RefreshSessionErrorType>().toEqualTypeOf<ApiError | NetworkError | RequestTimeoutError | StorageError>()
    expectTypeOf<LogoutErrorType>().toEqualTypeOf<StorageError>()
    expectTypeOf<UnlinkTelegramErrorType['code']>().toEqualTypeOf<
      'attempted_rpc_call_before_logged_in' | 'storage_error' | 'network_error' | 'client_request_timeout' | ApiErrorCode
    >()
    expectTypeOf<InitFarcasterLoginErrorType['code']>().toExtend<ErrorCode>()
    expectTypeOf<'farcaster_connect_failed'>().toExtend<InitFarcasterLoginErrorType['code']>()
    expectTypeOf<'passkey_ip_address'>().toExtend<InitMfaErrorType['code']>()
    expectTypeOf<'UNKNOWN_AUTH_ERROR' | 'invalid_transfer_data'>().toExtend<TransferAccountErrorType['code']>()
    expectTypeOf<AcceptTermsErrorType['code']>().not.toEqualTypeOf<ErrorCode>()
  })

  it('actions that post for the user list the bearer and request failures (network, timeout, storage)', () => {
    type PostForUser = 'attempted_rpc_call_before_logged_in' | 'storage_error' | 'network_error' | 'client_request_timeout' | ApiErrorCode
    expectTypeOf<UnlinkOAuthErrorType['code']>().toEqualTypeOf<PostForUser>()
    expectTypeOf<LinkFarcasterErrorType['code']>().toEqualTypeOf<PostForUser>()
    expectTypeOf<UnlinkFarcasterErrorType['code']>().toEqualTypeOf<PostForUser>()
    expectTypeOf<UnlinkPasskeyErrorType['code']>().toEqualTypeOf<PostForUser | 'cannot_unlink_mfa_passkey'>()
    expectTypeOf<UnlinkAccountErrorType['code']>().toEqualTypeOf<PostForUser | 'cannot_unlink_embedded_wallet' | 'cannot_unlink_mfa_passkey' | 'UNSUPPORTED_WALLET_TYPE'>()
    expectTypeOf<LinkCustomAuthErrorType['code']>().toEqualTypeOf<PostForUser | 'MUST_BE_AUTHENTICATED' | 'USER_EXITED_AUTH_FLOW' | 'USER_EXITED_LINK_FLOW' | 'USER_EXITED_UPDATE_FLOW'>()
    expectTypeOf<NetworkError | RequestTimeoutError | StorageError>().toExtend<UnlinkOAuthErrorType>()
  })

  it("withMfa throws its request's errors and the verification's", () => {
    expectTypeOf<WithMfaErrorType<NetworkError>['code']>().toEqualTypeOf<
      'network_error' | 'mfa_timeout' | 'mfa_verification_max_attempts_reached' | 'mfa_canceled' | 'MISSING_MFA_CREDENTIALS'
      | 'MUST_BE_AUTHENTICATED' | 'attempted_rpc_call_before_logged_in'
    >()
  })

  it('actions that never throw say so with never', () => {
    expectTypeOf<MountCaptchaErrorType>().toBeNever()
    expectTypeOf<RetryCaptchaErrorType>().toBeNever()
    expectTypeOf<ContinueCaptchaErrorType>().toBeNever()
    expectTypeOf<EndUiFlowErrorType>().toBeNever()
  })

  it('the scan below finds a bare FoyerError ErrorType, and a union with one', () => {
    const sample = [
      'export type AErrorType = FoyerError',
      'export type BErrorType = NetworkError | FoyerError',
      'export type CErrorType =',
      '  | NetworkError',
      '  /** anything else */',
      '  | FoyerError',
      'export type DErrorType = FoyerError<\'network_error\'> | ApiError',
      'export type EErrorType =',
      '  | FoyerError',
      '  | ApiError',
      'export type FErrorType = never',
    ].join('\n')
    expect(bareFoyerErrorTypes(sample)).toEqual(['AErrorType', 'BErrorType', 'CErrorType', 'EErrorType'])
  })

  it('no ErrorType in src/core is the bare FoyerError, nor a union with it', () => {
    const offenders = sourceFiles(join(SRC, 'core')).flatMap((file) =>
      bareFoyerErrorTypes(readFileSync(file, 'utf8')).map((name) => `${relative(SRC, file)}: ${name}`),
    )
    expect(offenders).toEqual([])
  })
})

describe('the server codes are the codes the dev backend answers', () => {
  it('every code of an { error, code } answer of the dev backend is in SERVER_ERROR_CODES', () => {
    const answered = new Set<string>()
    for (const file of sourceFiles(join(SRC, 'testing'))) {
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/new ApiError\(\s*[\w.]+,\s*'([a-z_]+)'/g)) answered.add(m[1]!)
      for (const m of text.matchAll(/\bcode: '([a-z_]+)'/g)) answered.add(m[1]!)
    }
    expect(answered.size).toBeGreaterThan(20)
    // The test captcha's token route (dev only) refuses a '-fail' key with the kit's own client code.
    const clientCodes: readonly string[] = CLIENT_ERROR_CODES
    const unknown = [...answered].filter((code) => !(SERVER_ERROR_CODES as readonly string[]).includes(code) && !clientCodes.includes(code))
    expect(unknown).toEqual([])
    expect([...answered].filter((code) => clientCodes.includes(code))).toEqual(['captcha_failed'])
  })
})
