import type { FoyerClient } from '../client/types.js'
import { consumeUrlParams, type PageUrl } from '../utils/url.js'
import { LOGIN_METHODS } from './methods.js'

/**
 * Runs once when the client starts (after the session is restored): finishes a login carried by
 * the page URL — every login method with a `urlReturn` (e.g. a provider's redirect back). Each reader takes its parameters through `consumeUrlParams` (utils/url.ts):
 * synchronously, at this call, they are removed from the URL and recorded as consumed, so another
 * start on the same page does nothing. Failures stay in the method's flow state (and fire
 * loginError/linkError); this never throws.
 */
export async function handleRedirectReturns(client: FoyerClient, page?: PageUrl): Promise<void> {
  const taken = LOGIN_METHODS.flatMap((method) => {
    const urlReturn = method.urlReturn
    const value = urlReturn && consumeUrlParams(urlReturn.reader, page)
    return urlReturn && value ? [() => urlReturn.finish(client, value.value)] : []
  })
  await Promise.all(taken.map((finish) => finish().catch(() => null)))
}
