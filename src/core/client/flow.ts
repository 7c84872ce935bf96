import { atom, type PrimitiveAtom } from 'jotai/vanilla'
import type { FoyerClient } from './types.js'

/** Subscribes to a piece of client state: `onChange` gets the new value (see `Value.watch`). */
export type WatchParameters<T> = { onChange: (value: T) => void }

/**
 * When a value is put back to its initial state without being asked for by name:
 * - `'auth'`: part of a login journey — cleared when the default UI closes and at logout
 *   (`resetAuthFlows`);
 * - `'client'`: lives as long as the client (or the session), reset only by its own owner.
 */
export type ValueScope = 'auth' | 'client'

/** A piece of client state: one atom in each client's own store, read through get/watch. */
export type Value<T> = {
  /** A name for debugging and errors (unique among the kit's values). */
  readonly id: string
  readonly initial: T
  readonly scope: ValueScope
  /** The atom, for code of the kit that composes atoms (hooks bind the client's store). */
  readonly atom: PrimitiveAtom<T>
  get(client: FoyerClient): T
  /** Calls `onChange` with the new value after each change; returns the unsubscribe function. */
  watch(client: FoyerClient, parameters: WatchParameters<T>): () => void
  set(client: FoyerClient, value: T): void
  /** Back to `initial`. */
  reset(client: FoyerClient): void
}

export type DefineValueParameters<T> = { id: string; initial: T; scope?: ValueScope | undefined }

const resettable = new Set<{ scope: ValueScope; reset(client: FoyerClient): void }>()

/** Defines a piece of client state (its atom, get/watch/set/reset). */
export function defineValue<T>({ id, initial, scope = 'client' }: DefineValueParameters<T>): Value<T> {
  const valueAtom = atom(initial)
  valueAtom.debugLabel = id
  const value: Value<T> = {
    id,
    initial,
    scope,
    atom: valueAtom,
    get: (client) => client.store.get(valueAtom),
    watch: (client, { onChange }) => client.store.sub(valueAtom, () => onChange(client.store.get(valueAtom))),
    set: (client, next) => client.store.set(valueAtom, next),
    reset: (client) => client.store.set(valueAtom, initial),
  }
  resettable.add(value)
  return value
}

/** Why a run's signal fired: the flow was reset, or a newer run of the same flow began. */
export class FlowAbortedError extends Error {
  override readonly name = 'FlowAbortedError'
  constructor(
    readonly flow: string,
    readonly reason: 'reset' | 'superseded',
  ) {
    super(`The ${flow} flow was ${reason === 'reset' ? 'reset' : 'started again'}`)
  }
}

/** One run of a flow (one login attempt): it owns an AbortSignal. */
export type FlowRun<S, E> = {
  /** Fires (with a FlowAbortedError) when the flow is reset or a newer run begins. */
  readonly signal: AbortSignal
  /**
   * Applies an event while this run is the flow's current one; after an abort it changes nothing
   * and returns the state as it is.
   */
  dispatch(event: E): S
  /** Throws the abort reason once the run was aborted. */
  throwIfAborted(): void
}

/** A multi-step flow: a pure transition function over its status union, bound to each client's store. */
export type Flow<S, E> = Value<S> & {
  readonly transition: (state: S, event: E) => S
  /** Applies an event to the client's current state (outside any run). */
  dispatch(client: FoyerClient, event: E): S
  /** Starts a run: the previous run of this flow on this client is aborted. */
  begin(client: FoyerClient): FlowRun<S, E>
  /** The run under way (a later step of it, e.g. submitting a code), or a new one when none is. */
  current(client: FoyerClient): FlowRun<S, E>
  /** Back to `initial`; an unfinished run is aborted. Other flows are untouched. */
  reset(client: FoyerClient): void
}

export type DefineFlowParameters<S, E> = DefineValueParameters<S> & { transition: (state: S, event: E) => S }

/**
 * Defines a flow: its atom, dispatch, get, watch and reset, and runs that own an AbortSignal.
 * Resetting one flow touches only that flow (and aborts only its own run).
 */
export function defineFlow<S, E>({ id, initial, transition, scope = 'auth' }: DefineFlowParameters<S, E>): Flow<S, E> {
  const value = defineValue({ id, initial, scope })
  resettable.delete(value)
  const runs = new WeakMap<FoyerClient, AbortController>()
  const abort = (client: FoyerClient, reason: 'reset' | 'superseded') => {
    const controller = runs.get(client)
    runs.delete(client)
    controller?.abort(new FlowAbortedError(id, reason))
  }
  const dispatch = (client: FoyerClient, event: E): S => {
    const next = transition(value.get(client), event)
    value.set(client, next)
    return next
  }
  const flow: Flow<S, E> = {
    ...value,
    transition,
    dispatch,
    reset: (client) => {
      abort(client, 'reset')
      value.reset(client)
    },
    begin: (client) => {
      abort(client, 'superseded')
      const controller = new AbortController()
      runs.set(client, controller)
      return runOf(client, controller)
    },
    current: (client) => {
      const controller = runs.get(client) ?? new AbortController()
      runs.set(client, controller)
      return runOf(client, controller)
    },
  }
  const runOf = (client: FoyerClient, { signal }: AbortController): FlowRun<S, E> => ({
    signal,
    dispatch: (event) => (signal.aborted ? value.get(client) : dispatch(client, event)),
    throwIfAborted: () => {
      if (signal.aborted) throw signal.reason
    },
  })
  resettable.add(flow)
  return flow
}

/**
 * Clears the state of every login journey ('auth' scope: each login method's flow, the wallet
 * connection attempt, the post-login sequence …), aborting their runs. Called when the default UI
 * closes and at logout; a flow hook's own `reset` resets only its flow.
 */
export function resetAuthFlows(client: FoyerClient): void {
  for (const value of resettable) if (value.scope === 'auth') value.reset(client)
}

/** A promise that rejects with the signal's reason when it fires (for racing a wait against a reset). */
export function whenAborted(signal: AbortSignal): Promise<never> {
  const promise = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
  promise.catch(() => {})
  return promise
}
