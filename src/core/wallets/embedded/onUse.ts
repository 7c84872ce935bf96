import type { FoyerClient } from '../../client/types.js'
import type { AttachExportFrameParameters, AttachExportFrameReturnType } from './attachExportFrame.js'
import type { ExportWalletParameters, ExportWalletReturnType } from './exportWallet.js'
import type { DelegateWalletParameters, DelegateWalletReturnType } from './delegation/delegateWallet.js'
import type { RevokeWalletsParameters, RevokeWalletsReturnType } from './delegation/revokeWallets.js'
import type { SendTransactionParameters, SendTransactionReturnType } from './sendTransaction.js'
import type { SignMessageParameters, SignMessageReturnType } from './signMessage.js'
import type { SignTransactionParameters, SignTransactionReturnType } from './signTransaction.js'
import type { SignTypedDataParameters, SignTypedDataReturnType } from './signTypedData.js'

// The signing actions as the signing hooks call them: each loads its action on first use (with the
// frame client and the provider), then runs it with the same parameters, result and errors. A host
// using the hooks loads none of that before its first request (docs/architecture.md "What loads when").

/** `signMessage`, loaded on first use. */
export const signMessageOnUse = async (client: FoyerClient, parameters: SignMessageParameters): Promise<SignMessageReturnType> =>
  (await import('./signMessage.js')).signMessage(client, parameters)

/** `signTypedData`, loaded on first use. */
export const signTypedDataOnUse = async (client: FoyerClient, parameters: SignTypedDataParameters): Promise<SignTypedDataReturnType> =>
  (await import('./signTypedData.js')).signTypedData(client, parameters)

/** `sendTransaction`, loaded on first use. */
export const sendTransactionOnUse = async (client: FoyerClient, parameters: SendTransactionParameters): Promise<SendTransactionReturnType> =>
  (await import('./sendTransaction.js')).sendTransaction(client, parameters)

/** `signTransaction`, loaded on first use. */
export const signTransactionOnUse = async (client: FoyerClient, parameters: SignTransactionParameters): Promise<SignTransactionReturnType> =>
  (await import('./signTransaction.js')).signTransaction(client, parameters)

/** `exportWallet`, loaded on first use. */
export const exportWalletOnUse = async (client: FoyerClient, parameters: ExportWalletParameters): Promise<ExportWalletReturnType> =>
  (await import('./exportWallet.js')).exportWallet(client, parameters)

/** `delegateWallet`, loaded on first use (with the delegation screens' flow). */
export const delegateWalletOnUse = async (client: FoyerClient, parameters: DelegateWalletParameters): Promise<DelegateWalletReturnType> =>
  (await import('./delegation/delegateWallet.js')).delegateWallet(client, parameters)

/** `revokeWallets`, loaded on first use. */
export const revokeWalletsOnUse = async (client: FoyerClient, parameters: RevokeWalletsParameters = {}): Promise<RevokeWalletsReturnType> =>
  (await import('./delegation/revokeWallets.js')).revokeWallets(client, parameters)

/**
 * `attachExportFrame`, loaded on first use (by the export screen, a lazy chunk itself): returns the
 * detach function at once; attaching happens once the action loaded, unless detached before.
 */
export function attachExportFrameOnUse(client: FoyerClient, parameters: AttachExportFrameParameters): AttachExportFrameReturnType {
  let detach: AttachExportFrameReturnType | null = null
  let detached = false
  void import('./attachExportFrame.js').then(({ attachExportFrame }) => {
    if (!detached) detach = attachExportFrame(client, parameters)
  })
  return () => {
    detached = true
    detach?.()
  }
}
