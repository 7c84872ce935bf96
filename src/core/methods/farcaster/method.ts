import type { LoginMethodDescriptor } from '../../steps/loginMethod.js'
import { ownsItsId } from '../../steps/loginMethod.js'
import type { FarcasterAccount } from '../../types/farcaster.js'
import { FARCASTER_PATHS } from './constants.js'

/** Farcaster login as the rest of the kit sees it (see `LoginMethodDescriptor`). */
export const farcasterMethod: LoginMethodDescriptor = {
  id: 'farcaster',
  owns: ownsItsId('farcaster'),
  kind: () => 'other',
  ownsAccount: (account) => account.type === 'farcaster',
  unlink: async (client, account) =>
    (await import('./unlinkFarcaster.js')).unlinkFarcaster(client, { fid: Number((account as FarcasterAccount).fid) }),
  transfer: {
    owns: ownsItsId('farcaster'),
    kind: () => 'farcaster',
    path: FARCASTER_PATHS.transfer,
    body: (data) => ({ nonce: data.nonce, fid: Number(data.account) }),
  },
}
