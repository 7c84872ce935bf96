import { describe, expect, it } from 'vitest'
import {
  formatInvalidCharacters, generatePassword, passwordStrength, passwordVariety, recoveryFileContents, recoveryFileName,
  strengthLevel, validatePassword, type PasswordStrengthLevel,
} from '../../../src/core/utils/recoveryPassword.js'
import { loadPasswordGuessEstimator } from '../../../src/core/wallets/embedded/recovery/passwordEstimator.js'

describe('validatePassword', () => {
  const cases: [password: string, expected: string | null][] = [
    ['', 'Password must be at least 6 characters'],
    ['abcde', 'Password must be at least 6 characters'],
    ['abcdef', null],
    ['ABCDEF', null],
    ['123456', null],
    ['!@#$%^&*()-_+', null],
    ['aB3!-_', null],
    ['abc def', 'Invalid characters used ( SPACE )'],
    ['a b', 'Invalid characters used ( SPACE )'],
    ['pass.word', 'Invalid characters used ( . )'],
    ['héllo wörld', 'Invalid characters used ( é SPACE ö )'],
    ['a  b  c.d.e', 'Invalid characters used ( SPACE . )'],
    ['pass=word?', 'Invalid characters used ( = ? )'],
    ['tab\there', 'Invalid characters used ( \t )'],
    ['emoji😀ok', 'Invalid characters used ( 😀 )'],
    ['ab~', 'Invalid characters used ( ~ )'],
  ]
  it.each(cases)('%j → %s', (password, expected) => {
    const result = validatePassword(password)
    if (expected === null) expect(result).toEqual({ valid: true })
    else expect(result.valid === false && result.message).toBe(expected)
  })

  it('names the problem and the offending characters (each once, in order of first appearance)', () => {
    expect(validatePassword('b a.b a')).toEqual({
      valid: false, problem: 'invalid-characters', invalidCharacters: [' ', '.'], message: 'Invalid characters used ( SPACE . )',
    })
    expect(validatePassword('abc')).toEqual({ valid: false, problem: 'too-short', invalidCharacters: [], message: 'Password must be at least 6 characters' })
  })

  it('counts characters as code points: five emoji-free letters plus one astral symbol is still refused for the symbol only', () => {
    expect(validatePassword('😀😀😀😀😀😀')).toMatchObject({ problem: 'invalid-characters', invalidCharacters: ['😀'] })
  })

  it('formatInvalidCharacters names a space in another language when given the word', () => {
    expect(formatInvalidCharacters([' ', '.'], 'ESPACIO')).toBe('ESPACIO .')
  })
})

describe('passwordVariety', () => {
  const cases: [password: string, variety: number][] = [
    ['abcdefg', 0], // 7 characters: not counted
    ['aB3!xyz', 0],
    ['abcdefgh', 0.25], // 8: counted
    ['abcdEFGH', 0.5],
    ['abcdEF12', 0.75],
    ['abcdEF1!', 1],
    ['12345678', 0.25],
    ['!@#$%^&*', 0.25],
  ]
  it.each(cases)('%s → %d', (password, variety) => expect(passwordVariety(password)).toBe(variety))
})

describe('passwordStrength (score = 0.25 × variety + 0.75 × min(1, log10 guesses / 12))', () => {
  const guesses = (log10: number) => () => log10
  const cases: [label: string, password: string, log10: number, score: number, level: PasswordStrengthLevel][] = [
    ['invalid (too short) is weak whatever the entropy', 'aB3!x', 30, 0, 'weak'],
    ['invalid (characters) is weak whatever the entropy', 'aB3! xyzw', 30, 0, 'weak'],
    ['7 characters: variety not counted, full entropy', 'aB3!xyz', 30, 0.75, 'medium'],
    ['8 characters: variety counted, full entropy', 'aB3!xyzw', 30, 1, 'strong'],
    ['length 8 with one class', 'abcdefgh', 0, 0.0625, 'weak'],
    ['exactly 0.5 is weak', 'aB3!xyzw', 4, 0.5, 'weak'],
    ['just above 0.5 is medium', 'aB3!xyzw', 4.0001, 0.500006, 'medium'],
    ['exactly 0.9 is medium', 'aB3!xyzw', 10.4, 0.9, 'medium'],
    ['just above 0.9 is strong', 'aB3!xyzw', 10.4001, 0.900006, 'strong'],
    ['three classes top out at 0.9375: strong needs much entropy', 'abcdEF12', 12, 0.9375, 'strong'],
    ['three classes, 10^11 guesses: medium', 'abcdEF12', 11, 0.875, 'medium'],
    ['entropy is capped at 10^12 guesses', 'abcdefgh', 40, 0.8125, 'medium'],
    ['a negative estimate counts as none', 'abcdefgh', -3, 0.0625, 'weak'],
  ]
  it.each(cases)('%s', (_label, password, log10, score, level) => {
    const result = passwordStrength(password, guesses(log10))
    expect(result.score).toBe(score)
    expect(result.level).toBe(level)
  })

  it('strengthLevel: above 0.9 strong, above 0.5 medium, else weak', () => {
    expect([0, 0.5, 0.500001, 0.9, 0.900001, 1].map(strengthLevel)).toEqual(['weak', 'weak', 'medium', 'medium', 'strong', 'strong'])
  })

  it('with the zxcvbn estimator: common passwords are weak or medium, a generated one strong', async () => {
    const estimate = await loadPasswordGuessEstimator()
    expect(passwordStrength('password', estimate).level).toBe('weak')
    expect(passwordStrength('qwerty12', estimate).level).toBe('weak')
    expect(passwordStrength('Password1!', estimate).level).toBe('medium')
    expect(passwordStrength('Tr0ub4dor&3', estimate).level).toBe('strong')
    expect(passwordStrength(generatePassword(), estimate).level).toBe('strong')
    // The estimator is loaded once and shared.
    expect(await loadPasswordGuessEstimator()).toBe(estimate)
  }, 30_000)
})

