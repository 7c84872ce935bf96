/**
 * The recovery request the default UI shows, and the open one's state. Light on purpose: the
 * default UI's overlays read it before anything recovers (showing a request is recoveryUi.ts).
 */
import type { FoyerClient } from '../../../client/types.js'
import { defineValue } from '../../../client/flow.js'
import type { UserRecoveryMethod } from '../../../types/recovery.js'
import type { RecoveryMethod } from '../../../types/walletService.js'

/**
 * A recovery request the default UI shows:
 * - `setRecovery`: secure the wallet (or, for a user without one, create it) with a method — the
 *   selection ('Secure your account' / 'Update backup method'), or straight to one method;
 * - `recover`: the wallet is not on this device and its method needs the user ('Enter your
 *   password', a cloud backup, automatic recovery).
 * The screens do the work with the public hooks (`useSetWalletPassword`, `useSetWalletRecovery`,
 * `useRecoverWallet`) and close with `closeRecoveryRequest`.
 */
export type RecoveryUiRequest =
  | {
      id: number
      kind: 'setRecovery'
      /** 'user': the host asked (cancel allowed); 'automatic': wallet creation asked (the done screen closes itself). */
      initiatedBy: 'user' | 'automatic'
      /** The wallet's method now; null for a user without a wallet (the screens create it). */
      currentMethod: RecoveryMethod | null
      /** where the screens start: the selection, or straight to one method */
      start: 'selection' | 'user-passcode' | 'google-drive' | 'icloud'
      /** The methods the selection offers (the app's `userOwnedRecoveryOptions`). */
      options: UserRecoveryMethod[]
    }
  | { id: number; kind: 'recover'; recoveryMethod: RecoveryMethod; entropyId: string }

/** A request as its caller describes it (the id is given when it shows). */
export type NewRecoveryUiRequest = RecoveryUiRequest extends infer R ? (R extends RecoveryUiRequest ? Omit<R, 'id'> : never) : never

/** The result a recovery request's caller gets: the method the wallet is secured (or was recovered) with. */
export type RecoveryRequestResult = { recoveryMethod: RecoveryMethod }

/** The recovery request the default UI shows now (null: none). */
export const recoveryRequestValue = defineValue<RecoveryUiRequest | null>({ id: 'recoveryRequest', initial: null })

/** An open recovery request: what it shows, the result the screens' work recorded, and closing it. */
export type PendingRecoveryRequest = {
  request: RecoveryUiRequest
  result: RecoveryRequestResult | null
  promise: Promise<RecoveryRequestResult>
  close: (error?: Error) => void
}
/** The open recovery request of each client (set by `showRecoveryRequest`). */
export const pendingRecoveryRequests = new WeakMap<FoyerClient, PendingRecoveryRequest>()

/** The recovery request on screen now (for `closeRecoveryRequest`). */
export const pendingRecoveryRequest = (client: FoyerClient): PendingRecoveryRequest | undefined => pendingRecoveryRequests.get(client)

