import type { FoyerClient } from '../client/types.js'
import { fetchAppConfig } from '../session/fetchAppConfig.js'
import { restoreSession } from '../session/restoreSession.js'
import { trackEvent } from '../session/trackEvent.js'
import { handleRedirectReturns } from './handleRedirectReturns.js'
import { syncSessionAcrossTabs } from '../session/syncSessionAcrossTabs.js'
import { FoyerError } from '../errors/base.js'
import { installAccountFlows } from '../accounts/installAccountFlows.js'
import { installEmbeddedWallets } from '../wallets/embedded/installEmbeddedWallets.js'
import { enforceTermsAtStartup } from '../accounts/enforceTermsAtStartup.js'
import { readyValue } from '../client/lifecycle.js'
import { userValue } from '../client/session/state.js'
import { initErrorValue } from '../client/lifecycle.js'

/**
 * Starts the client: loads the app config and restores the stored session, then sets `ready`
 * (then finishes a login carried by the page URL, see handleRedirectReturns).
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
      initErrorValue.set(client, error)
      throw error
    }
    // Every login runs the post-login sequence; a user who has not accepted required terms is logged out.
    installAccountFlows(client)
    installEmbeddedWallets(client)
    await enforceTermsAtStartup(client)
    // Login methods the app lists without the config they need: one clear console error. The checks
    // load after start (a host's first load does not carry them).
    void import('./checkLoginMethodsConfig.js').then(({ reportLoginMethodsConfig }) => reportLoginMethodsConfig(client))
    readyValue.set(client, true)
    client.events.emit('ready', { authenticated: userValue.get(client) !== null })
    // Logout / login / refresh in another tab of the app is followed here (localStorage only).
    syncSessionAcrossTabs(client)
    // A login carried by the page URL (a provider's redirect back) finishes now (not awaited).
    void handleRedirectReturns(client)
  })()
  return client._internal.startPromise
}
