import type { AccountTransferData } from '../types/transfer.js'

/** The body of an external wallet's transfer: the nonce, the address and the wallet's metadata. */
export function walletTransferBody(data: AccountTransferData): Record<string, unknown> {
  const w = data.externalWalletMetadata
  return { nonce: data.nonce, address: data.account, walletClientType: w?.walletClientType, connectorType: w?.connectorType, chainId: w?.chainId }
}
