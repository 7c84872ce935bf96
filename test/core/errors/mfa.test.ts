import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/core/internal.js'
import { mfaErrorCopyKey } from '../../../src/ui/lib/errorCopy.js'

const api = (code: string, status = 401) => new ApiError({ status, code, message: code, path: '/api/v1/mfa/totp/verify', method: 'POST', body: { code } })

describe('mfaErrorCopyKey: the server answers of a TOTP verification', () => {
  it.each([
    ['invalid_credentials', 401, 'mfa.error.invalidCode'],
    // A code accepted before (RFC 6238: once) reads as the wrong code it now is.
    ['token_already_used', 401, 'mfa.error.invalidCode'],
    ['too_many_requests', 429, 'mfa.error.tooManyRequests'],
  ])('%s → %s', (code, status, key) => {
    expect(mfaErrorCopyKey(api(code, status))).toBe(key)
  })
})
