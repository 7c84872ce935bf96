import type { FoyerClient } from '../client/client.js'
import type { FoyerError } from '../errors/base.js'
import { finishLink } from '../steps/complete.js'
import { runAuthStep } from '../steps/intent.js'
import type { AuthResult } from '../types/auth.js'
import type { AccountTransferData, TransferLinkMethod } from '../types/transfer.js'
import type { LinkedAccount } from '../types/user.js'
import { postForUser } from '../session/postForUser.js'
import { assertTransferable, transferPath } from './accountTransfer.js'

export type TransferAccountParameters = { data: AccountTransferData }
export type TransferAccountReturnType = AuthResult
export type TransferAccountErrorType = FoyerError

/** The body of a transfer: the nonce plus the account data the link step answered. */
function transferBody(data: AccountTransferData): Record<string, unknown> {
  const body: Record<string, unknown> = { nonce: data.nonce }
  switch (data.linkMethod) {
    case 'email': return { ...body, email: data.account }
    case 'sms': return { ...body, phoneNumber: data.account }
    case 'siwe':
    case 'siws': {
      const w = data.externalWalletMetadata
      return { ...body, address: data.account, walletClientType: w?.walletClientType, connectorType: w?.connectorType, chainId: w?.chainId }
    }
    case 'farcaster': return { ...body, fid: Number(data.account) }
    case 'telegram':
      return { ...body, telegram_user_id: data.account, telegram_auth_result: data.telegramAuthResult ?? undefined, telegram_web_app_data: data.telegramWebAppData ?? undefined }
    // The nonce names the provider app; the subject is enough to check the account.
    case 'cross_app': return { ...body, subject: data.account }
    default: return { ...body, provider: data.linkMethod, subject: data.account, user_info: data.oAuthUserInfo ?? undefined }
  }
}

/** Matches the transferred account in the user the server answers. */
const transferred = (data: AccountTransferData) => (a: LinkedAccount) => {
  const values = Object.values(a).map((v) => String(v).toLowerCase())
  return values.includes(data.account.toLowerCase())
}

/**
 * Moves an account of another user to the logged-in one (POST …/transfer { nonce, …account data });
 * the other user is deleted. Emits 'link' like a link would; failures fire linkError.
 */
export async function transferAccount(client: FoyerClient, { data }: TransferAccountParameters): Promise<TransferAccountReturnType> {
  return runAuthStep(client, { method: data?.linkMethod ?? 'unknown', intent: 'link' }, async () => {
    assertTransferable(data)
    const user = await postForUser(client, transferPath(data.linkMethod as TransferLinkMethod), transferBody(data))
    const result = finishLink(client, user, { method: data.linkMethod, account: transferred(data) })
    client.events.emit('link', result)
    return result
  })
}
