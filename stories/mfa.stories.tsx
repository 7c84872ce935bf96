import type { StoryDefault } from '@ladle/react'
import { cancelMfa, constants, mfaFlow, initMfaEnrollment, linkWithPasskey, promptMfa, submitMfa, submitMfaEnrollment, type MfaFlowStatus, type MfaPromptKind } from '../src/core/internal.js'
import { mfaSession } from '../src/core/mfa/session.js'
import type { FoyerScreensProps } from '../src/ui/index.js'
import { sendCode, variants, type StoryContext } from './support.js'
import { freshTotpCode } from '../src/testing/index.js'
import { loginWithEmailCode } from '../src/core/internal.js'

export default { title: 'MFA' } satisfies StoryDefault

const PHONE = '+12015550123'
const screen = (initialScreen: FoyerScreensProps['initialScreen'], initialParams?: FoyerScreensProps['initialParams']) =>
  async () => ({ initialScreen, initialParams })

async function loggedIn(ctx: StoryContext) {
  await loginWithEmailCode(ctx.client, { code: await sendCode(ctx) })
}
/** A logged-in user with an authenticator app enrolled; answers its secret. */
async function withTotp(ctx: StoryContext): Promise<string> {
  await loggedIn(ctx)
  const init = await initMfaEnrollment(ctx.client, { method: 'totp' })
  const secret = (init as { secret: string }).secret
  await submitMfaEnrollment(ctx.client, { method: 'totp', code: await freshTotpCode(secret, { step: -1 }) })
  return secret
}
/** Adds SMS to a user who already has a method (the change is verified with the authenticator app). */
async function addSms(ctx: StoryContext, secret: string) {
  const enrol = initMfaEnrollment(ctx.client, { method: 'sms', phoneNumber: PHONE })
  await until(ctx, 'awaiting-input')
  await submitMfa(ctx.client, { method: 'totp', code: await freshTotpCode(secret) })
  await enrol
  await submitMfaEnrollment(ctx.client, { method: 'sms', code: ctx.backend.smsOutbox.latest(PHONE)!.code })
}
async function withPasskey(ctx: StoryContext) {
  await loggedIn(ctx)
  await submitMfaEnrollment(ctx.client, { method: 'passkey' })
}
async function until(ctx: StoryContext, status: MfaFlowStatus) {
  while (mfaFlow.get(ctx.client).status !== status) await new Promise((resolve) => setTimeout(resolve, 10))
}
/** Opens a wait (as an MFA-protected operation does) and shows the prompt. */
async function prompt(ctx: StoryContext, kind: MfaPromptKind = 'auth') {
  void promptMfa(ctx.client, { kind }).catch(() => {})
  await until(ctx, 'awaiting-input')
  return { initialScreen: 'mfaVerify' as const }
}

// ── The verification prompt ────────────────────────────────────────────────

const choose = variants({ setup: async (ctx) => (await addSms(ctx, await withTotp(ctx)), prompt(ctx, 'txn')) })
/** 'Verify your identity' / 'Choose a verification method' (a user with two methods, during a transaction). */
export const MfaChooseMethodLight = choose.Light
export const MfaChooseMethodDark = choose.Dark

const code = variants({ setup: async (ctx) => (await withTotp(ctx), prompt(ctx)) })
/** 'Enter verification code' for the authenticator app (its only method: no 'Choose another method'). */
export const MfaEnterCodeLight = code.Light
export const MfaEnterCodeDark = code.Dark

const invalid = variants({
  setup: async (ctx) => {
    await withTotp(ctx)
    const shown = await prompt(ctx)
    await submitMfa(ctx.client, { method: 'totp', code: '000000' }).catch(() => {})
    return shown
  },
})
/** A wrong code: 'The code you entered is not valid' (non-blocking: the boxes stay enabled). */
export const MfaInvalidCodeLight = invalid.Light
export const MfaInvalidCodeDark = invalid.Dark

const maxAttempts = variants({
  setup: async (ctx) => {
    await withTotp(ctx)
    const shown = await prompt(ctx)
    for (let i = 0; i < constants.MFA_MAX_ATTEMPTS; i++) await submitMfa(ctx.client, { method: 'totp', code: '000000' }).catch(() => {})
    return shown
  },
})
/** Four failed attempts: the blocking max-attempts text. */
export const MfaMaxAttemptsLight = maxAttempts.Light
export const MfaMaxAttemptsDark = maxAttempts.Dark

const timedOut = variants({
  setup: async (ctx) => {
    await withTotp(ctx)
    // The real wait, with its 300 s code wait shortened to 10 ms for the story.
    const timers = mfaSession(ctx.client).timers
    mfaSession(ctx.client).timers = { ...timers, setTimeout: (fn, ms) => timers.setTimeout(fn, ms === constants.MFA_CODE_WAIT_MS ? 10 : ms) }
    void promptMfa(ctx.client).catch(() => {})
    await until(ctx, 'error')
    return { initialScreen: 'mfaVerify' as const }
  },
})
/** The code wait ran out: the blocking time-limit text. */
export const MfaTimedOutLight = timedOut.Light
export const MfaTimedOutDark = timedOut.Dark

const canceled = variants({
  setup: async (ctx) => {
    await withTotp(ctx)
    const shown = await prompt(ctx)
    cancelMfa(ctx.client)
    await until(ctx, 'error')
    return shown
  },
})
/** Cancel: 'Verification canceled'. */
export const MfaCanceledLight = canceled.Light
export const MfaCanceledDark = canceled.Dark

