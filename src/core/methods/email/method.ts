import type { LoginMethodDescriptor } from '../../steps/loginMethod.js'
import { ownsItsId } from '../../steps/loginMethod.js'
import type { EmailAccount } from '../../types/linkedAccounts.js'
import { EMAIL_PATHS } from './constants.js'

/**
 * E-mail code login as the rest of the kit sees it (see `LoginMethodDescriptor`): the landing's
 * e-mail form, one e-mail account per user, no config needed.
 */
export const emailMethod: LoginMethodDescriptor = {
  id: 'email',
  owns: ownsItsId('email'),
  kind: () => 'email',
  ownsAccount: (account) => account.type === 'email',
  unlink: async (client, account) => (await import('./unlinkEmail.js')).unlinkEmail(client, { address: (account as EmailAccount).address }),
  transfer: {
    owns: ownsItsId('email'),
    kind: () => 'email',
    path: EMAIL_PATHS.transfer,
    body: (data) => ({ nonce: data.nonce, email: data.account }),
  },
}
