import type { FoyerClient } from '../../client/types.js'
import { API_PATHS, FARCASTER_POLL_MS, FARCASTER_TIMEOUT_MS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import {
  FarcasterRequestRejectedError, FarcasterTimeoutError, NetworkError, NoAuthFlowError, UserExitedFlowError,
} from '../../errors/client.js'
import { finishLink, finishLogin } from '../../steps/complete.js'
import { resolveSubmitIntent, runAuthStep, type AuthIntent } from '../../steps/intent.js'
import type { AuthResult } from '../../types/auth.js'
import type { FarcasterApproval } from '../../types/farcaster.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import type { LinkedAccount } from '../../types/user.js'
import { pollUntil } from '../../utils/poll.js'
import type { Timers } from '../../utils/timers.js'
import { getFarcasterStatus } from './getFarcasterStatus.js'
import { dispatchFarcasterFlow } from './initFarcasterLogin.js'
import { linkFarcaster } from './linkFarcaster.js'
import { farcasterFlow } from './flow.js'

export type LoginWithFarcasterParameters = {
  /** Injectable timers (tests); the poll runs every 2 s and gives up after 120 s. */
  timers?: Timers | undefined
  /** Aborting stops the wait (resetting the flow does too). */
  signal?: AbortSignal | undefined
}
export type LoginWithFarcasterReturnType = AuthResult
export type LoginWithFarcasterErrorType = FoyerError

const exitCode = (intent: AuthIntent) => (intent === 'link' ? 'USER_EXITED_LINK_FLOW' : 'USER_EXITED_AUTH_FLOW')

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
 * Waits for the user to approve the channel opened by `initFarcasterLogin`, then logs in (POST
 * /api/v1/farcaster/authenticate) or, with a session, links (POST /api/v1/farcaster/link).
 * Resetting the flow or opening another channel ends the wait with a USER_EXITED_* error.
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

async function waitAndSubmit(client: FoyerClient, { timers, signal }: LoginWithFarcasterParameters): Promise<AuthResult> {
  const flow = farcasterFlow.get(client)
  return runAuthStep(client, { method: 'farcaster', intent: flow.intent }, async () => {
    const { channelToken } = flow
    if (!channelToken || flow.status !== 'awaiting-approval') throw new NoAuthFlowError()
    const ours = () => farcasterFlow.get(client).channelToken === channelToken
    const exit = new AbortController()
    const stopWatching = farcasterFlow.watch(client, { onChange: () => {
      if (!ours()) exit.abort(new UserExitedFlowError(exitCode(flow.intent)))
    } })
    const onAbort = () => exit.abort(signal?.reason)
    signal?.addEventListener('abort', onAbort, { once: true })
    if (signal?.aborted) onAbort()
    try {
      const approval = await waitForFarcasterApproval(client, { channelToken, timers, signal: exit.signal })
      dispatchFarcasterFlow(client, { type: 'approved' })
      const result = await submit(client, channelToken, approval, flow.intent, flow.disableSignup)
      if (ours()) dispatchFarcasterFlow(client, { type: 'succeeded' })
      client.events.emit(result.wasAlreadyAuthenticated ? 'link' : 'login', result)
      return result
    } catch (error) {
      if (ours()) dispatchFarcasterFlow(client, { type: 'failed', error: error as FoyerError })
      throw error
    } finally {
      stopWatching()
      signal?.removeEventListener('abort', onAbort)
    }
  })
}

async function submit(
  client: FoyerClient,
  channelToken: string,
  { message, signature, fid }: FarcasterApproval,
  intent: AuthIntent,
  disableSignup: boolean,
): Promise<AuthResult> {
  const account = (a: LinkedAccount) => a.type === 'farcaster' && Number(a.fid) === fid
  if (resolveSubmitIntent(client, intent) === 'authenticate') {
    const response = await client.http.request<WireTokenResponse>(API_PATHS.farcasterAuthenticate, {
      method: 'POST',
      body: { channel_token: channelToken, message, signature, fid, mode: disableSignup ? 'no-signup' : 'login-or-sign-up' },
      auth: 'none',
    })
    return finishLogin(client, response, { method: 'farcaster', account })
  }
  return finishLink(client, await linkFarcaster(client, { channelToken, message, signature, fid }), { method: 'farcaster', account })
}
