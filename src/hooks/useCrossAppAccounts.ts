'use client'
import { useQuery } from '@tanstack/react-query'
import { useFoyerQueryClient } from './queryClient.js'
import { useCallback } from 'react'
import { canSignWithConnection, crossAppConnectionsQueryOptions, crossAppFlow, crossAppPersonalSign, crossAppRequestFlow, crossAppSignTypedData, crossAppTransaction, linkCrossAppAccount, loginWithCrossAppAccount, requestCrossAppSignature, unlinkCrossAppAccount, type AuthResult, type CrossAppConnection, type CrossAppRequestState, type CrossAppTransactionInput, type CrossAppTypedData, type CrossAppWindow, type LinkCrossAppAccountParameters, type LoadingFlowState, type LoginWithCrossAppAccountParameters, type UnlinkCrossAppAccountParameters, type User, type WalletUiOptions } from '../core/internal.js'
import { useFlow } from './useFlow.js'
import { useValue } from './internal.js'

/** What every cross-app signing method of {@link useCrossAppAccounts} takes besides its payload. */
export type CrossAppSigningOptions = {
  /**
   * The cross-app wallet: an embedded wallet or a smart wallet of one of the user's cross-app
   * accounts (for a smart wallet the smart-wallet variant of the method is sent).
   */
  address: string
  /** `showWalletUIs: false`: no status screen in the default UI while the provider's popup is open. */
  uiOptions?: Pick<WalletUiOptions, 'showWalletUIs'> | undefined
  /** The browser surface (popup + messages); injectable for tests. */
  window?: CrossAppWindow | undefined
}
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useCrossAppAccounts}. */
export type UseCrossAppAccountsParameters = FlowCallbacks<AuthResult>
/** What {@link useCrossAppAccounts} returns. */
export type UseCrossAppAccountsReturnType = {
  /** status: initial | loading (connecting) | done | error; `provider` is the provider app id. */
  state: LoadingFlowState
  /** Opens the provider app in a popup (call it from a click) and logs in with its answer. */
  loginWithCrossAppAccount: (parameters: Omit<LoginWithCrossAppAccountParameters, 'intent'>) => Promise<AuthResult>
  linkCrossAppAccount: (parameters: LinkCrossAppAccountParameters) => Promise<AuthResult>
  /** 'Invalid subject' unless the user has a cross-app account with this subject. */
  unlinkCrossAppAccount: (parameters: UnlinkCrossAppAccountParameters) => Promise<User>
  /** This app's cross-app connections ([] until loaded). */
  connections: CrossAppConnection[]
  /** False for a read-only provider (it cannot sign transactions) or an unknown one. */
  canSign: (providerAppId: string) => boolean
  /** Back to `initial`: a popup wait in progress ends (USER_EXITED_*); other flows are untouched. */
  reset: () => void
  /**
   * The cross-app signature request under way: `initial`, `awaiting` (the provider app's popup is
   * open), `done` (with `result`) or `error`.
   */
  request: CrossAppRequestState
  /** personal_sign of a UTF-8 message by the cross-app wallet, in the provider app's popup (call it from a click); `foyer_signSmartWalletMessage` for a smart wallet. */
  signMessage: (parameters: CrossAppSigningOptions & { message: string }) => Promise<`0x${string}`>
  /** eth_signTypedData_v4 by the cross-app wallet, in the provider app's popup (call it from a click); `foyer_signSmartWalletTypedData` for a smart wallet. */
  signTypedData: (parameters: CrossAppSigningOptions & { typedData: CrossAppTypedData }) => Promise<`0x${string}`>
  /**
   * eth_sendTransaction from the cross-app wallet (the provider app sends it): the transaction hash.
   * For a smart wallet, `foyer_sendSmartWalletTx`: the provider app sends a user operation and
   * answers the hash of the transaction that included it.
   */
  sendTransaction: (parameters: CrossAppSigningOptions & { transaction: CrossAppTransactionInput }) => Promise<`0x${string}`>
  /** eth_signTransaction by the cross-app embedded wallet: the signed, serialized transaction (a smart wallet cannot: 'Cannot request a signature with this wallet address'). */
  signTransaction: (parameters: CrossAppSigningOptions & { transaction: CrossAppTransactionInput }) => Promise<`0x${string}`>
}

/**
 * Cross-app accounts: log in, link and unlink with an account of another app that uses the kit,
 * and sign with its wallets (embedded, or smart: then the smart-wallet variants are sent):
 * `signMessage`, `signTypedData`, `sendTransaction`, `signTransaction` open the provider app's popup at once (call them from a click) and resolve with its answer
 * (core `requestCrossAppSignature`; `request` tells where it stands). The connections are a cached
 * server read: they use `FoyerProvider`'s `queryClient` (or one of the kit's own, made on first
 * use); once loaded, a read-only provider is refused before any popup opens.
 */
export function useCrossAppAccounts(parameters: UseCrossAppAccountsParameters = {}): UseCrossAppAccountsReturnType {
  const { client, state, run } = useFlow(crossAppFlow, parameters)
  const { data: connections = [], isSuccess } = useQuery(crossAppConnectionsQueryOptions(client), useFoyerQueryClient())
  const request = useValue(crossAppRequestFlow)
  const known = isSuccess ? connections : undefined
  // No await before the request: its popup must open during the click.
  const sign = useCallback(
    (address: string, signRequest: Parameters<typeof requestCrossAppSignature>[1]['request'], options: CrossAppSigningOptions) =>
      requestCrossAppSignature(client, { address, request: signRequest, connections: known, uiOptions: options.uiOptions, window: options.window }),
    [client, known],
  )
  return {
    request,
    signMessage: useCallback((p) => sign(p.address, crossAppPersonalSign(p.message, p.address), p), [sign]),
    signTypedData: useCallback((p) => sign(p.address, crossAppSignTypedData(p.typedData, p.address), p), [sign]),
    sendTransaction: useCallback((p) => sign(p.address, crossAppTransaction('eth_sendTransaction', p.transaction, p.address), p), [sign]),
    signTransaction: useCallback((p) => sign(p.address, crossAppTransaction('eth_signTransaction', p.transaction, p.address), p), [sign]),
    state,
    loginWithCrossAppAccount: useCallback((p) => run(() => loginWithCrossAppAccount(client, p)), [client, run]),
    linkCrossAppAccount: useCallback((p) => run(() => linkCrossAppAccount(client, p)), [client, run]),
    unlinkCrossAppAccount: useCallback((p) => run(() => unlinkCrossAppAccount(client, p)), [client, run]),
    connections,
    canSign: useCallback(
      (providerAppId: string) => canSignWithConnection(connections.find((c) => c.providerAppId === providerAppId)),
      [connections],
    ),
    reset: useCallback(() => crossAppFlow.reset(client), [client]),
  }
}
