import type { LoginMethodDescriptor } from '../../steps/loginMethod.js'
import { ownsItsId } from '../../steps/loginMethod.js'
import type { PhoneAccount } from '../../types/linkedAccounts.js'
import { SMS_PATHS } from './constants.js'

/**
 * SMS code login as the rest of the kit sees it (see `LoginMethodDescriptor`): the landing's SMS
 * entry, one phone account per user, no config needed (a national number is read in the app
 * config's default country).
 */
export const smsMethod: LoginMethodDescriptor = {
  id: 'sms',
  owns: ownsItsId('sms'),
  kind: () => 'sms',
  ownsAccount: (account) => account.type === 'phone',
  unlink: async (client, account) => (await import('./unlinkSms.js')).unlinkSms(client, { phoneNumber: (account as PhoneAccount).number }),
  transfer: {
    owns: ownsItsId('sms'),
    kind: () => 'phone',
    path: SMS_PATHS.transfer,
    body: (data) => ({ nonce: data.nonce, phoneNumber: data.account }),
  },
}
