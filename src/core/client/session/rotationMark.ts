// The rotation mark (see crossTab.ts): loaded on the first refresh, not in a host's first load.
import type { TabLocks } from '../types.js'
import { REFRESH_ROTATION_MARK_MS, REFRESH_ROTATION_POLL_MS, REFRESH_ROTATION_WAIT_MS, rotatedRefreshLockName } from '../../constants.js'
import type { SessionTokens } from '../../types/tokens.js'
import { createCodeChallenge } from '../../utils/pkce.js'
import { pollUntil } from '../../utils/poll.js'
import type { Timers } from '../../utils/timers.js'

type MarkParameters = { locks: Required<TabLocks>; timers: Timers; appId: string; refreshToken: string }

const markName = ({ appId, refreshToken }: MarkParameters) => createCodeChallenge(refreshToken).then((fingerprint) => rotatedRefreshLockName(appId, fingerprint))

/** Holds the mark of `refreshToken` for REFRESH_ROTATION_MARK_MS; resolves once it is held. */
export async function holdRotationMark(parameters: MarkParameters): Promise<void> {
  if (!globalThis.crypto?.subtle) return
  const name = await markName(parameters)
  await new Promise<void>((held) => {
    parameters.locks
      .request(name, () => {
        held()
        return new Promise<void>((release) => parameters.timers.setTimeout(release, REFRESH_ROTATION_MARK_MS))
      })
      .catch(() => held())
  })
}

/**
 * `stored` (still showing `refreshToken`), or — when another tab holds that token's mark — the
 * tokens `read` gives once they show another refresh token (at most REFRESH_ROTATION_WAIT_MS).
 */
export async function awaitRotatedTokens(parameters: MarkParameters & { read: () => SessionTokens; stored: SessionTokens }): Promise<SessionTokens> {
  if (!globalThis.crypto?.subtle) return parameters.stored
  const name = await markName(parameters)
  const { held = [] } = await parameters.locks.query().catch(() => ({ held: [] as { name?: string }[] }))
  if (!held.some((lock) => lock.name === name)) return parameters.stored
  let latest = parameters.stored
  return pollUntil({
    attempt: () => {
      latest = parameters.read()
      return latest.refreshToken !== parameters.refreshToken ? latest : undefined
    },
    intervalMs: REFRESH_ROTATION_POLL_MS,
    timeoutMs: REFRESH_ROTATION_WAIT_MS,
    onTimeout: () => new Error('rotated tokens not seen'),
    timers: parameters.timers,
  }).catch(() => latest)
}
