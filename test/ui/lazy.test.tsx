// @vitest-environment happy-dom
// fresh module graph: checks what the lazy copy catalogue loads on first use.
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enCatalogue } from '../../src/ui/copy/catalogue.js'
import { createUiTranslate } from '../../src/ui/copy/translate.js'
import { lazyComponent, lazyModule, readAll } from '../../src/ui/lib/lazy.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A load that settles when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('lazyModule (a chunk loaded on first use)', () => {
  it('loads once, suspends read() until loaded, then reads at once', async () => {
    const load = vi.fn(() => Promise.resolve({ value: 1 }))
    const module = lazyModule(load)
    expect(module.peek()).toBeUndefined()
    let thrown: unknown
    try {
      module.read()
    } catch (promise) {
      thrown = promise
    }
    expect(thrown).toBeInstanceOf(Promise)
    await thrown
    expect(module.read()).toEqual({ value: 1 })
    await module.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a failed load is thrown as the error by read(), and the next preload() tries again', async () => {
    const first = deferred<{ value: number }>()
    const load = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce({ value: 2 })
    const module = lazyModule(load)
    const preloading = module.preload()
    first.reject(new Error('chunk failed'))
    await expect(preloading).rejects.toThrow('chunk failed')
    expect(() => module.read()).toThrow('chunk failed')
    await expect(module.preload()).resolves.toEqual({ value: 2 })
    expect(module.read()).toEqual({ value: 2 })
  })

  it('readAll suspends once for every module still loading, then returns them in order', async () => {
    const a = lazyModule(() => Promise.resolve('a'))
    const b = lazyModule(() => Promise.resolve('b'))
    await a.preload()
    let thrown: unknown
    try {
      readAll([a, b])
    } catch (promise) {
      thrown = promise
    }
    expect(thrown).toBeInstanceOf(Promise)
    await thrown
    expect(readAll([a, b])).toEqual(['a', 'b'])
  })
})

describe('lazyComponent', () => {
  it('suspends to the nearest boundary until its chunk arrives', async () => {
    const chunk = deferred<(props: { name: string }) => ReactNode>()
    const Hello = lazyComponent(() => chunk.promise)
    render(<Suspense fallback={<p>loading</p>}><Hello name="Ada" /></Suspense>)
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => chunk.resolve(({ name }) => <p>Hello {name}</p>))
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
  })

  it('once preloaded, renders in the first render: the fallback never shows', async () => {
    const Hello = lazyComponent(async () => ({ name }: { name: string }) => <p>Hello {name}</p>)
    await Hello.preload()
    const fallback = vi.fn(() => <p>loading</p>)
    function Fallback() {
      return fallback()
    }
    render(<Suspense fallback={<Fallback />}><Hello name="Ada" /></Suspense>)
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(fallback).not.toHaveBeenCalled()
  })
})

describe('the copy catalogue in two parts', () => {
  it("the default UI's t() answers the landing's texts at once, and suspends for the others until the whole catalogue has loaded", async () => {
    const t = createUiTranslate({ 'landing.or': 'ou' })
    expect(t('landing.or')).toBe('ou')
    expect(t('landing.header')).toBe('Log in or sign up')
    let thrown: unknown
    try {
      t('emailCode.title')
    } catch (promise) {
      thrown = promise
    }
    expect(thrown).toBeInstanceOf(Promise)
    await thrown
    expect(enCatalogue.peek()).toBeDefined()
    expect(t('emailCode.title')).toBe('Enter confirmation code')
  })
})
