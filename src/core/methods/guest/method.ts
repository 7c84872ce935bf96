import type { LoginMethodDescriptor } from '../../steps/loginMethod.js'
import { ownsItsId } from '../../steps/loginMethod.js'

/** Guest login as the rest of the kit sees it (see `LoginMethodDescriptor`); guests have no linked account. */
export const guestMethod: LoginMethodDescriptor = {
  id: 'guest',
  owns: ownsItsId('guest'),
  kind: () => 'other',
}
