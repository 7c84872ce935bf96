import type { FoyerClient } from '../client/client.js'
import { handleOAuthReturn } from '../methods/oauth/handleOAuthReturn.js'
import { handleTelegramReturn } from '../methods/telegram/handleTelegramReturn.js'

/**
 * Runs once when the client starts (after the session is restored): finishes a login carried by
 * the page URL — a social provider's return (privy_oauth_*) or Telegram login data. Each reader
 * takes its parameters through `consumeUrlParams` (utils/url.ts): synchronously, at this call,
 * they are removed from the URL and recorded as consumed, so another start on the same page does
 * nothing. (Wallet deep links are read the same way by the wallet code: `consumeWalletDeepLink`.)
 * Failures stay in the flow's state (and fire loginError/linkError); this never throws.
 */
export async function handleRedirectReturns(client: FoyerClient): Promise<void> {
  await Promise.all([
    handleOAuthReturn(client).catch(() => null),
    handleTelegramReturn(client).catch(() => null),
  ])
}
