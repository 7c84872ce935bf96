import type { StoryDefault } from '@ladle/react'
import { sendSmsCode } from '../src/core/index.js'
import { find, typeCode, typeInto, variants, wrong, type StoryContext } from './support.js'

export default { title: 'SMS' } satisfies StoryDefault

const PHONE = '+12015550123'
const smsApp = { appConfig: { login_methods: ['email', 'sms', 'guest'] } }

/** Sends a real SMS code through the client; resolves with the code the dev backend "sent". */
async function sendSms(ctx: StoryContext, phoneNumber = PHONE): Promise<string> {
  await sendSmsCode(ctx.client, { phoneNumber })
  return ctx.backend.smsOutbox.latest(phoneNumber)!.code
}

/** Types a number on the phone screen and submits it. */
async function submitPhone(root: HTMLElement, number: string) {
  typeInto(await find<HTMLInputElement>(root, '.foyer-phoneInput'), number)
  await new Promise((resolve) => setTimeout(resolve, 50))
  ;(await find<HTMLButtonElement>(root, '.foyer-primaryButton:not([disabled])')).click()
}

const landing = variants({ backend: smsApp })
/** The landing with 'Continue with SMS' and 'Continue as guest' under the e-mail form. */
export const SmsLandingEntryLight = landing.Light
export const SmsLandingEntryDark = landing.Dark

const phone = variants({ backend: smsApp, setup: async () => ({ initialScreen: 'smsPhone' }) })
/** The phone screen: the country picker (default US, searchable) and the number; submit disabled. */
export const SmsPhoneLight = phone.Light
export const SmsPhoneDark = phone.Dark

const search = variants({
  backend: smsApp,
  setup: async () => ({ initialScreen: 'smsPhone' }),
  play: async (root) => {
    typeInto(await find<HTMLInputElement>(root, '.foyer-countrySelect'), 'united')
    // The list, or (where no country name has 'united' in it: Spanish) the picker saying nothing matches.
    await find(root, '.foyer-countryOptions, p[role="status"]')
  },
})
/** The country picker searched by name ('united'): the matching countries with their calling codes. */
export const SmsCountrySearchLight = search.Light
export const SmsCountrySearchDark = search.Dark

const byCode = variants({
  backend: smsApp,
  setup: async () => ({ initialScreen: 'smsPhone' }),
  play: async (root) => {
    typeInto(await find<HTMLInputElement>(root, '.foyer-countrySelect'), '+44')
    await find(root, '.foyer-countryOptions')
  },
})
/** The country picker searched by calling code ('+44'). */
export const SmsCountryByCodeLight = byCode.Light
export const SmsCountryByCodeDark = byCode.Dark

const typed = variants({
  backend: { appConfig: { ...smsApp.appConfig, intl: { default_country: 'GB' } } },
  setup: async () => ({ initialScreen: 'smsPhone', loginOptions: { prefill: { type: 'phone', value: '07400123456' } } }),
})
/** A valid number typed for the app's default country (GB), formatted as typed; submit enabled. */
export const SmsPhoneValidLight = typed.Light
export const SmsPhoneValidDark = typed.Dark

const sending = variants({
  backend: smsApp,
  setup: async ({ backend }) => {
    backend.faults.add({ path: '/api/v1/passwordless_sms/init', delayMs: 1_000_000_000 })
    return { initialScreen: 'smsPhone' }
  },
  play: (root) => submitPhone(root, '2015550123'),
})
export const SmsSendingLight = sending.Light
export const SmsSendingDark = sending.Dark

const limited = variants({
  backend: smsApp,
  setup: async ({ backend }) => {
    backend.faults.add({ path: '/api/v1/passwordless_sms/init', status: 429 })
    return { initialScreen: 'smsPhone' }
  },
  play: (root) => submitPhone(root, '2015550123'),
})
/** Inline 'Too many requests' under the number. */
export const SmsRateLimitedLight = limited.Light
export const SmsRateLimitedDark = limited.Dark

const notSupported = variants({
  backend: smsApp,
  setup: async (ctx) => {
    const error = await sendSmsCode(ctx.client, { phoneNumber: '+79123456789' }).then(() => null, (e: unknown) => e)
    return { initialScreen: 'error', initialParams: { error } }
  },
})
/** 'This region is not supported' / 'SMS authentication from this region is not available'. */
export const SmsRegionNotSupportedLight = notSupported.Light
export const SmsRegionNotSupportedDark = notSupported.Dark

const awaiting = variants({
  backend: smsApp,
  setup: async (ctx) => {
    await sendSms(ctx)
    return { initialScreen: 'smsCode' }
  },
})
/** Code entry after the SMS went out: countdown and 'Code sent'. */
export const SmsCodeAwaitingLight = awaiting.Light
export const SmsCodeAwaitingDark = awaiting.Dark

const incorrect = variants({
  backend: smsApp,
  setup: async (ctx) => {
    await sendSms(ctx)
    return { initialScreen: 'smsCode' }
  },
  play: async (root, ctx) => typeCode(root, wrong(ctx.backend.smsOutbox.latest()!.code)),
})
export const SmsCodeIncorrectLight = incorrect.Light
export const SmsCodeIncorrectDark = incorrect.Dark

const guestLoading = variants({
  backend: smsApp,
  setup: async ({ backend }) => {
    backend.faults.add({ path: '/api/v1/guest/authenticate', delayMs: 1_000_000_000 })
  },
  play: async (root) => (await find<HTMLButtonElement>(root, '[data-method="guest"]')).click(),
})
/** 'Continue as guest' pressed: the button shows its loading state. */
export const GuestLoadingLight = guestLoading.Light
export const GuestLoadingDark = guestLoading.Dark

const guestDone = variants({
  backend: smsApp,
  play: async (root) => (await find<HTMLButtonElement>(root, '[data-method="guest"]')).click(),
})
/** A guest logged in: the success screen. */
export const GuestLoggedInLight = guestDone.Light
export const GuestLoggedInDark = guestDone.Dark
