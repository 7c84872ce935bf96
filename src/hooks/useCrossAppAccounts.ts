'use client'
import { useQuery } from '@tanstack/react-query'
import { useFoyerQueryClient } from './queryClient.js'
import { useCallback } from 'react'
import { canSignWithConnection, crossAppConnectionsQueryOptions, crossAppFlow, linkCrossAppAccount, loginWithCrossAppAccount, unlinkCrossAppAccount, type AuthResult, type CrossAppConnection, type LinkCrossAppAccountParameters, type LoadingFlowState, type LoginWithCrossAppAccountParameters, type UnlinkCrossAppAccountParameters, type User } from '../core/internal.js'
import { useFlow } from './useFlow.js'
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
}

/**
 * Cross-app accounts: log in, link and unlink with an account of another app that uses the kit.
 * The connections are a cached server read: they use `FoyerProvider`'s `queryClient` (or one of
 * the kit's own, made on first use).
 */
export function useCrossAppAccounts(parameters: UseCrossAppAccountsParameters = {}): UseCrossAppAccountsReturnType {
  const { client, state, run } = useFlow(crossAppFlow, parameters)
  const { data: connections = [] } = useQuery(crossAppConnectionsQueryOptions(client), useFoyerQueryClient())
  return {
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
