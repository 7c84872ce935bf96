import type { LoginMethodDescriptor } from '../../steps/loginMethod.js'
import type { CustomAuthAccount } from '../../types/linkedAccounts.js'

/** Custom-token login as the rest of the kit sees it (see `LoginMethodDescriptor`): headless only. */
export const customAuthMethod: LoginMethodDescriptor = {
  id: 'custom',
  owns: (method) => method === 'custom',
  kind: () => 'other',
  configProblem: (_, method) => ({
    method,
    code: 'custom_auth_not_on_landing',
    message: "Login method 'custom' has no landing button: custom-token login runs headless through useCustomAuth.",
  }),
  ownsAccount: (account) => account.type === 'custom_auth',
  unlink: async (client, account) =>
    (await import('./unlinkCustomAuth.js')).unlinkCustomAuth(client, { customUserId: (account as CustomAuthAccount).customUserId }),
}
