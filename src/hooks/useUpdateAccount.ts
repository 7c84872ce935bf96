'use client'
import { useCallback, useRef } from 'react'
import {
  INITIAL_CODE_FLOW, openUi,
  type AuthResult, type CodeFlowEvent, type CodeFlowState, type Flow, type FoyerClient, type FoyerError, type Value,
} from '../core/internal.js'
import { useFlow } from './useFlow.js'
import { useUiFlowCallbacks } from './uiFlowCallbacks.js'

/** The parameters of the account-update hooks: what to call once the account is updated or the update fails. */
export type UseUpdateAccountParameters = {
  /** Once the account is updated (headless `submitCode`, or the UI's update flow). */
  onSuccess?: ((result: AuthResult) => void) | undefined
  /**
   * A failed step of an update (once per error), or — from the UI — the user leaving without
   * updating: USER_EXITED_UPDATE_FLOW when no error was reported before.
   */
  onError?: ((error: FoyerError) => void) | undefined
}

/** What the update hooks return, for a code login method's update (`Send`: what `sendCode` takes). */
export type UseUpdateAccountReturnType<Send> = {
  /** The method's code flow while it runs an update (`intent: 'update'`), else `initial`. */
  state: CodeFlowState
  /** Headless: sends a code to the new destination (the user must already have one). */
  sendCode: (parameters: Send) => Promise<unknown>
  /** Headless: submits the code; replaces the user's current account of this kind. */
  submitCode: (parameters: { code: string }) => Promise<AuthResult>
  /** Opens the default UI on the method's update screen. */
  open: () => void
}

/** An update by one-time code, as a method's update hook describes it. */
export type CodeUpdate<Send> = {
  /** The login method (the `method` of the update screen the default UI opens). */
  method: string
  flow: Flow<CodeFlowState, CodeFlowEvent>
  send: (client: FoyerClient, parameters: Send) => Promise<unknown>
  submit: (client: FoyerClient, parameters: { code: string }) => Promise<AuthResult>
  /** The headless alternative named when no default UI is mounted. */
  alternative: string
}

const views = new WeakMap<Flow<CodeFlowState, CodeFlowEvent>, Value<CodeFlowState>>()

/** A code flow as an update hook sees it: its state while it runs an update, else the initial state. */
function updateView(flow: Flow<CodeFlowState, CodeFlowEvent>): Value<CodeFlowState> {
  let view = views.get(flow)
  if (!view) {
    const get = (client: FoyerClient) => {
      const state = flow.get(client)
      return state.intent === 'update' ? state : INITIAL_CODE_FLOW
    }
    view = { ...flow, get, watch: (client, { onChange }) => flow.watch(client, { onChange: () => onChange(get(client)) }) }
    views.set(flow, view)
  }
  return view
}

/**
 * The one shape of the update hooks (the flow-hook shape, over the update runs of a code flow):
 * `onSuccess` / `onError` fire once per result and per error, whichever drove the update — this
 * hook, another component, or the default UI (whose exit is reported when the user leaves).
 */
export function useUpdateAccount<Send>(update: CodeUpdate<Send>, { onSuccess, onError }: UseUpdateAccountParameters): UseUpdateAccountReturnType<Send> {
  // The flow and the UI's update flow can both see one result or error: each is reported once.
  const reported = useRef(new WeakSet<object>())
  const once = <T extends object>(report: ((value: T) => void) | undefined) => (value: T) => {
    if (reported.current.has(value)) return
    reported.current.add(value)
    report?.(value)
  }
  const callbacks = { onComplete: once(onSuccess), onError: once(onError) }
  const { client, state, run } = useFlow(updateView(update.flow), callbacks)
  useUiFlowCallbacks(['update'], { onSuccess: callbacks.onComplete, onError: callbacks.onError })
  const { method, send, submit, alternative } = update
  return {
    state,
    sendCode: useCallback((p: Send) => run(() => send(client, p)), [client, run, send]),
    submitCode: useCallback((p: { code: string }) => run(() => submit(client, p)), [client, run, submit]),
    open: useCallback(() => openUi(client, { screen: 'update', method }, alternative), [client, method, alternative]),
  }
}
