/**
 * Account transfer data: what a link step answered with `account_transfer_required`
 * carries, so the user can move the account from its other user to this one.
 */
export const TRANSFER_LINK_METHODS = [
  'email', 'sms', 'siwe', 'siws', 'farcaster', 'telegram', 'cross_app',
  'apple', 'discord', 'github', 'google', 'linkedin', 'spotify', 'instagram', 'twitter', 'tiktok', 'line',
] as const
/** A kind of account that can be transferred from another user. */
export type TransferLinkMethod = (typeof TRANSFER_LINK_METHODS)[number]
/** Link methods whose accounts can never be transferred. */
export const INVALID_TRANSFER_METHODS = ['custom', 'guest', 'passkey'] as const

/** Wire shape: the `data` of a 400 `account_transfer_required` answer. */
export type WireAccountTransferData = {
  nonce: string
  /** The account's subject: an e-mail address, phone number, wallet address, provider subject, fid … */
  account: string
  link_method: string
  display_name?: string | null
  embedded_wallet_address?: string | null
  farcaster_embedded_address?: string | null
  external_wallet_metadata?: { wallet_client_type?: string; chain_id?: string | null; connector_type?: string } | null
  telegram_auth_result?: Record<string, unknown> | null
  telegram_web_app_data?: Record<string, unknown> | null
  oauth_user_info?: { subject?: string; email?: string | null; name?: string | null; username?: string | null } | null
}

/**
 * What the server returns when an account to link already belongs to another user: the nonce that lets the
 * user transfer it.
 */
export type AccountTransferData = {
  nonce: string
  account: string
  linkMethod: string
  /** How the UI names the account ('{handle}'): the address, number, @username … */
  displayName: string | null
  /** The other user's embedded wallet address, if it has one (the assets check screen shows it). */
  embeddedWalletAddress: string | null
  farcasterEmbeddedAddress: string | null
  externalWalletMetadata: { walletClientType: string | null; chainId: string | null; connectorType: string | null } | null
  telegramAuthResult: Record<string, unknown> | null
  telegramWebAppData: Record<string, unknown> | null
  oAuthUserInfo: { subject: string | null; email: string | null; name: string | null; username: string | null } | null
}

export function toAccountTransferData(wire: WireAccountTransferData): AccountTransferData {
  const w = wire.external_wallet_metadata
  const o = wire.oauth_user_info
  return {
    nonce: wire.nonce,
    account: wire.account,
    linkMethod: wire.link_method,
    displayName: wire.display_name ?? null,
    embeddedWalletAddress: wire.embedded_wallet_address ?? null,
    farcasterEmbeddedAddress: wire.farcaster_embedded_address ?? null,
    externalWalletMetadata: w
      ? { walletClientType: w.wallet_client_type ?? null, chainId: w.chain_id ?? null, connectorType: w.connector_type ?? null }
      : null,
    telegramAuthResult: wire.telegram_auth_result ?? null,
    telegramWebAppData: wire.telegram_web_app_data ?? null,
    oAuthUserInfo: o
      ? { subject: o.subject ?? null, email: o.email ?? null, name: o.name ?? null, username: o.username ?? null }
      : null,
  }
}
