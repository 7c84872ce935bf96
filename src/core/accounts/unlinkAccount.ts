import type { FoyerClient } from '../client/client.js'
import type { FoyerError } from '../errors/base.js'
import { FoyerError as BaseError } from '../errors/base.js'
import type { LinkedAccount, User } from '../types/user.js'
import { unlinkWalletAccount } from '../wallets/unlinkWalletAccount.js'
import { unlinkCrossAppAccount } from '../methods/cross-app/unlinkCrossAppAccount.js'
import { unlinkCustomAuth } from '../methods/custom-auth/unlinkCustomAuth.js'
import { unlinkEmail } from '../methods/email/unlinkEmail.js'
import { unlinkFarcaster } from '../methods/farcaster/unlinkFarcaster.js'
import { unlinkOAuth } from '../methods/oauth/unlinkOAuth.js'
import { unlinkPasskey } from '../methods/passkey/unlinkPasskey.js'
import { unlinkSms } from '../methods/sms/unlinkSms.js'
import { unlinkTelegram } from '../methods/telegram/unlinkTelegram.js'
import { assertNotEmbeddedForUnlink } from './linkRules.js'

export type UnlinkAccountParameters = { account: LinkedAccount }
export type UnlinkAccountReturnType = User
export type UnlinkAccountErrorType = FoyerError

/**
 * Unlinks any linked account through its method's own unlink action (one place that knows them
 * all): e-mail, phone, social, passkey, Farcaster, Telegram, cross-app, custom auth, and external
 * wallets (through the wallet registry's chain handlers). Embedded wallets: 'Cannot unlink an
 * embedded wallet'.
 */
export async function unlinkAccount(client: FoyerClient, { account }: UnlinkAccountParameters): Promise<UnlinkAccountReturnType> {
  switch (account.type) {
    case 'email': return unlinkEmail(client, { address: account.address })
    case 'phone': return unlinkSms(client, { phoneNumber: account.number })
    case 'passkey': return unlinkPasskey(client, { credentialId: account.credentialId })
    case 'farcaster': return unlinkFarcaster(client, { fid: account.fid })
    case 'telegram': return unlinkTelegram(client, { telegramUserId: account.telegramUserId })
    case 'cross_app': return unlinkCrossAppAccount(client, { subject: account.subject })
    case 'custom_auth': return unlinkCustomAuth(client, { customUserId: account.customUserId })
    case 'wallet': {
      assertNotEmbeddedForUnlink(account)
      const user = await unlinkWalletAccount(client, { address: account.address, chainType: account.chainType })
      client.events.emit('unlink', { user })
      return user
    }
    case 'smart_wallet':
      throw new BaseError('A smart wallet cannot be unlinked', 'UNSUPPORTED_WALLET_TYPE')
    default: {
      const provider = account.type.replace(/_oauth$/, '')
      return unlinkOAuth(client, { provider, subject: account.subject })
    }
  }
}
