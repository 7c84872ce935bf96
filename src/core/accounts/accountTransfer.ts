import { OAUTH_PROVIDERS } from '../constants.js'
import { FoyerError } from '../errors/base.js'
import { InvalidTransferAccountTypeError, InvalidTransferDataError } from '../errors/client.js'
import {
  INVALID_TRANSFER_METHODS, TRANSFER_LINK_METHODS, toAccountTransferData,
  type AccountTransferData, type TransferLinkMethod, type WireAccountTransferData,
} from '../types/transfer.js'

/**
 * Account transfer, pure parts: reading the transfer data out of an `account_transfer_required`
 * error (the error itself is rethrown as is by every flow, spec 01 §8), checking it, and where
 * each kind is transferred. The spec leaves the paths open; ours are
 * `POST /api/v1/{passwordless|passwordless_sms|siwe|siws|farcaster|telegram|oauth}/transfer`.
 */
export const ACCOUNT_TRANSFER_REQUIRED = 'account_transfer_required'

/** The transfer path of each link method (social and cross-app accounts go through oauth/transfer). */
export function transferPath(linkMethod: TransferLinkMethod): string {
  switch (linkMethod) {
    case 'email': return '/api/v1/passwordless/transfer'
    case 'sms': return '/api/v1/passwordless_sms/transfer'
    case 'siwe': return '/api/v1/siwe/transfer'
    case 'siws': return '/api/v1/siws/transfer'
    case 'farcaster': return '/api/v1/farcaster/transfer'
    case 'telegram': return '/api/v1/telegram/transfer'
    default: return '/api/v1/oauth/transfer'
  }
}

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
 * nonce and an account'); custom, guest and passkey accounts: 'Invalid transfer account type'.
 */
export function assertTransferable(data: Partial<AccountTransferData> | null | undefined): asserts data is AccountTransferData {
  if (!data?.nonce || !data.account) throw new InvalidTransferDataError()
  const method = data.linkMethod ?? ''
  if ((INVALID_TRANSFER_METHODS as readonly string[]).includes(method) || !(TRANSFER_LINK_METHODS as readonly string[]).includes(method)) {
    throw new InvalidTransferAccountTypeError({ details: `Got ${JSON.stringify(method)}` })
  }
}

/** Which title the transfer screen shows (spec 01 §2: 'Phone number', 'Email address' … 'Cross-app account'). */
export type TransferAccountKind = 'phone' | 'email' | 'wallet' | 'solanaWallet' | 'social' | 'farcaster' | 'telegram' | 'crossApp'

export function transferAccountKind(data: Pick<AccountTransferData, 'linkMethod'>): TransferAccountKind {
  switch (data.linkMethod) {
    case 'sms': return 'phone'
    case 'email': return 'email'
    case 'siwe': return 'wallet'
    case 'siws': return 'solanaWallet'
    case 'farcaster': return 'farcaster'
    case 'telegram': return 'telegram'
    case 'cross_app': return 'crossApp'
    default: return 'social'
  }
}

/** The provider of a social transfer ('google' …), else null. */
export const transferProvider = (data: Pick<AccountTransferData, 'linkMethod'>): string | null =>
  (OAUTH_PROVIDERS as readonly string[]).includes(data.linkMethod) ? data.linkMethod : null
