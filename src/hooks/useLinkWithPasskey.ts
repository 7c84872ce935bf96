'use client'
import { useCallback } from 'react'
import {
  linkWithPasskey, passkeyFlow, unlinkPasskey, type AuthResult, type PasskeyFlowState, type UnlinkPasskeyParameters, type User,
} from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useLinkWithPasskey}. */
export type UseLinkWithPasskeyParameters = FlowCallbacks<AuthResult>
/** What {@link useLinkWithPasskey} returns. */
export type UseLinkWithPasskeyReturnType = {
  /** status: initial | generating-challenge | awaiting-passkey | done | error (shared by the passkey hooks). */
  state: PasskeyFlowState
  /** Adds a new passkey to the logged-in user (at most 5). */
  linkWithPasskey: () => Promise<AuthResult>
  /** Removes one of the user's passkeys. */
  unlinkPasskey: (parameters: UnlinkPasskeyParameters) => Promise<User>
  /** Back to `initial` (ends a ceremony in progress); other flows are untouched. */
  reset: () => void
}

/** Linking and unlinking passkeys, headless. `onComplete` / `onError` report the link ceremonies. */
export function useLinkWithPasskey(parameters: UseLinkWithPasskeyParameters = {}): UseLinkWithPasskeyReturnType {
  const { client, state, run } = useFlow(passkeyFlow, parameters, (s) => s.mode === 'link')
  return {
    state,
    linkWithPasskey: useCallback(() => run(() => linkWithPasskey(client)), [client, run]),
    unlinkPasskey: useCallback((p) => run(() => unlinkPasskey(client, p)), [client, run]),
    reset: useCallback(() => passkeyFlow.reset(client), [client]),
  }
}
