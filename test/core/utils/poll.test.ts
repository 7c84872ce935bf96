import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pollUntil } from '../../../src/core/utils/poll.js'
import type { Timers } from '../../../src/core/utils/timers.js'

class Timeout extends Error {}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const settle = <T,>(promise: Promise<T>) => {
  const result: { value?: T; error?: unknown; done: boolean } = { done: false }
  promise.then((value) => Object.assign(result, { value, done: true }), (error) => Object.assign(result, { error, done: true }))
  return result
}

describe('pollUntil', () => {
  it('polls every interval (first after one interval when not immediate) until an attempt gives a value', async () => {
    let calls = 0
    const result = settle(pollUntil({
      attempt: () => (++calls === 3 ? 'ready' : undefined),
      intervalMs: 2000, timeoutMs: 120_000, onTimeout: () => new Timeout(), immediate: false,
    }))
    await vi.advanceTimersByTimeAsync(1999)
    expect(calls).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(calls).toBe(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(result).toEqual({ value: 'ready', done: true })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toBe(3)
  })

  it('immediate (default) runs the first attempt at once', async () => {
    const attempt = vi.fn(() => 'now')
    await expect(pollUntil({ attempt, intervalMs: 300, timeoutMs: 1000, onTimeout: () => new Timeout() })).resolves.toBe('now')
    expect(attempt).toHaveBeenCalledTimes(1)
  })

  it('fails with onTimeout() when the time runs out, and stops polling', async () => {
    const attempt = vi.fn(() => undefined)
    const result = settle(pollUntil({ attempt, intervalMs: 2000, timeoutMs: 120_000, onTimeout: () => new Timeout('late'), immediate: false }))
    await vi.advanceTimersByTimeAsync(119_999)
    expect(result.done).toBe(false)
    expect(attempt).toHaveBeenCalledTimes(59)
    await vi.advanceTimersByTimeAsync(1)
    expect(result.error).toBeInstanceOf(Timeout)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(attempt).toHaveBeenCalledTimes(59)
  })

  it('an attempt that throws ends the wait with its error', async () => {
    const boom = new Error('rejected')
    const result = settle(pollUntil({ attempt: () => { throw boom }, intervalMs: 10, timeoutMs: 100, onTimeout: () => new Timeout() }))
    await vi.advanceTimersByTimeAsync(0)
    expect(result.error).toBe(boom)
  })

  it('aborting ends the wait with the reason and aborts the attempt in flight', async () => {
    const controller = new AbortController()
    let inFlight: AbortSignal | undefined
    const result = settle(pollUntil({
      attempt: (signal) => { inFlight = signal; return new Promise<undefined>(() => {}) },
      intervalMs: 10, timeoutMs: 1000, onTimeout: () => new Timeout(), signal: controller.signal,
    }))
    await vi.advanceTimersByTimeAsync(0)
    controller.abort(new Error('closed'))
    await vi.advanceTimersByTimeAsync(0)
    expect((result.error as Error).message).toBe('closed')
    expect(inFlight?.aborted).toBe(true)
    await expect(pollUntil({ attempt: () => 1, intervalMs: 1, timeoutMs: 1, onTimeout: () => new Timeout(), signal: controller.signal })).rejects.toThrow('closed')
  })

  it('attempts never overlap: the next is scheduled after the previous settled', async () => {
    let running = 0
    let overlap = false
    const result = settle(pollUntil({
      attempt: async () => {
        overlap ||= running > 0
        running++
        await new Promise((r) => setTimeout(r, 5000))
        running--
        return undefined
      },
      intervalMs: 1000, timeoutMs: 30_000, onTimeout: () => new Timeout(),
    }))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(overlap).toBe(false)
    expect(result.error).toBeInstanceOf(Timeout)
  })

  it('uses injected timers', async () => {
    const scheduled: { fn: () => void; ms: number }[] = []
    const timers: Timers = { setTimeout: (fn, ms) => scheduled.push({ fn, ms }), clearTimeout: () => {} }
    const result = settle(pollUntil({ attempt: () => undefined, intervalMs: 300, timeoutMs: 120_000, onTimeout: () => new Timeout(), timers, immediate: false }))
    expect(scheduled.map((s) => s.ms)).toEqual([120_000, 300])
    scheduled[0]!.fn()
    await Promise.resolve()
    expect(result.error).toBeInstanceOf(Timeout)
  })
})
