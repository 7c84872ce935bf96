import type { FoyerClient } from './client.js'
import { fetchAppConfig } from './actions/config/fetchAppConfig.js'
import { restoreSession } from './actions/session/restoreSession.js'
import { trackEvent } from './actions/analytics/trackEvent.js'
import { handleRedirectReturns } from './actions/redirect/handleRedirectReturns.js'
import { syncSessionAcrossTabs } from './actions/session/syncSessionAcrossTabs.js'
import { FoyerError } from './errors/base.js'
import { reportLoginMethodsConfig } from './actions/landing/checkLoginMethodsConfig.js'
import { initErrorAtom, readyAtom, userAtom } from './state.js'
import { installAccountFlows } from './actions/accounts/installAccountFlows.js'
import { enforceTermsAtStartup } from './actions/accounts/enforceTermsAtStartup.js'

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
    // Every login runs the post-login sequence; a user who has not accepted required terms is logged out.
    installAccountFlows(client)
    await enforceTermsAtStartup(client)
    // Login methods the app lists without the config they need: one clear console error.
    reportLoginMethodsConfig(client)
    client.store.set(readyAtom, true)
    client.events.emit('ready', { authenticated: client.store.get(userAtom) !== null })
    // Logout / login / refresh in another tab of the app is followed here (localStorage only).
    syncSessionAcrossTabs(client)
    // A social provider's or Telegram's return in the URL finishes its login now (not awaited).
    void handleRedirectReturns(client)
  })()
  return client._internal.startPromise
}
