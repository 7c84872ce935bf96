import type { StoryDefault } from '@ladle/react'
import { es } from '../src/ui/index.js'
import { failLogin, sendCode, typeCode, variants, wrong } from './support.js'

export default { title: 'Locale' } satisfies StoryDefault

// Key screens with `copy={es}`, whatever the gallery's locale (the `locale` global switches every story).
const legal = { terms_and_conditions_url: 'https://example.com/terms', privacy_policy_url: 'https://example.com/privacy' }

const landing = variants({ backend: { appConfig: { legal, login_methods: ['email', 'sms', 'passkey', 'google'] } }, screens: { copy: es } })
/** The landing in Spanish: header, e-mail form, methods and the terms footer. */
export const SpanishLandingLight = landing.Light
export const SpanishLandingDark = landing.Dark

const code = variants({
  screens: { copy: es },
  setup: async (ctx) => {
    await sendCode(ctx)
    return { initialScreen: 'emailCode' }
  },
  play: async (root, ctx) => typeCode(root, wrong(ctx.backend.mailbox.latest()!.code)),
})
/** The e-mail code screen in Spanish after a wrong code: 'Código incorrecto', the resend countdown. */
export const SpanishEmailCodeLight = code.Light
export const SpanishEmailCodeDark = code.Dark

const error = variants({
  screens: { copy: es },
  setup: async (ctx) => ({ initialScreen: 'error', initialParams: { error: await failLogin(ctx, { status: 403, code: 'allowlist_rejected', error: 'Not on the allowlist' }) } }),
})
/** An error screen in Spanish: the allowlist rejection. */
export const SpanishErrorLight = error.Light
export const SpanishErrorDark = error.Dark
