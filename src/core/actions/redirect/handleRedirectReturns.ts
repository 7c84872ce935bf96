import type { FoyerClient } from '../../client.js'
import { handleOAuthReturn } from '../oauth/handleOAuthReturn.js'
import { handleTelegramReturn } from '../telegram/handleTelegramReturn.js'

/**
 * Runs once when the client starts (after the session is restored): finishes a login carried by
 * the page URL — a social provider's return (privy_oauth_*) or Telegram login data. Failures stay
 * in the flow's state (and fire loginError/linkError); this never throws.
 */
export async function handleRedirectReturns(client: FoyerClient): Promise<void> {
  await handleOAuthReturn(client).catch(() => null)
  await handleTelegramReturn(client).catch(() => null)
}
