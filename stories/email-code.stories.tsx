import type { StoryDefault } from '@ladle/react'
import { find, sendCode, typeCode, variants, wrong } from './support.js'

export default { title: 'Email code' } satisfies StoryDefault

const awaiting = variants({
  setup: async (ctx) => {
    await sendCode(ctx)
    return { initialScreen: 'emailCode' }
  },
})
/** Just sent: the 30 s resend countdown runs and the 'Code sent' badge shows. */
export const AwaitingLight = awaiting.Light
export const AwaitingDark = awaiting.Dark

const submitting = variants({
  setup: async (ctx) => {
    await sendCode(ctx)
    ctx.backend.faults.add({ path: '/api/v1/passwordless/authenticate', delayMs: 1_000_000_000 })
    return { initialScreen: 'emailCode' }
  },
  play: async (root, ctx) => typeCode(root, ctx.backend.mailbox.latest()!.code),
})
export const SubmittingLight = submitting.Light
export const SubmittingDark = submitting.Dark

const incorrect = variants({
  setup: async (ctx) => {
    await sendCode(ctx)
    return { initialScreen: 'emailCode' }
  },
  play: async (root, ctx) => typeCode(root, wrong(ctx.backend.mailbox.latest()!.code)),
})
/** Shakes, then clears after 1.4 s and keeps 'Incorrect code'. */
export const IncorrectCodeLight = incorrect.Light
export const IncorrectCodeDark = incorrect.Dark

const available = variants({
  setup: async (ctx) => {
    ctx.clock.offset = -31_000
    await sendCode(ctx)
    ctx.clock.offset = 0
    return { initialScreen: 'emailCode' }
  },
})
/** The countdown is over: 'Resend code' is enabled. */
export const ResendAvailableLight = available.Light
export const ResendAvailableDark = available.Dark

const resent = variants({
  setup: async (ctx) => {
    ctx.clock.offset = -31_000
    await sendCode(ctx)
    ctx.clock.offset = 0
    return { initialScreen: 'emailCode' }
  },
  play: async (root) => {
    const button = await find<HTMLButtonElement>(root, '.foyer-link:not([disabled])')
    button.click()
  },
})
/** After pressing 'Resend code': a new code, 'Code sent', and the countdown again. */
export const ResentLight = resent.Light
export const ResentDark = resent.Dark
