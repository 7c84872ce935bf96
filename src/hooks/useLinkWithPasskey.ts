'use client'
import { useCallback } from 'react'
import {
  linkWithPasskey, unlinkPasskey, type AuthResult, type PasskeyFlowState, type UnlinkPasskeyParameters, type User,
} from '../core/index.js'
import type { FlowCallbacks } from './internal.js'
import { usePasskeyFlow } from './passkeyHooks.js'

export type UseLinkWithPasskeyParameters = FlowCallbacks<AuthResult>
export type UseLinkWithPasskeyReturnType = {
  /** status: initial | generating-challenge | awaiting-passkey | done | error (shared by the passkey hooks). */
  state: PasskeyFlowState
  /** Adds a new passkey to the logged-in user (at most 5). */
  linkWithPasskey: () => Promise<AuthResult>
  /** Removes one of the user's passkeys. */
  unlinkPasskey: (parameters: UnlinkPasskeyParameters) => Promise<User>
}

/** Linking and unlinking passkeys, headless. */
export function useLinkWithPasskey(parameters: UseLinkWithPasskeyParameters = {}): UseLinkWithPasskeyReturnType {
  const { client, state, run, report } = usePasskeyFlow(parameters)
  return {
    state,
    linkWithPasskey: useCallback(() => run(() => linkWithPasskey(client)), [client, run]),
    unlinkPasskey: useCallback((p) => report(() => unlinkPasskey(client, p)), [client, report]),
  }
}
