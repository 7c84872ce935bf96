// @vitest-environment happy-dom
// fresh module graph: checks which copy and screen chunks the landing loads on first use.
import { cleanup } from '@testing-library/react'
import { afterEach, describe, it, vi } from 'vitest'
import { expectLandingWithLandingCopy } from './landing-loads.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// A file of its own: the whole catalogue stays loaded once a test of a file has loaded it.
describe('the landing loads only what it shows', () => {
  it("paints its entries (SMS, Farcaster, cross-app, guest, the wallet picker's) with the landing's part of the copy; the rest of the catalogue follows once idle", async () => {
    await expectLandingWithLandingCopy(['sms', 'farcaster', 'privy:providerapp00000000000001', 'guest', 'wallet'])
  })
})
