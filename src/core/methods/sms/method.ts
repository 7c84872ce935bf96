import type { LoginMethodDescriptor } from '../../steps/loginMethod.js'
import { ownsItsId } from '../../steps/loginMethod.js'
import type { PhoneAccount } from '../../types/linkedAccounts.js'

/** SMS code login as the rest of the kit sees it (see `LoginMethodDescriptor`). */
export const smsMethod: LoginMethodDescriptor = {
  id: 'sms',
  owns: ownsItsId('sms'),
  kind: () => 'sms',
  ownsAccount: (account) => account.type === 'phone',
  unlink: async (client, account) => (await import('./unlinkSms.js')).unlinkSms(client, { phoneNumber: (account as PhoneAccount).number }),
  transfer: {
    owns: ownsItsId('sms'),
    kind: () => 'phone',
    path: '/api/v1/passwordless_sms/transfer',
    body: (data) => ({ nonce: data.nonce, phoneNumber: data.account }),
  },
}
