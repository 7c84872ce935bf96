/**
 * The message a wallet signs to prove to the backend that the service holding its secret
 * registers it (create, import: the wallet itself; an added HD wallet: wallet index 0 of the
 * entropy). The backend rebuilds it from the request and its session and checks the signature
 * (EIP-191 personal_sign), so nobody can register an address whose key they do not hold. A Solana
 * wallet's message names its chain and keeps its (base58, case-sensitive) address as it is; the
 * Solana key signs it too (ed25519), beside the entropy's wallet 0.
 */
export type WalletRegistrationFields = {
  appId: string
  userId: string
  entropyId: string
  address: string
  walletIndex: number
  imported: boolean
  /** Default 'ethereum' (whose message has no chain line). */
  chainType?: 'ethereum' | 'solana' | undefined
}

export function walletRegistrationMessage({ appId, userId, entropyId, address, walletIndex, imported, chainType = 'ethereum' }: WalletRegistrationFields): string {
  const solana = chainType === 'solana'
  return [
    'Foyer embedded wallet registration',
    `App: ${appId}`,
    `User: ${userId}`,
    `Entropy: ${entropyId.toLowerCase()}`,
    ...(solana ? ['Chain: solana'] : []),
    `Address: ${solana ? address : address.toLowerCase()}`,
    `Index: ${walletIndex}`,
    `Imported: ${imported}`,
  ].join('\n')
}

/** What the entropy's wallet 0 signs to move the wallet to new shares (set-recovery). */
export type RecoverySetFields = {
  appId: string
  userId: string
  entropyId: string
  recoveryMethod: string
  /** The version of the shares being replaced: an old signed request cannot be replayed. */
  shareVersion: number
  /** base64 of the new auth share. */
  authShare: string
  /** base64 of the new sealed recovery share. */
  encryptedRecoveryShare: string
}

/**
 * The message a set-recovery carries, signed by the entropy's wallet 0 (EIP-191): only the holder
 * of the secret can replace its shares, and only those of the version it names.
 */
export function recoverySetMessage({ appId, userId, entropyId, recoveryMethod, shareVersion, authShare, encryptedRecoveryShare }: RecoverySetFields): string {
  return [
    'Foyer embedded wallet recovery',
    `App: ${appId}`,
    `User: ${userId}`,
    `Entropy: ${entropyId.toLowerCase()}`,
    `Method: ${recoveryMethod}`,
    `Version: ${shareVersion}`,
    `Auth share: ${authShare}`,
    `Recovery share: ${encryptedRecoveryShare}`,
  ].join('\n')
}
