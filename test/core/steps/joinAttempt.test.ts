import { describe, expect, it } from 'vitest'
import { defineValue } from '../../../src/core/client/flow.js'
import { joinAttempt } from '../../../src/core/steps/joinAttempt.js'
import { fakeFetch, json, makeClient } from '../helpers.js'

const newClient = () => makeClient({ fetch: fakeFetch(() => json({})) })
const busy = defineValue({ id: 'joinAttemptTest', initial: 'idle' as 'idle' | 'busy' })
const deferred = <T,>() => {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('joinAttempt', () => {
  it('a second call while the state is joinable gets the attempt under way; the same key only; per client', async () => {
    const client = newClient()
    const other = newClient()
    busy.set(client, 'busy')
    busy.set(other, 'busy')
    const first = deferred<string>()
    let starts = 0
    const start = () => {
      starts += 1
      return first.promise
    }
    const joinable = (state: string) => state === 'busy'
    const a = joinAttempt(client, busy, { key: 'w1', joinable }, start)
    expect(joinAttempt(client, busy, { key: 'w1', joinable }, start)).toBe(a)
    expect(starts).toBe(1)
    const b = joinAttempt(client, busy, { key: 'w2', joinable }, () => Promise.resolve('w2'))
    expect(b).not.toBe(a)
    expect(joinAttempt(other, busy, { key: 'w1', joinable }, () => Promise.resolve('other'))).not.toBe(a)
    first.resolve('w1')
    await expect(a).resolves.toBe('w1')
  })

  it('starts over when the state is no longer joinable, or once the attempt settled', async () => {
    const client = newClient()
    busy.set(client, 'busy')
    const joinable = (state: string) => state === 'busy'
    const a = joinAttempt(client, busy, { joinable }, () => new Promise<string>(() => undefined))
    busy.set(client, 'idle')
    const b = joinAttempt(client, busy, { joinable }, () => Promise.resolve('b'))
    expect(b).not.toBe(a)
    await b
    busy.set(client, 'busy')
    const c = joinAttempt(client, busy, { joinable }, () => Promise.resolve('c'))
    expect(c).not.toBe(b)
    await expect(c).resolves.toBe('c')
  })
})
