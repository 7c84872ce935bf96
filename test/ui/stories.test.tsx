// @vitest-environment happy-dom
/// <reference types="vite/client" />
import { cleanup, render, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(cleanup)

const modules = import.meta.glob<Record<string, unknown>>('../../stories/*.stories.tsx', { eager: true })

// What each story must end up showing (by story export name).
const EXPECT: Record<string, string | RegExp> = {
  Default: 'By logging in I agree to the Terms & Privacy Policy',
  LogoAndLongMessage: '…',
  InvalidEmail: 'Log in or sign up',
  PlusEmailError: "Please enter a valid email address without a '+'.",
  RateLimited: 'Too many requests. Please wait before trying again.',
  Sending: 'Sending code',
  Awaiting: /Resend code in \d+s/,
  Submitting: 'Enter confirmation code',
  IncorrectCode: 'Incorrect code',
  ResendAvailable: /Resend code(?! in)/,
  Resent: 'Code sent',
  LoggedIn: 'Success!',
  NotAllowed: 'Not allowed',
  Allowlist: "You don't have access to this app",
  AllowlistConfigured: 'Members only',
  UserLimit: 'Unable to sign in',
  AccountNotFound: 'Account not found',
  LinkedToAnotherUser: 'This account has already been linked to another user.',
  CannotLinkMore: 'Cannot link more passkeys to account.',
  NotSupported: 'This region is not supported',
  TooManyRequests: 'Too many attempts.',
  InvalidCredentials: 'Invalid or expired verification code',
  BadRequest: 'The e-mail address is malformed',
  InvalidCaptcha: 'Please try again.',
  TimedOut: 'Timed out',
  Generic: 'Try again later',
  Open: 'log in or sign up',
}

const stories = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name]) => name !== 'default')
    .map(([name, Story]) => [`${file.split('/').pop()} ${name}`, name, Story as ComponentType] as const),
)

describe('stories', () => {
  it('every state has a Light and a Dark story', () => {
    const names = stories.map(([, name]) => name)
    for (const name of names) {
      const base = name.replace(/(Light|Dark)$/, '')
      expect(names).toContain(`${base}Light`)
      expect(names).toContain(`${base}Dark`)
      expect(EXPECT[base], `an expectation for ${base}`).toBeDefined()
    }
  })

  it.each(stories)('%s renders its state', async (_, name, Story) => {
    const errors = vi.spyOn(console, 'error')
    render(<Story />)
    const expected = EXPECT[name.replace(/(Light|Dark)$/, '')]!
    await waitFor(() => {
      const text = document.body.textContent ?? ''
      expect(typeof expected === 'string' ? text.includes(expected) : expected.test(text)).toBe(true)
    }, { timeout: 4000 })
    expect(document.querySelector('[data-foyer] style[data-foyer-theme]')).not.toBeNull()
    expect(errors).not.toHaveBeenCalled()
  })
})
