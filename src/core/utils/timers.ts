/**
 * The timers a waiting loop uses, injectable so tests can drive time (fake timers, or a scripted
 * clock). The default delegates to the global timers at call time, so `vi.useFakeTimers()` works too.
 */
export type Timers = {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
}

export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
}
