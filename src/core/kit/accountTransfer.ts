import type { TransferAccountKind } from '../steps/loginMethod.js'
import { methodForTransfer } from './methods.js'
import { FoyerError } from '../errors/base.js'
import { InvalidTransferAccountTypeError, InvalidTransferDataError } from '../errors/client.js'
import { INVALID_TRANSFER_METHODS, toAccountTransferData, type AccountTransferData, type WireAccountTransferData } from '../types/transfer.js'

/**
 * Account transfer, pure parts: reading the transfer data out of an `account_transfer_required`
 * error (the error itself is rethrown as is by every flow), checking it, and where
 * each kind is transferred (each login method's descriptor names its transfer path and body).
 */
export const ACCOUNT_TRANSFER_REQUIRED = 'account_transfer_required'

/** The transfer data an error carries (an `account_transfer_required` answer with a nonce), else null. */
export function accountTransferDataOf(error: unknown): AccountTransferData | null {
  if (!(error instanceof FoyerError) || error.code !== ACCOUNT_TRANSFER_REQUIRED) return null
  const body = error.meta?.body as { data?: Partial<WireAccountTransferData> } | undefined
  const data = body?.data
  if (!data || typeof data.nonce !== 'string' || !data.nonce || typeof data.account !== 'string') return null
  return toAccountTransferData(data as WireAccountTransferData)
}

/**
 * Checks transfer data before a transfer: nonce and account are needed ('Account transfer needs a
 * nonce and an account'); a kind no method transfers: 'Invalid transfer account type'.
 */
export function assertTransferable(data: Partial<AccountTransferData> | null | undefined): asserts data is AccountTransferData {
  if (!data?.nonce || !data.account) throw new InvalidTransferDataError()
  const method = data.linkMethod ?? ''
  if ((INVALID_TRANSFER_METHODS as readonly string[]).includes(method) || !methodForTransfer(method)?.transfer) {
    throw new InvalidTransferAccountTypeError({ details: `Got ${JSON.stringify(method)}` })
  }
}

/** Which title the transfer screen shows (one per kind of account, as the method's descriptor says). */
export function transferAccountKind(data: Pick<AccountTransferData, 'linkMethod'>): TransferAccountKind {
  return methodForTransfer(data.linkMethod)?.transfer?.kind(data.linkMethod) ?? 'social'
}

/** The provider of a social transfer ('google' …), else null. */
export const transferProvider = (data: Pick<AccountTransferData, 'linkMethod'>): string | null =>
  methodForTransfer(data.linkMethod)?.transfer?.kind(data.linkMethod) === 'social' ? data.linkMethod : null
