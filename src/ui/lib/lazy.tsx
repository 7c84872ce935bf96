'use client'
import type { ComponentType, ReactNode } from 'react'

/**
 * A module loaded on first use (a chunk of its own), with `preload()` to start loading it early
 * (on open, on idle) and `read()` for render: the module once loaded, else it suspends (throws
 * the load's promise, for the nearest Suspense boundary). A failed load is thrown as the error
 * (for an error boundary) and retried by the next `preload()`.
 */
export type LazyModule<M> = {
  preload(): Promise<M>
  read(): M
  /** The module if it has loaded, else undefined. */
  peek(): M | undefined
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loaded: { module: M } | undefined
  let failed: { error: unknown } | undefined
  let loading: Promise<M> | undefined
  const preload = () => {
    if (loaded) return Promise.resolve(loaded.module)
    loading ??= load().then(
      (module) => {
        loaded = { module }
        failed = undefined
        return module
      },
      (error: unknown) => {
        failed = { error }
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    preload,
    read: () => {
      if (loaded) return loaded.module
      if (failed) throw failed.error
      // Suspend until it arrives (the catch keeps an unhandled rejection out of the console: the
      // next render throws the error itself).
      throw preload().catch(() => undefined)
    },
    peek: () => loaded?.module,
  }
}

/** Every module once all have loaded, else suspends until they have (one Suspense wait for all). */
export function readAll<M>(modules: readonly LazyModule<M>[]): M[] {
  const pending: Promise<unknown>[] = []
  const values = modules.map((module) => {
    try {
      return module.read()
    } catch (thrown) {
      if (!(thrown instanceof Promise)) throw thrown
      pending.push(thrown)
      return undefined as M
    }
  })
  if (pending.length > 0) throw Promise.all(pending)
  return values
}

/** A component in a chunk of its own: renders at once once loaded (no fallback then), else suspends. */
export type LazyComponent<P> = {
  (props: P): ReactNode
  /**
   * Starts loading the component's chunk (idempotent). A landing entry that renders another
   * chunk per login method (the wallet room's) takes the method.
   */
  preload(loginMethod?: string): Promise<unknown>
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const module = lazyModule(load)
  function Lazy(props: P) {
    const Component = module.read()
    return <Component {...props} />
  }
  return Object.assign(Lazy, { preload: () => module.preload() })
}

/** A lazy component from a module's default export (a screen). */
export const lazyDefault = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> =>
  lazyComponent(() => load().then((module) => module.default))

/** Starts loading a component if it is lazy (`preload`); a plain component needs nothing. */
export function preloadComponent(component: unknown, loginMethod?: string): Promise<unknown> {
  const preload = (component as Partial<LazyComponent<object>> | null | undefined)?.preload
  return typeof preload === 'function' ? preload(loginMethod).catch(() => undefined) : Promise.resolve()
}
