import type { FoyerClient } from '../../client/types.js'
import { whenAborted } from '../../client/flow.js'
import type { ApiError } from '../../errors/api.js'
import { NetworkError, NoAuthFlowError, type UserExitedFlowError } from '../../errors/client.js'
import { completeLogin, runLoginAttempt } from '../../steps/authenticate.js'
import type { AuthResult } from '../../types/auth.js'
import type { FarcasterApproval } from '../../types/farcaster.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import type { LinkedAccount } from '../../types/user.js'
import { pollUntil } from '../../utils/poll.js'
import type { Timers } from '../../utils/timers.js'
import { FARCASTER_PATHS, FARCASTER_POLL_MS, FARCASTER_TIMEOUT_MS } from './constants.js'
import { FarcasterRequestRejectedError, FarcasterTimeoutError } from './errors.js'
import { farcasterFlow } from './flow.js'
import { getFarcasterStatus } from './getFarcasterStatus.js'
import { linkFarcaster } from './linkFarcaster.js'

/** The parameters of {@link loginWithFarcaster}. */
export type LoginWithFarcasterParameters = {
  /** Injectable timers (tests); the poll runs every 2 s and gives up after 120 s. */
  timers?: Timers | undefined
  /** Aborting stops the wait (resetting the flow does too). */
  signal?: AbortSignal | undefined
}
/** What {@link loginWithFarcaster} returns. */
export type LoginWithFarcasterReturnType = AuthResult
/** The errors {@link loginWithFarcaster} can throw or reject with. */
export type LoginWithFarcasterErrorType =
  | FarcasterTimeoutError
  | FarcasterRequestRejectedError
  | NoAuthFlowError
  | UserExitedFlowError
  | ApiError

/** Polls the channel until it is completed (or rejected, or 120 s pass). Network blips poll again. */
export function waitForFarcasterApproval(
  client: FoyerClient,
  { channelToken, timers, signal }: { channelToken: string } & LoginWithFarcasterParameters,
): Promise<FarcasterApproval> {
  return pollUntil<FarcasterApproval>({
    intervalMs: FARCASTER_POLL_MS,
    timeoutMs: FARCASTER_TIMEOUT_MS,
    onTimeout: () => new FarcasterTimeoutError(),
    immediate: false,
    timers,
    signal,
    attempt: async (inFlight) => {
      const status = await getFarcasterStatus(client, { channelToken, signal: inFlight }).catch((error: unknown) => {
        if (error instanceof NetworkError) return null
        throw error
      })
      if (status?.state === 'completed') return status
      if (status?.state === 'rejected') throw new FarcasterRequestRejectedError()
      return undefined
    },
  })
}

/**
 * Waits for the user to approve the channel opened by `initFarcasterLogin` (continuing its run),
 * then logs in (POST /api/v1/farcaster/authenticate) or, with a session, links (POST
 * /api/v1/farcaster/link). Resetting the flow or opening another channel ends the wait with a
 * USER_EXITED_* error. Statuses: awaiting-approval → submitting → done | error.
 */
export function loginWithFarcaster(
  client: FoyerClient,
  parameters: LoginWithFarcasterParameters = {},
): Promise<LoginWithFarcasterReturnType> {
  // One wait per channel: a second call (a remounted screen, a double click) joins the first.
  const channelToken = farcasterFlow.get(client).channelToken
  const running = waits.get(client)
  if (running && channelToken && running.channelToken === channelToken) return running.promise
  const promise = waitAndSubmit(client, parameters)
  if (channelToken) {
    waits.set(client, { channelToken, promise })
    const clear = () => {
      if (waits.get(client)?.promise === promise) waits.delete(client)
    }
    promise.then(clear, clear)
  }
  return promise
}

const waits = new WeakMap<FoyerClient, { channelToken: string; promise: Promise<AuthResult> }>()

function waitAndSubmit(client: FoyerClient, { timers, signal }: LoginWithFarcasterParameters): Promise<AuthResult> {
  const { channelToken, status, intent, disableSignup } = farcasterFlow.get(client)
  return runLoginAttempt(client, { method: 'farcaster', intent, flow: farcasterFlow }, async (run) => {
    if (!channelToken || status !== 'awaiting-approval') throw new NoAuthFlowError()
    // The wait ends with the run (a reset, another channel) or with the caller's signal.
    const stop = new AbortController()
    const stopWith = (from: AbortSignal) => () => stop.abort(from.reason)
    const onRun = stopWith(run.signal)
    const onCaller = signal ? stopWith(signal) : () => {}
    run.signal.addEventListener('abort', onRun, { once: true })
    signal?.addEventListener('abort', onCaller, { once: true })
    if (signal?.aborted) onCaller()
    try {
      const approval = await Promise.race([
        waitForFarcasterApproval(client, { channelToken, timers, signal: stop.signal }),
        whenAborted(run.signal),
      ])
      run.dispatch({ type: 'approved' })
      const { message, signature, fid } = approval
      const body = { channel_token: channelToken, message, signature, fid }
      return await completeLogin(client, {
        method: 'farcaster',
        intent,
        disableSignup,
        account: (a: LinkedAccount) => a.type === 'farcaster' && Number(a.fid) === fid,
        authenticate: (mode) =>
          client.http.request<WireTokenResponse>(FARCASTER_PATHS.authenticate, { method: 'POST', body: { ...body, mode }, auth: 'none' }),
        link: () => linkFarcaster(client, { channelToken, message, signature, fid }),
      })
    } finally {
      run.signal.removeEventListener('abort', onRun)
      signal?.removeEventListener('abort', onCaller)
    }
  })
}
