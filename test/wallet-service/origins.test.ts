import { describe, expect, it } from 'vitest'
import { isAllowedOrigin, isAllowedPageLocation } from '../../src/wallet-service/origins.js'

describe('isAllowedOrigin', () => {
  const allowed = ['https://app.example.com', 'http://localhost:*', 'chrome-extension://abcdefgh', 'https://shop.example.com:8443']
  it.each([
    ['https://app.example.com', true],
    ['https://APP.example.com', true],
    ['https://app.example.com:443', true],
    ['http://app.example.com', false],
    ['https://evil.app.example.com', false],
    ['https://app.example.com.evil.test', false],
    ['http://localhost:5173', true],
    ['http://localhost', true],
    ['https://localhost:5173', false],
    ['http://127.0.0.1:5173', false],
    ['chrome-extension://abcdefgh', true],
    ['chrome-extension://other', false],
    ['https://shop.example.com:8443', true],
    ['https://shop.example.com', false],
    ['null', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (origin, expected) => {
    expect(isAllowedOrigin(origin, allowed)).toBe(expected)
  })

  it('an entry with a path, a host wildcard or garbage allows nothing', () => {
    expect(isAllowedOrigin('https://a.example.com', ['https://*.example.com', 'https://a.example.com/path', 'not a url'])).toBe(false)
    expect(isAllowedOrigin('https://a.example.com', [])).toBe(false)
  })
})

describe('isAllowedPageLocation (HTTPS, except localhost, IP addresses and extensions)', () => {
  it.each([
    ['https:', 'wallet.example.com', true],
    ['http:', 'localhost', true],
    ['http:', 'wallet.localhost', true],
    ['http:', '127.0.0.1', true],
    ['http:', '192.168.1.20', true],
    ['http:', '[::1]', true],
    ['chrome-extension:', 'abcdefgh', true],
    ['moz-extension:', 'abcdefgh', true],
    ['http:', 'wallet.example.com', false],
    ['http:', 'localhost.evil.com', false],
    ['file:', '', false],
    ['ftp:', 'example.com', false],
  ])('%s//%s → %s', (protocol, hostname, expected) => {
    expect(isAllowedPageLocation({ protocol, hostname })).toBe(expected)
  })
})
