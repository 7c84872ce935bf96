import type { LoginMethodDescriptor } from '../../steps/loginMethod.js'
import { ownsItsId } from '../../steps/loginMethod.js'
import type { PasskeyAccount } from '../../types/user.js'
import { MAX_PASSKEYS_PER_USER } from './constants.js'
import { CannotLinkMorePasskeysError } from './errors.js'

/** Passkey login as the rest of the kit sees it (see `LoginMethodDescriptor`). */
export const passkeyMethod: LoginMethodDescriptor = {
  id: 'passkey',
  owns: ownsItsId('passkey'),
  kind: () => 'other',
  ownsAccount: (account) => account.type === 'passkey',
  maxAccounts: MAX_PASSKEYS_PER_USER,
  tooManyAccounts: () => new CannotLinkMorePasskeysError(),
  unlink: async (client, account) =>
    (await import('./unlinkPasskey.js')).unlinkPasskey(client, { credentialId: (account as PasskeyAccount).credentialId }),
}
