import type { FoyerClient } from './client.js'
import { fetchAppConfig } from './actions/config/fetchAppConfig.js'
import { restoreSession } from './actions/session/restoreSession.js'
import { trackEvent } from './actions/analytics/trackEvent.js'
import { handleRedirectReturns } from './actions/redirect/handleRedirectReturns.js'
import { FoyerError } from './errors/base.js'
import { initErrorAtom, readyAtom, userAtom } from './state.js'

/**
 * Starts the client: loads the app config and restores the stored session, then sets `ready`
 * (then finishes a social/Telegram login carried by the page URL, see handleRedirectReturns).
 * Idempotent: every caller gets the same promise. A config failure is kept in `initError`
 * (ready stays false) and rethrown.
 */
export function startClient(client: FoyerClient): Promise<void> {
  client._internal.startPromise ??= (async () => {
    trackEvent(client, { name: 'sdk_initialize' })
    try {
      await Promise.all([fetchAppConfig(client), restoreSession(client)])
    } catch (cause) {
      const error = cause instanceof FoyerError ? cause : new FoyerError('Foyer could not start', 'init_failed', { cause })
      client.store.set(initErrorAtom, error)
      throw error
    }
    client.store.set(readyAtom, true)
    client.events.emit('ready', { authenticated: client.store.get(userAtom) !== null })
    // A social provider's or Telegram's return in the URL finishes its login now (not awaited).
    void handleRedirectReturns(client)
  })()
  return client._internal.startPromise
}
