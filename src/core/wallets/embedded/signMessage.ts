import type { FoyerClient } from '../../client/types.js'
import { utf8ToHex } from '../ethereum/hex.js'
import type { NoEmbeddedWalletError, ProviderRpcError, SignWithWalletAuthError } from './errors.js'
import { signingWallet } from './signingWallet.js'
import { signWithOptionalUi } from './signRequest.js'
import type { WalletUiOptions } from './walletRequest.js'

/** What `signMessage` takes: the message, and the wallet address when the user has more than one. */
export type SignMessageParameters = {
  /** The message, as UTF-8 text. */
  message: string
  /** The embedded wallet to sign with (default: the user's first). */
  address?: string | undefined
  /** The sign screen's texts and options (with a default UI mounted); `showWalletUIs: false` signs with no screen. */
  uiOptions?: WalletUiOptions | undefined
}
/** The `personal_sign` signature. */
export type SignMessageReturnType = { signature: `0x${string}` }
/** The errors `signMessage` can throw or reject with. */
export type SignMessageErrorType = SignWithWalletAuthError | NoEmbeddedWalletError | ProviderRpcError

/**
 * Signs a UTF-8 message (personal_sign) with an embedded wallet, in the wallet service. With a
 * default UI mounted it first shows the 'Sign message' screen and waits for the user (closed
 * without signing: 4001 'The user rejected the request'); headless, or with
 * `uiOptions.showWalletUIs: false`, it signs with no screen.
 */
export async function signMessage(client: FoyerClient, { message, address, uiOptions }: SignMessageParameters): Promise<SignMessageReturnType> {
  const wallet = signingWallet(client, address)
  const sign = async () => (await wallet.provider.request({ method: 'personal_sign', params: [utf8ToHex(message), wallet.address] })) as `0x${string}`
  return signWithOptionalUi(client, { kind: 'signMessage', address: wallet.address, message }, uiOptions, sign)
}
