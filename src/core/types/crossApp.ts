import type { OtherLinkedAccount } from './accountBase.js'

/** GET /api/v1/apps/{providerAppId}/cross-app/details: what the provider button shows. */
export type WireCrossAppProviderDetails = { id: string; name: string; logo_url: string | null; icon_url?: string | null }
/** The public details of a provider app for cross-app login: its id, name and logo. */
export type CrossAppProviderDetails = { id: string; name: string; logoUrl: string | null }

/** One entry of GET /api/v1/apps/{requesterAppId}/cross-app/connections. */
export type WireCrossAppConnection = {
  provider_app_id: string
  provider_app_name: string
  provider_app_icon_url: string | null
  provider_app_custom_api_url: string | null
  read_only: boolean
}
/** A connection to another app on Foyer (a provider app) that the user's cross-app account can use. */
export type CrossAppConnection = {
  providerAppId: string
  providerAppName: string
  providerAppIconUrl: string | null
  providerAppCustomApiUrl: string | null
  /** A read-only provider cannot be used to sign transactions. */
  readOnly: boolean
}

/** A linked cross-app account: an account held in another app that uses the kit. */
export type CrossAppAccount = OtherLinkedAccount & {
  type: 'cross_app'
  subject: string
  providerApp: { id: string; name: string; logoUrl: string | null }
  embeddedWallets: { address: string }[]
  smartWallets: { address: string }[]
}

/** Whether a linked account is a cross-app account (an account of another app on Foyer). */
export const isCrossAppAccount = (account: { type: string }): account is CrossAppAccount => account.type === 'cross_app'

/**
 * What the provider app's popup posts to its opener: a response
 * with the authorization code and state plus a token action (set: keep the provider's token for
 * later requests, clear: drop it), or an error.
 */
export type CrossAppMessage =
  | {
      type: 'foyer:cross-app:action-response'
      token_action: 'set' | 'clear'
      /** The provider app's token for later requests (token action 'set'). */
      token?: string | null
      data: { code: string; state: string }
    }
  | { type: 'foyer:cross-app:action-error'; error: string }

export const toCrossAppProviderDetails = (wire: WireCrossAppProviderDetails): CrossAppProviderDetails => ({
  id: wire.id,
  name: wire.name,
  logoUrl: wire.logo_url ?? wire.icon_url ?? null,
})

export const toCrossAppConnection = (wire: WireCrossAppConnection): CrossAppConnection => ({
  providerAppId: wire.provider_app_id,
  providerAppName: wire.provider_app_name,
  providerAppIconUrl: wire.provider_app_icon_url ?? null,
  providerAppCustomApiUrl: wire.provider_app_custom_api_url ?? null,
  readOnly: wire.read_only === true,
})

/** The provider app's signing page, under its host: `{host}/oauth/transact?token=…&request=…`. */
export const CROSS_APP_TRANSACT_PATH = '/oauth/transact'

/**
 * What the provider app's signing popup (`CROSS_APP_TRANSACT_PATH`) posts to its opener: a response with
 * the result (signature, signed transaction or transaction hash), or an error; both may carry a
 * token action (set: keep `token` for later requests, clear: drop the kept token).
 */
export type CrossAppTransactMessage =
  | {
      type: 'foyer:cross-app:action-response'
      token_action?: 'set' | 'clear'
      token?: string | null
      data: { result: string }
    }
  | { type: 'foyer:cross-app:action-error'; token_action?: 'set' | 'clear'; token?: string | null; error: string }
