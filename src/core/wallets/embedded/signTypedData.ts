import type { FoyerClient } from '../../client/types.js'
import type { NoEmbeddedWalletError, ProviderRpcError, SignWithWalletAuthError } from './errors.js'
import { signingWallet } from './signingWallet.js'

/** What `signTypedData` takes: EIP-712 typed data, and the wallet address when the user has more than one. */
export type SignTypedDataParameters = {
  /** EIP-712 typed data: `{ domain, types, primaryType, message }` (bigints allowed). */
  typedData: Record<string, unknown>
  /** The embedded wallet to sign with (default: the user's first). */
  address?: string | undefined
}
/** The `eth_signTypedData_v4` signature. */
export type SignTypedDataReturnType = { signature: `0x${string}` }
/** The errors `signTypedData` can throw or reject with. */
export type SignTypedDataErrorType = SignWithWalletAuthError | NoEmbeddedWalletError | ProviderRpcError

const json = (data: unknown) => JSON.stringify(data, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))

/** Signs EIP-712 typed data (eth_signTypedData_v4) with an embedded wallet, in the wallet service. */
export async function signTypedData(client: FoyerClient, { typedData, address }: SignTypedDataParameters): Promise<SignTypedDataReturnType> {
  const wallet = signingWallet(client, address)
  const signature = (await wallet.provider.request({ method: 'eth_signTypedData_v4', params: [wallet.address, json(typedData)] })) as `0x${string}`
  return { signature }
}
