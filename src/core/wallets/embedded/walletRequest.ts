import type { FoyerClient } from '../../client/types.js'
import { defineValue } from '../../client/flow.js'
import type { WalletExportTarget } from './walletExport.js'

// The request on screen, apart from the flows and the code that shows it (./walletUi.ts): what a
// mounted default UI watches from its first render, so it loads none of the signing code before a
// request comes.

/**
 * What a signing request shows in the default UI (`uiOptions` of `signMessage`, `signTypedData`,
 * `sendTransaction`, `signTransaction` and their hooks). Every field is optional.
 */
export type WalletUiOptions = {
  /** The screen's title (default 'Sign message'; for a transaction, the confirmation's title). */
  title?: string | undefined
  /** The text under the title (default 'Signing this message will not cost you any fees.'). */
  description?: string | undefined
  /** The approve button (default 'Sign and continue'; 'Approve' for a transaction). */
  buttonText?: string | undefined
  /** An image shown on top of the sign screen (an https or data URL). */
  iconUrl?: string | undefined
  /** Show a button that declines the request ('Cancel'; 'Not now' for a transaction). Default: false. */
  isCancellable?: boolean | undefined
  /** false: sign with no screen, as a headless host does. Default: true. */
  showWalletUIs?: boolean | undefined
  /** The receipt's title (default 'Transaction complete!' / 'Transaction signed!'). */
  successHeader?: string | undefined
  /** The receipt's text (default "You're all set."). */
  successDescription?: string | undefined
  /** What the confirmation says about the contract called: its image. */
  transactionInfo?: { title?: string | undefined; action?: string | undefined; contractInfo?: { imgUrl?: string | undefined; imgAltText?: string | undefined } | undefined } | undefined
}

/** A signing request the default UI shows: a message, typed data, or a transaction to send or sign. */
export type WalletUiRequest =
  | { id: number; kind: 'signMessage'; address: string; message: string; uiOptions: WalletUiOptions }
  | { id: number; kind: 'signTypedData'; address: string; typedData: Record<string, unknown>; uiOptions: WalletUiOptions }
  | { id: number; kind: 'transaction'; mode: 'send' | 'sign'; address: string; transaction: Record<string, unknown>; uiOptions: WalletUiOptions }
  /** A Solana transaction to sign (`mode: 'sign'`) or sign and send; what it does is in `solanaTransactionFlow`. */
  | { id: number; kind: 'solanaTransaction'; mode: 'send' | 'sign'; address: string; uiOptions: WalletUiOptions }
  /** A wallet export (`exportWallet`): the wallet the export frame shows; where it stands is in `walletExportFlow` (./exportFlow.ts). */
  | ({ id: number; kind: 'export'; uiOptions: WalletUiOptions } & WalletExportTarget)
  /**
   * Delegated actions (`delegateWallet`, `revokeWallets`): the consent 'Enable offline access'
   * (`action: 'delegate'`, the wallet to delegate) or 'Revoke offline access to wallet'
   * (`action: 'revoke'`, the first delegated wallet); where it stands is in `delegationFlow`.
   */
  | { id: number; kind: 'delegation'; action: 'delegate' | 'revoke'; address: string; chainType: 'ethereum' | 'solana'; uiOptions: WalletUiOptions }
  /**
   * A Farcaster signer request (`requestFarcasterSigner`): the approval link as a QR code while the
   * status is polled, for the user's Farcaster account (its fid and custody address); where it
   * stands (and the link) is in `farcasterSignerFlow`.
   */
  | { id: number; kind: 'farcasterSigner'; fid: number; address: string; uiOptions: WalletUiOptions }
  /**
   * A request to the wallet of an account held in another app (the provider app): its popup is
   * open; where it stands is in the request's own flow.
   */
  | { id: number; kind: 'providerApp'; address: string; method: 'personal_sign' | 'eth_signTypedData_v4' | 'eth_sendTransaction' | 'eth_signTransaction' | 'foyer_signSmartWalletMessage' | 'foyer_signSmartWalletTypedData' | 'foyer_sendSmartWalletTx'; providerAppId: string; uiOptions: WalletUiOptions }

/** A request as its caller describes it (the id is given when it shows). */
export type NewWalletUiRequest = WalletUiRequest extends infer R ? (R extends WalletUiRequest ? Omit<R, 'id'> : never) : never

/** The request the wallet screens show now (null: none). */
export const walletRequestValue = defineValue<WalletUiRequest | null>({ id: 'walletRequest', initial: null })

/** What the approve (or retry) button passes: `resetNonce` lets the chain pick the nonce again. */
export type ConfirmOptions = { resetNonce?: boolean | undefined }

type Pending = { request: WalletUiRequest; confirm: (options: ConfirmOptions) => Promise<void>; close: () => void }
/** The request on screen per client and its buttons (./walletUi.ts sets and clears it). */
export const pendingRequests = new WeakMap<FoyerClient, Pending>()

/** The request on screen now and what its buttons do (for `confirmWalletRequest` / `closeWalletRequest`). */
export const pendingWalletRequest = (client: FoyerClient): Pending | undefined => pendingRequests.get(client)
