import type { LoginMethodDescriptor } from '../../steps/loginMethod.js'
import { AUTHORIZATION_CODE_PATHS } from '../../steps/authorizationCodePaths.js'
import type { CrossAppAccount } from '../../types/crossApp.js'
import { CROSS_APP_PROVIDER_PREFIX } from './constants.js'

/** A provider app's id in login methods: `privy:{providerAppId}`. */
export const isCrossAppLoginMethod = (method: string) =>
  method.startsWith(CROSS_APP_PROVIDER_PREFIX) && method.length > CROSS_APP_PROVIDER_PREFIX.length

/** The provider app id of a `privy:{providerAppId}` login method. */
export const crossAppProviderAppId = (method: string) => method.slice(CROSS_APP_PROVIDER_PREFIX.length)

/** Cross-app login (an account held in another app) as the rest of the kit sees it (see `LoginMethodDescriptor`). */
export const crossAppMethod: LoginMethodDescriptor = {
  id: 'cross_app',
  owns: (method) => isCrossAppLoginMethod(method) || method === 'cross_app' || method === CROSS_APP_PROVIDER_PREFIX,
  kind: () => 'other',
  configProblem: (_, method) =>
    isCrossAppLoginMethod(method)
      ? null
      : {
          method,
          code: 'cross_app_provider_missing',
          message: `Login method '${method}' needs a provider app id: list the provider as '${CROSS_APP_PROVIDER_PREFIX}{providerAppId}'.`,
        },
  ownsAccount: (account) => account.type === 'cross_app',
  unlink: async (client, account) =>
    (await import('./unlinkCrossAppAccount.js')).unlinkCrossAppAccount(client, { subject: (account as CrossAppAccount).subject }),
  transfer: {
    owns: (linkMethod) => linkMethod === 'cross_app',
    kind: () => 'crossApp',
    // The nonce names the provider app; the subject is enough to check the account.
    path: AUTHORIZATION_CODE_PATHS.transfer,
    body: (data) => ({ nonce: data.nonce, subject: data.account }),
  },
}
