import type { FoyerClient } from '../client/types.js'
import { API_PATHS } from '../constants.js'

export type TrackEventParameters = { name: string; payload?: Record<string, unknown> | undefined }

/**
 * Sends an analytics event (POST /api/v1/analytics_events), fire-and-forget: it never throws,
 * never retries and never delays a flow.
 */
export function trackEvent(client: FoyerClient, { name, payload }: TrackEventParameters): void {
  try {
    client.http
      .request(API_PATHS.analyticsEvents, {
        method: 'POST',
        body: { event_name: name, client_id: client.clientId, payload: payload ?? {} },
        retry: false,
      })
      .catch(() => {})
  } catch {
    // Building the request can throw (e.g. storage); analytics must still never break a flow.
  }
}