const verified = variants({
  setup: async (ctx) => {
    const secret = await withTotp(ctx)
    const shown = await prompt(ctx)
    await submitMfa(ctx.client, { method: 'totp', code: await freshTotpCode(secret) })
    return shown
  },
})
/** The loader turned to success. */
export const MfaVerifiedLight = verified.Light
export const MfaVerifiedDark = verified.Dark

const sms = variants({
  setup: async (ctx) => {
    await addSms(ctx, await withTotp(ctx))
    const shown = await prompt(ctx)
    void import('../src/core/internal.js').then(({ chooseMfaMethod }) => chooseMfaMethod(ctx.client, { method: 'sms' }))
    return shown
  },
})
/** SMS chosen: the code is sent, 'Resend code' counts down, 'Choose another method' is offered. */
export const MfaSmsCodeLight = sms.Light
export const MfaSmsCodeDark = sms.Dark

const passkey = variants({
  setup: async (ctx) => {
    await withPasskey(ctx)
    ctx.authenticator.respondNext('hang')
    return prompt(ctx)
  },
})
/** 'Verifying with passkey': the browser's prompt is open; the date the passkey was added. */
export const MfaPasskeyLight = passkey.Light
export const MfaPasskeyDark = passkey.Dark

const passkeyRejected = variants({
  setup: async (ctx) => {
    await withPasskey(ctx)
    ctx.authenticator.respondNext('reject')
    return prompt(ctx)
  },
})
/** The passkey prompt was dismissed: the reason and 'Try again'. */
export const MfaPasskeyRejectedLight = passkeyRejected.Light
export const MfaPasskeyRejectedDark = passkeyRejected.Dark

// ── The enrolment manager ──────────────────────────────────────────────────

const intro = variants({ setup: async (ctx) => (await loggedIn(ctx), screen('mfaEnrollment')()) })
/** 'Transaction Protection' for a user without MFA. */
export const MfaEnrollmentIntroLight = intro.Light
export const MfaEnrollmentIntroDark = intro.Dark

const enabled = variants({ setup: async (ctx) => (await addSms(ctx, await withTotp(ctx)), screen('mfaEnrollment')()) })
/** The enabled methods, each with its removal. */
export const MfaEnrollmentEnabledLight = enabled.Light
export const MfaEnrollmentEnabledDark = enabled.Dark

const chooser = variants({ setup: async (ctx) => (await loggedIn(ctx), screen('mfaEnrollChoose')()) })
/** 'Choose a verification method' to enrol. */
export const MfaEnrollChooseLight = chooser.Light
export const MfaEnrollChooseDark = chooser.Dark

const smsPhone = variants({ setup: async (ctx) => (await loggedIn(ctx), screen('mfaEnrollSms')()) })
/** SMS setup: the phone number. */
export const MfaEnrollSmsPhoneLight = smsPhone.Light
export const MfaEnrollSmsPhoneDark = smsPhone.Dark

const smsCode = variants({
  setup: async (ctx) => {
    await loggedIn(ctx)
    await initMfaEnrollment(ctx.client, { method: 'sms', phoneNumber: PHONE })
    return screen('mfaEnrollSms')()
  },
})
/** SMS setup: the code sent to the number. */
export const MfaEnrollSmsCodeLight = smsCode.Light
export const MfaEnrollSmsCodeDark = smsCode.Dark

const totpSetup = variants({ setup: async (ctx) => (await loggedIn(ctx), screen('mfaEnrollTotp')()) })
/** Authenticator app: the QR code (error correction Q), the setup key and the code boxes. */
export const MfaEnrollTotpLight = totpSetup.Light
export const MfaEnrollTotpDark = totpSetup.Dark

const totpAdded = variants({ setup: async (ctx) => (await withTotp(ctx), screen('mfaEnrollTotp')()) })
/** Added: 'Verification method added'. */
export const MfaEnrollTotpAddedLight = totpAdded.Light
export const MfaEnrollTotpAddedDark = totpAdded.Dark

const noPasskey = variants({ setup: async (ctx) => (await loggedIn(ctx), screen('mfaEnrollPasskey')()) })
/** Passkey setup for a user without a passkey. */
export const MfaEnrollPasskeyNoneLight = noPasskey.Light
export const MfaEnrollPasskeyNoneDark = noPasskey.Dark

const manyPasskeys = variants({
  setup: async (ctx) => {
    await loggedIn(ctx)
    // Four passkeys of "four devices": the story's authenticator forgets each one after linking it.
    for (let i = 0; i < 4; i++) {
      await linkWithPasskey(ctx.client)
      for (const credential of ctx.authenticator.credentials()) ctx.authenticator.remove(credential.id)
    }
    return screen('mfaEnrollPasskey')()
  },
})
/** Four passkeys: two entries and 'View All'. */
export const MfaEnrollPasskeyListLight = manyPasskeys.Light
export const MfaEnrollPasskeyListDark = manyPasskeys.Dark

const remove = variants({ setup: async (ctx) => (await withTotp(ctx), screen('mfaEnrollRemove', { method: 'totp' })()) })
/** 'Remove Authenticator app?' */
export const MfaEnrollRemoveLight = remove.Light
export const MfaEnrollRemoveDark = remove.Dark
