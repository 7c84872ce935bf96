import type { FoyerClient } from '../../../client/types.js'
import { defaultTimers, type Timers } from '../../../utils/timers.js'
import { RecoveryFlowExitedError } from './errors.js'
import {
  pendingRecoveryRequests as pending, recoveryRequestValue,
  type NewRecoveryUiRequest, type PendingRecoveryRequest, type RecoveryRequestResult, type RecoveryUiRequest,
} from './recoveryRequest.js'

const queues = new WeakMap<FoyerClient, Promise<unknown>>()
let nextId = 0

export type ShowRecoveryRequestOptions = {
  /** What the caller is rejected with when the screens close before the work is done. */
  exitMessage: string
  /** Reject with this error after `timeoutMs` (the 120000 ms user-owned recovery wait). */
  timeout?: { ms: number; error: () => Error } | undefined
  timers?: Timers | undefined
}

/**
 * Shows a recovery request in the default UI and waits: resolves with the result the screens'
 * work recorded once they close, rejects with the exit message when they close without one (and
 * with the timeout's error when it runs out). A request for the wallet a `recover` request already
 * shows joins it; others wait their turn. A logout closes the screens.
 */
export function showRecoveryRequest(client: FoyerClient, request: NewRecoveryUiRequest, options: ShowRecoveryRequestOptions): Promise<RecoveryRequestResult> {
  const open = pending.get(client)
  if (open && request.kind === 'recover' && open.request.kind === 'recover' && open.request.entropyId.toLowerCase() === request.entropyId.toLowerCase()) {
    return open.promise
  }
  const turn = (queues.get(client) ?? Promise.resolve()).then(() => present(client, request, options))
  queues.set(client, turn.catch(() => undefined))
  return turn
}

function present(client: FoyerClient, base: NewRecoveryUiRequest, { exitMessage, timeout, timers = defaultTimers }: ShowRecoveryRequestOptions): Promise<RecoveryRequestResult> {
  let entry!: PendingRecoveryRequest
  const promise = new Promise<RecoveryRequestResult>((resolve, reject) => {
    const request = { ...base, id: (nextId += 1) } as RecoveryUiRequest
    let settled = false
    let timer: unknown = null
    const close = (error?: Error) => {
      if (settled) return
      settled = true
      stopWatchingLogout()
      if (timer !== null) timers.clearTimeout(timer)
      if (pending.get(client) === entry) pending.delete(client)
      recoveryRequestValue.set(client, null)
      if (error) reject(error)
      else if (entry.result) resolve(entry.result)
      else reject(new RecoveryFlowExitedError(exitMessage))
    }
    const stopWatchingLogout = client.events.on('logout', () => close())
    entry = { request, result: null, promise: undefined as never, close }
    if (timeout) timer = timers.setTimeout(() => close(timeout.error()), timeout.ms)
    pending.set(client, entry)
    recoveryRequestValue.set(client, request)
  })
  entry.promise = promise
  return promise
}

/**
 * Records what the screens' work achieved on the open request it answers (a set-recovery or a
 * creation answers a `setRecovery` request; a recovery of its wallet answers a `recover` one).
 * The caller gets it when the screens close.
 */
export function recordRecoveryResult(client: FoyerClient, kind: RecoveryUiRequest['kind'], result: RecoveryRequestResult & { entropyId?: string | undefined }): void {
  const open = pending.get(client)
  if (!open || open.request.kind !== kind) return
  if (open.request.kind === 'recover' && result.entropyId && open.request.entropyId.toLowerCase() !== result.entropyId.toLowerCase()) return
  open.result = { recoveryMethod: result.recoveryMethod }
}
