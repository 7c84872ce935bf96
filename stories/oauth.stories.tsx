import type { StoryDefault } from '@ladle/react'
import {
  handleOAuthReturn, initOAuth, loginWithEmailCode, logout, sendEmailCode, type AuthIntent, type OAuthProvider,
} from '../src/core/index.js'
import { completeFakeOAuth, type FakeOAuthChoice } from '../src/testing/index.js'
import { variants, type StoryContext } from './support.js'

export default { title: 'Social login (OAuth)' } satisfies StoryDefault

const PAGE = 'https://host.example/app'
// The host page is the app's allowed origin (redirect_to must be on it).
const socialApp = { allowedOrigins: [new URL(PAGE).origin], appConfig: { login_methods: ['email', 'google', 'apple', 'github', 'discord', 'twitter', 'telegram'] } }
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const status = { initialScreen: 'oauthStatus' as const }

/** Starts a real social login (the navigation is captured) and answers the fake consent page. */
async function providerAnswer(ctx: StoryContext, choice: FakeOAuthChoice = {}, { provider = 'google', intent = 'login' }: { provider?: OAuthProvider; intent?: AuthIntent } = {}) {
  const { url } = await initOAuth(ctx.client, { provider, intent, redirectUrl: PAGE, navigate: () => {}, userAgent: CHROME })
  return completeFakeOAuth(ctx.backend, url, choice)
}
/** The provider's answer comes back and is finished (as after the page reloads). */
async function returnWith(ctx: StoryContext, choice: FakeOAuthChoice = {}, options: Parameters<typeof providerAnswer>[2] = {}) {
  const back = await providerAnswer(ctx, choice, options)
  await handleOAuthReturn(ctx.client, { url: back, replaceUrl: () => {} }).catch(() => {})
  return status
}
async function emailUser(ctx: StoryContext, email = 'ada@example.com') {
  await sendEmailCode(ctx.client, { email })
  await loginWithEmailCode(ctx.client, { code: ctx.backend.mailbox.latest(email)!.code })
}

const landing = variants({ backend: socialApp })
/** The landing with one button per configured provider (and Telegram), each with its mark. */
export const OAuthLandingLight = landing.Light
export const OAuthLandingDark = landing.Dark

const redirecting = variants({
  backend: socialApp,
  setup: async (ctx) => {
    await initOAuth(ctx.client, { provider: 'google', redirectUrl: PAGE, navigate: () => {}, userAgent: CHROME })
    return status
  },
})
/** Leaving for the provider: 'Redirecting to Google'. */
export const OAuthRedirectingLight = redirecting.Light
export const OAuthRedirectingDark = redirecting.Dark

const verifying = variants({
  backend: socialApp,
  setup: async (ctx) => {
    const back = await providerAnswer(ctx)
    ctx.backend.faults.add({ path: '/api/v1/oauth/authenticate', delayMs: 1_000_000_000 })
    void handleOAuthReturn(ctx.client, { url: back, replaceUrl: () => {} }).catch(() => {})
    return status
  },
})
/** Back from the provider after the reload, the code being exchanged: 'Logging you in'. */
export const OAuthVerifyingLight = verifying.Light
export const OAuthVerifyingDark = verifying.Dark

const success = variants({ backend: socialApp, setup: (ctx) => returnWith(ctx) })
/** The exchange succeeded: the success screen (closes after 1.4 s in the modal). */
export const OAuthSuccessLight = success.Light
export const OAuthSuccessDark = success.Dark

const denied = variants({ backend: socialApp, setup: (ctx) => returnWith(ctx, { deny: true }) })
/** The user pressed Deny: 'Retry and check {scopes} …', retryable. */
export const OAuthDeniedLight = denied.Light
export const OAuthDeniedDark = denied.Dark

const phishing = variants({
  backend: socialApp,
  setup: async (ctx) => {
    const back = new URL(await providerAnswer(ctx))
    back.searchParams.set('privy_oauth_state', 'tampered')
    await handleOAuthReturn(ctx.client, { url: back.toString(), replaceUrl: () => {} }).catch(() => {})
    return status
  },
})
/** A state code that does not match the saved one: the phishing warning. */
export const OAuthPhishingLight = phishing.Light
export const OAuthPhishingDark = phishing.Dark

const inAppBrowser = variants({
  backend: socialApp,
  setup: async (ctx) => {
    await initOAuth(ctx.client, {
      provider: 'google', redirectUrl: PAGE, navigate: () => {},
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 300.0',
    }).catch(() => {})
    return status
  },
})
/** Google inside an in-app browser: 'Could not log in with provider'. */
export const OAuthInAppBrowserLight = inAppBrowser.Light
export const OAuthInAppBrowserDark = inAppBrowser.Dark

const rateLimit = variants({ backend: socialApp, setup: (ctx) => returnWith(ctx, { identity: 'rate-limited' }) })
/** The provider's own rate limit. */
export const OAuthProviderRateLimitLight = rateLimit.Light
export const OAuthProviderRateLimitDark = rateLimit.Dark

const suspended = variants({ backend: socialApp, setup: (ctx) => returnWith(ctx, { identity: 'suspended' }) })
/** A suspended provider account. */
export const OAuthSuspendedLight = suspended.Light
export const OAuthSuspendedDark = suspended.Dark

const invalid = variants({
  backend: socialApp,
  setup: async (ctx) => {
    ctx.backend.faults.add({ path: '/api/v1/oauth/authenticate', status: 401, body: { error: 'Invalid', code: 'invalid_credentials' }, times: 1 })
    return returnWith(ctx)
  },
})
/** The code exchange refused: 'Something went wrong. Try again.', retryable. */
export const OAuthInvalidCredentialsLight = invalid.Light
export const OAuthInvalidCredentialsDark = invalid.Dark

const tooMany = variants({
  backend: socialApp,
  setup: async (ctx) => {
    ctx.backend.faults.add({ path: '/api/v1/oauth/authenticate', status: 429, times: 1 })
    return returnWith(ctx)
  },
})
/** Our own rate limit. */
export const OAuthTooManyRequestsLight = tooMany.Light
export const OAuthTooManyRequestsDark = tooMany.Dark

const linkedElsewhere = variants({
  backend: socialApp,
  setup: async (ctx) => {
    ctx.backend.users.create({ email: 'grace@example.com' })
    await returnWith(ctx) // Ada signs up with Google …
    await logout(ctx.client)
    await emailUser(ctx, 'grace@example.com') // … then Grace tries to link the same Google account.
    return returnWith(ctx, {}, { intent: 'link' })
  },
})
/** Linking a provider account another user owns. */
export const OAuthLinkedToAnotherUserLight = linkedElsewhere.Light
export const OAuthLinkedToAnotherUserDark = linkedElsewhere.Dark

const cannotLinkMore = variants({
  backend: socialApp,
  setup: async (ctx) => {
    await emailUser(ctx)
    await returnWith(ctx, {}, { intent: 'link' })
    return returnWith(ctx, { identity: 'grace' }, { intent: 'link' })
  },
})
/** A second Google account for the same user. */
export const OAuthCannotLinkMoreLight = cannotLinkMore.Light
export const OAuthCannotLinkMoreDark = cannotLinkMore.Dark
