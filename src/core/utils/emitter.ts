export type Listener<T> = (payload: T) => void

/** A tiny typed event emitter. Listener errors are isolated so one host bug never breaks a flow. */
export type Emitter<Events extends Record<string, unknown>> = {
  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): () => void
  emit<E extends keyof Events>(event: E, payload: Events[E]): void
}

export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener as Listener<never>)
      return () => void set.delete(listener as Listener<never>)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as Listener<typeof payload>)(payload)
        } catch (error) {
          console.error(`[foyer] a '${String(event)}' listener threw`, error)
        }
      }
    },
  }
}
