import type { FoyerClient } from '../client/types.js'
import { LoginMethodNotEnabledError } from '../errors/client.js'
import { appConfigValue } from '../client/appConfig.js'
import { checkLoginMethodsConfig, offeredLoginMethods } from './checkLoginMethodsConfig.js'

export type AssertLoginMethodsOfferedParameters = { loginMethods?: readonly string[] | undefined }
export type AssertLoginMethodsOfferedReturnType = void
export type AssertLoginMethodsOfferedErrorType = LoginMethodNotEnabledError

/**
 * Throws "Login method 'x' is not enabled for this app" when `login({ loginMethods })` asks for a
 * method the app does not list, or lists without the config it needs (the problem is the error's
 * details). Before the app config is loaded nothing can be known, so nothing is thrown.
 */
export function assertLoginMethodsOffered(
  client: FoyerClient,
  { loginMethods }: AssertLoginMethodsOfferedParameters,
): AssertLoginMethodsOfferedReturnType {
  const config = appConfigValue.get(client)
  if (!config || !loginMethods) return
  const offered = new Set(offeredLoginMethods(config))
  const missing = loginMethods.find((method) => !offered.has(method))
  if (missing === undefined) return
  const problem = checkLoginMethodsConfig(config).find((p) => p.method === missing)
  throw new LoginMethodNotEnabledError(missing, {
    details: problem?.message ?? `The app's login methods are: ${[...offered].join(', ') || 'none'}`,
  })
}
