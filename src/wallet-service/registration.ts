/**
 * The message a wallet signs to prove to the backend that the service holding its secret
 * registers it (create, import: the wallet itself; an added HD wallet: wallet index 0 of the
 * entropy). The backend rebuilds it from the request and its session and checks the signature
 * (EIP-191 personal_sign), so nobody can register an address whose key they do not hold.
 */
export type WalletRegistrationFields = {
  appId: string
  userId: string
  entropyId: string
  address: string
  walletIndex: number
  imported: boolean
}

export function walletRegistrationMessage({ appId, userId, entropyId, address, walletIndex, imported }: WalletRegistrationFields): string {
  return [
    'Foyer embedded wallet registration',
    `App: ${appId}`,
    `User: ${userId}`,
    `Entropy: ${entropyId.toLowerCase()}`,
    `Address: ${address.toLowerCase()}`,
    `Index: ${walletIndex}`,
    `Imported: ${imported}`,
  ].join('\n')
}
