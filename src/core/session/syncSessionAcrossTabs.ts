import type { FoyerClient } from '../client/types.js'
import type { StorageError } from '../errors/client.js'
import { adoptStoredSession, crossTabOf, isSessionChange } from '../client/session/crossTab.js'
import { refreshUser } from './refreshUser.js'

/** Stops listening. */
export type SyncSessionAcrossTabsReturnType = () => void
/**
 * Only a storage that throws while the stored session is first read; a user it fails to load is
 * logged to the console, never thrown.
 */
export type SyncSessionAcrossTabsErrorType = StorageError

const userLoads = new WeakMap<FoyerClient, Promise<unknown>>()

/**
 * Follows the session of the other tabs of the same app through the shared storage's change
 * events: tokens removed there → this tab is logged out too (local state destroyed, 'logout' with
 * reason 'other-tab', no server call); tokens written there (a login, a refresh) → adopted, and the
 * user loaded when it is another one (or none was logged in here). Changes arriving together are
 * handled once. `startClient` calls this; without a storage shared between tabs (memory storage)
 * it does nothing. Returns a function that stops listening.
 */
export function syncSessionAcrossTabs(client: FoyerClient): SyncSessionAcrossTabsReturnType {
  const crossTab = crossTabOf(client)
  if (!crossTab?.events) return () => {}
  const { timers, events } = crossTab
  let pending: unknown = null
  const reconcile = () => {
    pending = null
    const outcome = adoptStoredSession(client)
    if (outcome.kind === 'adopted' && outcome.userChanged && !userLoads.has(client)) {
      const load = refreshUser(client)
        .catch((error) => console.warn('[foyer] could not load the user logged in by another tab', error))
        .finally(() => userLoads.delete(client))
      userLoads.set(client, load)
    }
  }
  const unsubscribe = events.subscribe((change) => {
    if (!isSessionChange(client, change) || pending !== null) return
    pending = timers.setTimeout(reconcile, 0)
  })
  // What changed while nobody listened (e.g. during startup) counts too.
  reconcile()
  return () => {
    unsubscribe()
    if (pending !== null) timers.clearTimeout(pending)
    pending = null
  }
}
