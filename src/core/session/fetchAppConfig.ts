import type { FoyerClient } from '../client/types.js'
import { API_PATHS } from '../constants.js'
import type { FoyerError } from '../errors/base.js'
import { mergeAppConfig, toAppConfig, type AppConfig, type WireAppConfig } from '../types/config.js'
import { appConfigValue } from '../client/appConfig.js'

export type FetchAppConfigReturnType = AppConfig
export type FetchAppConfigErrorType = FoyerError

/** Loads the app config (GET /api/v1/apps/{app_id}) and merges the host's config over it. */
export async function fetchAppConfig(client: FoyerClient): Promise<FetchAppConfigReturnType> {
  const wire = await client.http.request<WireAppConfig>(API_PATHS.appConfig(client.appId), { auth: 'none' })
  const config = mergeAppConfig(toAppConfig(wire), client.hostConfig)
  appConfigValue.set(client, config)
  return config
}
