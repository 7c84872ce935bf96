import type { FoyerClient } from '../../client/types.js'
import { setUser } from '../../client/session/store.js'
import { toUser, type User } from '../../types/user.js'
import type { WalletAccount } from '../../types/linkedAccounts.js'
import type { WalletCreatedReplyData } from '../../types/walletService.js'
import { CreateWalletAuthError } from './errors.js'

/** Takes the user of a create / add / import answer as the client's user; returns it and the new wallet's account. */
export function adoptWalletReply(client: FoyerClient, reply: WalletCreatedReplyData): { user: User; wallet: WalletAccount } {
  const user = toUser(reply.user)
  setUser(client, user)
  const wallet = user.linkedAccounts.find(
    (a): a is WalletAccount => a.type === 'wallet' && a.address.toLowerCase() === reply.address.toLowerCase(),
  )
  if (!wallet) throw new CreateWalletAuthError({ details: 'The wallet service answered a user without the new wallet' })
  return { user, wallet }
}
