import type { LoginMethodDescriptor } from '../../steps/loginMethod.js'
import { AUTHORIZATION_CODE_PATHS } from '../../steps/authorizationCodePaths.js'
import { isOAuthProvider } from './providers.js'
import { oauthReturnReader } from './oauthReturn.js'

/** Social login (OAuth with PKCE, every provider) as the rest of the kit sees it (see `LoginMethodDescriptor`). */
export const oauthMethod: LoginMethodDescriptor = {
  id: 'oauth',
  owns: isOAuthProvider,
  kind: () => 'social',
  ownsAccount: (account) => account.type.endsWith('_oauth'),
  unlink: async (client, account) =>
    (await import('./unlinkOAuth.js')).unlinkOAuth(client, {
      provider: account.type.replace(/_oauth$/, ''),
      subject: String((account as { subject?: unknown }).subject),
    }),
  urlReturn: {
    reader: oauthReturnReader,
    finish: async (client, value) => (await import('./handleOAuthReturn.js')).finishOAuthReturn(client, value),
  },
  transfer: {
    owns: isOAuthProvider,
    kind: () => 'social',
    path: AUTHORIZATION_CODE_PATHS.transfer,
    body: (data) => ({ nonce: data.nonce, provider: data.linkMethod, subject: data.account, user_info: data.oAuthUserInfo ?? undefined }),
  },
}
