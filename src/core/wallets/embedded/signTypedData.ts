import type { FoyerClient } from '../../client/types.js'
import type { NoEmbeddedWalletError, ProviderRpcError, SignWithWalletAuthError } from './errors.js'
import { signingWallet } from './signingWallet.js'
import { signWithOptionalUi } from './signRequest.js'
import type { WalletUiOptions } from './walletRequest.js'

/** What `signTypedData` takes: EIP-712 typed data, and the wallet address when the user has more than one. */
export type SignTypedDataParameters = {
  /** EIP-712 typed data: `{ domain, types, primaryType, message }` (bigints allowed). */
  typedData: Record<string, unknown>
  /** The embedded wallet to sign with (default: the user's first). */
  address?: string | undefined
  /** The sign screen's texts and options (with a default UI mounted); `showWalletUIs: false` signs with no screen. */
  uiOptions?: WalletUiOptions | undefined
}
/** The `eth_signTypedData_v4` signature. */
export type SignTypedDataReturnType = { signature: `0x${string}` }
/** The errors `signTypedData` can throw or reject with. */
export type SignTypedDataErrorType = SignWithWalletAuthError | NoEmbeddedWalletError | ProviderRpcError

const json = (data: unknown) => JSON.stringify(data, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))

/**
 * Signs EIP-712 typed data (eth_signTypedData_v4) with an embedded wallet, in the wallet service.
 * With a default UI mounted it first shows the 'Sign message' screen (the typed data, with a copy
 * of the full payload) and waits for the user; headless, or with `uiOptions.showWalletUIs: false`,
 * it signs with no screen.
 */
export async function signTypedData(client: FoyerClient, { typedData, address, uiOptions }: SignTypedDataParameters): Promise<SignTypedDataReturnType> {
  const wallet = signingWallet(client, address)
  const sign = async () => (await wallet.provider.request({ method: 'eth_signTypedData_v4', params: [wallet.address, json(typedData)] })) as `0x${string}`
  return signWithOptionalUi(client, { kind: 'signTypedData', address: wallet.address, typedData: JSON.parse(json(typedData)) as Record<string, unknown> }, uiOptions, sign)
}
