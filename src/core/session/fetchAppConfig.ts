import type { FoyerClient } from '../client/types.js'
import { API_PATHS } from '../constants.js'
import type { HttpRequestErrorType } from '../client/http/client.js'
import { mergeAppConfig, toAppConfig, type AppConfig, type WireAppConfig } from '../types/config.js'
import { appConfigValue } from '../client/appConfig.js'

export type FetchAppConfigReturnType = AppConfig
/** The request's failures (it sends no bearer). */
export type FetchAppConfigErrorType = HttpRequestErrorType

/** Loads the app config (GET /api/v1/apps/{app_id}) and merges the host's config over it. */
export async function fetchAppConfig(client: FoyerClient): Promise<FetchAppConfigReturnType> {
  const wire = await client.http.request<WireAppConfig>(API_PATHS.appConfig(client.appId), { auth: 'none' })
  const config = mergeAppConfig(toAppConfig(wire), client.hostConfig)
  appConfigValue.set(client, config)
  return config
}