describe('generatePassword', () => {
  it('gives 4 units of 4 letters or digits, joined by hyphens, that pass validation and have all four classes', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword()
      expect(password).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/)
      expect(validatePassword(password)).toEqual({ valid: true })
      expect(passwordVariety(password)).toBe(1)
    }
  })

  it('draws from the random source, dropping bytes ≥ 248 so every character is equally likely', () => {
    // 0 → 'A', 26 → 'a', 52 → '0', 248…255 dropped.
    const bytes = [255, 0, 26, 52, 248, 1, 27, 53, 2, 28, 54, 3, 29, 55, 4, 30, 56]
    let offset = 0
    const random = (length: number) => {
      const out = new Uint8Array(length)
      for (let i = 0; i < length; i += 1) out[i] = bytes[offset++ % bytes.length]!
      return out
    }
    expect(generatePassword({ randomBytes: random })).toBe('Aa0B-b1Cc-2Dd3-Ee4A')
  })

  it('draws again when a draw lacks a class', () => {
    let calls = 0
    const random = (length: number) => {
      calls += 1
      // First draw: only 'A' (no lowercase, no digit); then a mixed one.
      return calls === 1 ? new Uint8Array(length) : Uint8Array.from({ length }, (_, i) => [0, 26, 52][i % 3]!)
    }
    expect(generatePassword({ randomBytes: random })).toBe('Aa0A-a0Aa-0Aa0-Aa0A')
    expect(calls).toBe(2)
  })

  it('is different each time', () => {
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50)
  })
})

describe('recoveryFileName', () => {
  const cases: [appName: string | null | undefined, name: string][] = [
    ['Acme', 'acme-foyer-wallet-recovery.txt'],
    ['Acme Pay', 'acme-pay-foyer-wallet-recovery.txt'],
    ['Acme Pay 2', 'acme-pay-foyer-wallet-recovery.txt'],
    ['ACME-Pay!', 'acmepay-foyer-wallet-recovery.txt'],
    ['  Acme   Pay  ', 'acme-pay-foyer-wallet-recovery.txt'],
    ['Café Olé', 'café-olé-foyer-wallet-recovery.txt'],
    ['Foyer Demo', 'foyer-demo-foyer-wallet-recovery.txt'],
    ['123', 'foyer-wallet-recovery.txt'],
    ['', 'foyer-wallet-recovery.txt'],
    [null, 'foyer-wallet-recovery.txt'],
    [undefined, 'foyer-wallet-recovery.txt'],
  ]
  it.each(cases)('%j → %s', (appName, name) => expect(recoveryFileName(appName)).toBe(name))
})

describe('recoveryFileContents', () => {
  it('holds the password on its own line and names the app', () => {
    const text = recoveryFileContents({ password: 'k3Rt-Bx7q-mW2z-9HyT', appName: 'Acme' })
    expect(text.split('\n')).toContain('k3Rt-Bx7q-mW2z-9HyT')
    expect(text).toContain('for Acme:')
    expect(text).toContain('It cannot be reset')
  })

  it('without an app name says "this app"', () => {
    expect(recoveryFileContents({ password: 'abcdef', appName: null })).toContain('for this app:')
  })
})
