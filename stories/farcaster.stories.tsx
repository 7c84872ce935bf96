import type { StoryDefault } from '@ladle/react'
import { initFarcasterLogin, loginWithFarcaster, type Timers } from '../src/core/index.js'
import { variants, type StoryContext } from './support.js'

export default { title: 'Farcaster' } satisfies StoryDefault

const farcasterApp = { appConfig: { login_methods: ['email', 'farcaster'] } }
const desktop = { initialScreen: 'farcaster' as const, initialParams: { layout: 'desktop' as const } }
const mobile = { initialScreen: 'farcaster' as const, initialParams: { layout: 'mobile' as const } }

/** Polls at once instead of every 2 s (the 120 s deadline stays real). */
const fast: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms >= 120_000 ? ms : 0),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
}
/** The 120 s deadline passes at once. */
const expired: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms >= 120_000 ? 0 : ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
}

/** Opens a channel and starts waiting for it (in the background), as the screen does. */
async function waiting(ctx: StoryContext, timers?: Timers) {
  const channel = await initFarcasterLogin(ctx.client)
  const wait = loginWithFarcaster(ctx.client, { timers }).catch((error: unknown) => error)
  return { channel, wait }
}

const landing = variants({ backend: farcasterApp })
/** The landing with 'Continue with Farcaster'. */
export const FarcasterLandingEntryLight = landing.Light
export const FarcasterLandingEntryDark = landing.Dark

const awaiting = variants({
  setup: async (ctx) => {
    await waiting(ctx)
    return desktop
  },
})
/** Desktop: the QR code (275 px, error correction Q), the link truncated to 30 characters with Copy, waiting. */
export const FarcasterAwaitingLight = awaiting.Light
export const FarcasterAwaitingDark = awaiting.Dark

const onMobile = variants({
  setup: async (ctx) => {
    await waiting(ctx)
    return mobile
  },
})
/** Mobile (viewport ≤ 440 px or a mobile browser): 'Open Farcaster app' instead of the QR code. */
export const FarcasterMobileLight = onMobile.Light
export const FarcasterMobileDark = onMobile.Dark

const submitting = variants({
  setup: async (ctx) => {
    ctx.backend.faults.add({ path: '/api/v1/farcaster/authenticate', delayMs: 1_000_000_000 })
    const { channel } = await waiting(ctx, fast)
    await ctx.backend.farcaster.approve(channel.channelToken)
    return desktop
  },
})
/** Approved in Farcaster: the signed message is being verified. */
export const FarcasterSubmittingLight = submitting.Light
export const FarcasterSubmittingDark = submitting.Dark

const timedOut = variants({
  setup: async (ctx) => {
    await (await waiting(ctx, expired)).wait
    return desktop
  },
})
/** 'Authentication failed' / 'The request timed out. Try again.' with Try again. */
export const FarcasterTimedOutLight = timedOut.Light
export const FarcasterTimedOutDark = timedOut.Dark

const connectFailed = variants({
  setup: async (ctx) => {
    ctx.backend.faults.add({ path: '/api/v1/farcaster/init', drop: true, times: 1 })
    await initFarcasterLogin(ctx.client).catch(() => {})
    return desktop
  },
})
/** The relay channel could not be opened: 'Connect failed' (retryable). */
export const FarcasterConnectFailedLight = connectFailed.Light
export const FarcasterConnectFailedDark = connectFailed.Dark

const rejected = variants({
  setup: async (ctx) => {
    const { channel, wait } = await waiting(ctx, fast)
    ctx.backend.farcaster.reject(channel.channelToken)
    await wait
    return desktop
  },
})
/** The user rejected the request in Farcaster: 'Request rejected' with Go back. */
export const FarcasterRejectedLight = rejected.Light
export const FarcasterRejectedDark = rejected.Dark

const approved = variants({
  setup: async (ctx) => {
    const { channel, wait } = await waiting(ctx, fast)
    await ctx.backend.farcaster.approve(channel.channelToken, { fid: 1002 })
    await wait
    return desktop
  },
})
/** Logged in: the success screen. */
export const FarcasterApprovedLight = approved.Light
export const FarcasterApprovedDark = approved.Dark
