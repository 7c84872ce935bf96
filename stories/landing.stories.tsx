import type { StoryDefault } from '@ladle/react'
import { submitEmail, variants } from './support.js'

export default { title: 'Landing' } satisfies StoryDefault

const legal = { terms_and_conditions_url: 'https://example.com/terms', privacy_policy_url: 'https://example.com/privacy' }

const plain = variants({ backend: { appConfig: { legal } } })
export const DefaultLight = plain.Light
export const DefaultDark = plain.Dark

const branded = variants({
  backend: {
    appConfig: {
      name: 'Acme',
      logo_url: 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="8" fill="#676FFF"/><text x="60" y="26" font-family="sans-serif" font-size="16" fill="white" text-anchor="middle">ACME</text></svg>'),
      appearance: {
        landing_header: 'Welcome to Acme',
        login_message: 'Log in to keep your cart, track your orders and get early access to our seasonal drops — members save more every single day of the year.',
      },
      legal: { terms_and_conditions_url: 'https://example.com/terms' },
    },
  },
})
export const LogoAndLongMessageLight = branded.Light
export const LogoAndLongMessageDark = branded.Dark

const invalid = variants({ screens: { loginOptions: { prefill: { type: 'email', value: 'ada@example' } } } })
export const InvalidEmailLight = invalid.Light
export const InvalidEmailDark = invalid.Dark

const plus = variants({
  backend: { appConfig: { disable_plus_emails: true } },
  play: (root) => submitEmail(root, 'ada+news@example.com'),
})
export const PlusEmailErrorLight = plus.Light
export const PlusEmailErrorDark = plus.Dark

const limited = variants({
  setup: async ({ backend }) => {
    backend.faults.add({ path: '/api/v1/passwordless/init', status: 429, body: { error: 'Too many requests (code 429)', code: 'too_many_requests' } })
  },
  play: (root) => submitEmail(root, 'ada@example.com'),
})
export const RateLimitedLight = limited.Light
export const RateLimitedDark = limited.Dark

const sending = variants({
  setup: async ({ backend }) => {
    backend.faults.add({ path: '/api/v1/passwordless/init', delayMs: 1_000_000_000 })
  },
  play: (root) => submitEmail(root, 'ada@example.com'),
})
export const SendingLight = sending.Light
export const SendingDark = sending.Dark
