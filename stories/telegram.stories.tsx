import type { StoryDefault } from '@ladle/react'
import { handleTelegramReturn, loginWithTelegram, type TelegramLoginApi } from '../src/core/internal.js'
import { signTelegramAuthResult, TELEGRAM_TEST_USERS } from '../src/testing/index.js'
import { variants } from './support.js'

export default { title: 'Telegram' } satisfies StoryDefault

const telegramApp = { appConfig: { login_methods: ['email', 'telegram'] } }
const status = { initialScreen: 'telegramStatus' as const }
const ADA = TELEGRAM_TEST_USERS[0]!
/** Telegram's widget, answering like the real one: a signed result, false, or nothing yet. */
const widget = (answer: 'ada' | 'cancel' | 'never'): TelegramLoginApi => ({
  auth: (_options, callback) => {
    if (answer === 'cancel') callback(false)
    if (answer === 'ada') void signTelegramAuthResult({ user: ADA }).then(callback)
  },
})

const landing = variants({ backend: telegramApp })
/** The landing with 'Continue with Telegram'. */
export const TelegramLandingLight = landing.Light
export const TelegramLandingDark = landing.Dark

const waiting = variants({
  backend: telegramApp,
  setup: async (ctx) => {
    void loginWithTelegram(ctx.client, { widget: widget('never') }).catch(() => {})
    return status
  },
})
/** Telegram's login window is open. */
export const TelegramWaitingLight = waiting.Light
export const TelegramWaitingDark = waiting.Dark

const verifying = variants({
  backend: telegramApp,
  setup: async (ctx) => {
    const signed = await signTelegramAuthResult({ user: ADA })
    const url = new URL('https://host.example/app')
    for (const [k, v] of Object.entries(signed)) url.searchParams.set(k, String(v))
    ctx.backend.faults.add({ path: '/api/v1/telegram/authenticate', delayMs: 1_000_000_000 })
    void handleTelegramReturn(ctx.client, { url: url.toString(), replaceUrl: () => {} }).catch(() => {})
    return status
  },
})
/** Telegram login data in the URL at load, being verified. */
export const TelegramVerifyingLight = verifying.Light
export const TelegramVerifyingDark = verifying.Dark

const success = variants({
  backend: telegramApp,
  setup: async (ctx) => {
    await loginWithTelegram(ctx.client, { widget: widget('ada') })
    return status
  },
})
/** Logged in: the success screen. */
export const TelegramSuccessLight = success.Light
export const TelegramSuccessDark = success.Dark

const canceled = variants({
  backend: telegramApp,
  setup: async (ctx) => {
    await loginWithTelegram(ctx.client, { widget: widget('cancel') }).catch(() => {})
    return status
  },
})
/** The window was closed or the user canceled: 'Authentication failed' with Retry. */
export const TelegramCanceledLight = canceled.Light
export const TelegramCanceledDark = canceled.Dark

const notInitialized = variants({
  // Without a bot the app cannot list 'telegram' (the landing's config check); the hook still fails clearly.
  backend: { appConfig: { login_methods: ['email'], telegram_auth_config: null } },
  setup: async (ctx) => {
    await loginWithTelegram(ctx.client, { widget: widget('ada') }).catch(() => {})
    return status
  },
})
/** The app has no Telegram bot: 'Telegram was not initialized'. */
export const TelegramNotInitializedLight = notInitialized.Light
export const TelegramNotInitializedDark = notInitialized.Dark
