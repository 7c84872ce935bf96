import { describe, expect, it } from 'vitest'
import { createDevBackend, DEV_WALLET_DIRECTORY, FAKE_WALLET_DIRECTORY_PATH } from '../../src/testing/index.js'
import { call } from './helpers.js'

const path = (query = '?projectId=demo-project') => `${FAKE_WALLET_DIRECTORY_PATH}/v3/wallets${query}`

describe('the fake wallet directory (GET /fake/wallet-directory/v3/wallets)', () => {
  it("answers the directory service's shape: listings by id, count and total, in the service's order", async () => {
    const res = await call(createDevBackend(), 'GET', path(), { appId: null })
    expect(res.status).toBe(200)
    expect(res.body.count).toBe(DEV_WALLET_DIRECTORY.length)
    expect(res.body.total).toBe(DEV_WALLET_DIRECTORY.length)
    const listings = Object.values(res.body.listings) as { id: string; slug: string; name: string; chains: string[]; image_url: { sm: string }; mobile: object }[]
    expect(listings.map((l) => l.slug)).toEqual(DEV_WALLET_DIRECTORY.map((l) => l.slug))
    expect(Object.keys(res.body.listings)).toEqual(DEV_WALLET_DIRECTORY.map((l) => l.id))
    for (const l of listings) {
      expect(l.chains.every((c) => /^(eip155|solana):/.test(c))).toBe(true)
      expect(l.image_url.sm).toMatch(/^data:image\/svg\+xml,/)
    }
    // Not sorted for the kit: the well-known wallets are not first, and the exchange-owned one is there.
    expect(listings[0]!.slug).toBe('trust-wallet')
    expect(listings.some((l) => l.slug === 'coinbase-wallet')).toBe(true)
  })

  it.each([['no projectId', ''], ['an empty projectId', '?projectId='], ['a projectId with odd characters', '?projectId=%3Cscript%3E']])(
    'refuses %s (400 invalid_data)', async (_, query) => {
      const res = await call(createDevBackend(), 'GET', path(query), { appId: null })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ error: 'Missing or invalid query: projectId', code: 'invalid_data' })
    },
  )

  it('answers only with dev routes on', async () => {
    expect((await call(createDevBackend({ devRoutes: false }), 'GET', path(), { appId: null })).status).toBe(404)
  })

  it("the backend's faults make it fail or slow (what the kit falls back from)", async () => {
    const backend = createDevBackend()
    backend.faults.add({ method: 'GET', path: `${FAKE_WALLET_DIRECTORY_PATH}/v3/wallets`, status: 503, times: 1 })
    expect((await call(backend, 'GET', path(), { appId: null })).status).toBe(503)
    expect((await call(backend, 'GET', path(), { appId: null })).status).toBe(200)
  })
})
