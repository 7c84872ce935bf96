import { describe, expect, it } from 'vitest'
import { FoyerError } from '../../../src/core/errors/base.js'
import {
  PROVIDER_ERRORS, isPendingPermissionRequest, isUserRejection, providerErrorCode, toWalletError,
} from '../../../src/core/wallets/providerErrors.js'

describe('wallet provider error codes', () => {
  it('covers 4001, 4100, 4200, 4900, 4901 and -32700 … -32006 (each once)', () => {
    const codes = PROVIDER_ERRORS.map((e) => e.code)
    expect(codes).toEqual([4001, 4100, 4200, 4900, 4901, -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006])
    expect(new Set(codes).size).toBe(codes.length)
  })
  it.each(PROVIDER_ERRORS.map((e) => [e.code, e.message, e.retryable] as const))('%i → %s (retryable %s)', (code, message, retryable) => {
    const error = toWalletError(Object.assign(new Error('wallet said so'), { code }))
    expect(error).toMatchObject({ shortMessage: message, providerCode: code, retryable })
  })
  it('4001 is "User rejected the request." and retryable', () => {
    expect(toWalletError({ code: 4001 })).toMatchObject({ shortMessage: 'User rejected the request.', retryable: true })
    expect(isUserRejection({ code: 4001 })).toBe(true)
  })
  it('finds the code inside a cause chain; -32002 is a pending permission request', () => {
    const wrapped = new Error('outer', { cause: { code: -32002 } })
    expect(providerErrorCode(wrapped)).toBe(-32002)
    expect(isPendingPermissionRequest(wrapped)).toBe(true)
  })
  it('kit errors pass through; anything else is "An unknown error occurred." (UNKNOWN_CONNECT_WALLET_ERROR)', () => {
    const own = new FoyerError('x', 'UNKNOWN_AUTH_ERROR')
    expect(toWalletError(own)).toBe(own)
    expect(toWalletError(new Error('boom'))).toMatchObject({ shortMessage: 'An unknown error occurred.', code: 'UNKNOWN_CONNECT_WALLET_ERROR' })
    expect(toWalletError({ code: 1234 })).toMatchObject({ code: 'UNKNOWN_CONNECT_WALLET_ERROR' })
  })
})
