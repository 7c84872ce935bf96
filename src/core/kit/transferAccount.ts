import type { FoyerClient } from '../client/types.js'
import type { FoyerError } from '../errors/base.js'
import type { InvalidTransferAccountTypeError, InvalidTransferDataError } from '../errors/client.js'
import { finishLink } from '../steps/complete.js'
import { runAuthStep } from '../steps/intent.js'
import type { AuthResult } from '../types/auth.js'
import type { AccountTransferData } from '../types/transfer.js'
import type { LinkedAccount } from '../types/user.js'
import { postForUser, type PostForUserErrorType } from '../session/postForUser.js'
import { assertTransferable } from './accountTransfer.js'
import { methodForTransfer } from './methods.js'

/** The parameters of {@link transferAccount}. */
export type TransferAccountParameters = { data: AccountTransferData }
/** What {@link transferAccount} returns. */
export type TransferAccountReturnType = AuthResult
/** The errors {@link transferAccount} can throw or reject with. */
export type TransferAccountErrorType =
  | InvalidTransferDataError
  | InvalidTransferAccountTypeError
  | PostForUserErrorType
  /** Anything else that failed (e.g. a malformed answer), as 'An unknown error occurred.'. */
  | FoyerError<'UNKNOWN_AUTH_ERROR'>

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
    const transfer = methodForTransfer(data.linkMethod)!.transfer!
    const user = await postForUser(client, transfer.path, transfer.body(data))
    const result = finishLink(client, user, { method: data.linkMethod, account: transferred(data) })
    client.events.emit('link', result)
    return result
  })
}
