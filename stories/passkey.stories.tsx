import type { StoryDefault } from '@ladle/react'
import { passkeyFlow, linkWithPasskey, loginWithEmailCode, loginWithPasskey, logout, sendEmailCode, signupWithPasskey, type PasskeyFlowMode, type PasskeyFlowStatus } from '../src/core/internal.js'
import { variants, type StoryContext } from './support.js'

export default { title: 'Passkey' } satisfies StoryDefault

const passkeyApp = { appConfig: { login_methods: ['email', 'passkey'] } }
const signupApp = { appConfig: { login_methods: ['email', 'passkey'], login_config: { passkeys_for_signup_enabled: true } } }
const on = (mode: PasskeyFlowMode) => ({ initialScreen: 'passkey' as const, initialParams: { mode } })

/** Waits until the client's passkey flow reaches `status`. */
async function until(ctx: StoryContext, status: PasskeyFlowStatus) {
  while (passkeyFlow.get(ctx.client).status !== status) await new Promise((resolve) => setTimeout(resolve, 10))
}
/** A user who signed up with the story's authenticator, logged out again. */
async function passkeyUser(ctx: StoryContext) {
  await signupWithPasskey(ctx.client)
  await logout(ctx.client)
}
async function emailUser(ctx: StoryContext) {
  await sendEmailCode(ctx.client, { email: 'ada@example.com' })
  await loginWithEmailCode(ctx.client, { code: ctx.backend.mailbox.latest('ada@example.com')!.code })
}

const landing = variants({ backend: passkeyApp })
/** The landing with 'Log in with a passkey' and the "What's a passkey?" help link. */
export const PasskeyLandingEntryLight = landing.Light
export const PasskeyLandingEntryDark = landing.Dark

const choice = variants({ backend: signupApp, setup: async () => ({ initialScreen: 'passkeyChoice' }) })
/** 'Log in or create a new account?' (the app lets users sign up with passkeys). */
export const PasskeyChoiceLight = choice.Light
export const PasskeyChoiceDark = choice.Dark

const initial = variants({ backend: passkeyApp, setup: async () => on('login') })
/** The status screen before a prompt started (e.g. a host navigated to it): a Continue button. */
export const PasskeyInitialLight = initial.Light
export const PasskeyInitialDark = initial.Dark

const generating = variants({
  backend: passkeyApp,
  setup: async (ctx) => {
    ctx.backend.faults.add({ path: '/api/v1/passkeys/authenticate/init', delayMs: 1_000_000_000 })
    void loginWithPasskey(ctx.client).catch(() => {})
    await until(ctx, 'generating-challenge')
    return on('login')
  },
})
/** generating-challenge: the server's options are on their way. */
export const PasskeyGeneratingLight = generating.Light
export const PasskeyGeneratingDark = generating.Dark

const awaiting = variants({
  backend: passkeyApp,
  setup: async (ctx) => {
    ctx.authenticator.respondNext('hang')
    void loginWithPasskey(ctx.client).catch(() => {})
    await until(ctx, 'awaiting-passkey')
    return on('login')
  },
})
/** awaiting-passkey: the browser's passkey prompt is open. */
export const PasskeyAwaitingLight = awaiting.Light
export const PasskeyAwaitingDark = awaiting.Dark

const loggedIn = variants({
  backend: passkeyApp,
  setup: async (ctx) => {
    await passkeyUser(ctx)
    await loginWithPasskey(ctx.client)
    return on('login')
  },
})
/** done after a login: 'Success!', then the UI closes after 1.4 s. */
export const PasskeyLoggedInLight = loggedIn.Light
export const PasskeyLoggedInDark = loggedIn.Dark

const signedUp = variants({
  backend: signupApp,
  setup: async (ctx) => {
    await signupWithPasskey(ctx.client)
    return on('signup')
  },
})
/** done after a sign-up with a new passkey. */
export const PasskeySignedUpLight = signedUp.Light
export const PasskeySignedUpDark = signedUp.Dark

const linked = variants({
  backend: passkeyApp,
  setup: async (ctx) => {
    await emailUser(ctx)
    await linkWithPasskey(ctx.client)
    return on('link')
  },
})
/** done after linking a passkey to an e-mail user. */
export const PasskeyLinkedLight = linked.Light
export const PasskeyLinkedDark = linked.Dark

const notAllowed = variants({
  backend: passkeyApp,
  setup: async (ctx) => {
    ctx.authenticator.respondNext('reject')
    await loginWithPasskey(ctx.client).catch(() => {})
    return on('login')
  },
})
/** The login prompt was dismissed or timed out: the spec's text and Try again. */
export const PasskeyNotAllowedLight = notAllowed.Light
export const PasskeyNotAllowedDark = notAllowed.Dark

const signupNotAllowed = variants({
  backend: signupApp,
  setup: async (ctx) => {
    ctx.authenticator.respondNext('reject')
    await signupWithPasskey(ctx.client).catch(() => {})
    return on('signup')
  },
})
/** The sign-up prompt was dismissed: the short text. */
export const PasskeySignupNotAllowedLight = signupNotAllowed.Light
export const PasskeySignupNotAllowedDark = signupNotAllowed.Dark

const unknown = variants({
  backend: passkeyApp,
  setup: async (ctx) => {
    ctx.authenticator.respondNext(new Error('The authenticator failed'))
    await loginWithPasskey(ctx.client).catch(() => {})
    return on('login')
  },
})
/** Any other failure of the prompt: 'An unknown error occurred.' */
export const PasskeyUnknownErrorLight = unknown.Light
export const PasskeyUnknownErrorDark = unknown.Dark

const cannotLinkMore = variants({
  backend: passkeyApp,
  setup: async (ctx) => {
    await emailUser(ctx)
    ctx.backend.faults.add({
      path: '/api/v1/passkeys/link/init', status: 400, times: 1,
      body: { error: 'Cannot link more passkeys to account.', code: 'cannot_link_more_of_type' },
    })
    await linkWithPasskey(ctx.client).catch(() => {})
    return on('link')
  },
})
/** The server refuses a sixth passkey: 'Cannot link more passkeys to account.' */
export const PasskeyCannotLinkMoreLight = cannotLinkMore.Light
export const PasskeyCannotLinkMoreDark = cannotLinkMore.Dark
