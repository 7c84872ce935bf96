/**
 * `/__dev/*` (live login codes, users, custom-auth tokens) as an attacker would reach it: from a
 * page of another origin, from another machine, through a rebound DNS name, or on a server not
 * started in dev mode.
 */
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevBackend } from '../../../src/testing/index.js'
import { startDevServer, type DevServer } from '../../../src/testing/node.js'
import { call } from '../helpers.js'

/** A GET with headers fetch may not set (Host). */
function rawGet(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('dev routes in-process', () => {
  it('devRoutes: false turns every /__dev path into a 404, routes added later included', async () => {
    const backend = createDevBackend({ devRoutes: false })
    for (const path of ['/__dev/mailbox', '/__dev/users', '/__dev/sms', '/__dev/faucet', '/__dev/anything']) {
      const res = await call(backend, 'GET', path)
      expect(res.status, path).toBe(404)
    }
    expect((await call(backend, 'POST', '/__dev/custom-token', { body: { sub: 'admin' } })).status).toBe(404)
  })

  it('a non-loopback peer is 403 dev_routes_loopback_only', async () => {
    const backend = createDevBackend()
    const res = await call(backend, 'GET', '/__dev/mailbox', { connection: { remoteAddress: '192.168.1.20' } })
    expect(res).toMatchObject({ status: 403, body: { code: 'dev_routes_loopback_only' } })
    expect((await call(backend, 'GET', '/__dev/mailbox', { connection: { remoteAddress: '::ffff:127.0.0.1' } })).status).toBe(200)
  })
})

describe('the node dev server', () => {
  const lines: string[] = []
  const backend = createDevBackend({ allowedOrigins: ['http://localhost:5173'] })
  let dev: DevServer
  let plain: DevServer

  beforeAll(async () => {
    dev = await startDevServer({ backend, port: 0, dev: true, log: (line) => lines.push(line) })
    plain = await startDevServer({ backend, port: 0 })
    await fetch(`${dev.url}/api/v1/passwordless/init`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'foyer-app-id': backend.appId },
      body: JSON.stringify({ email: 'victim@example.com' }),
    })
  })
  afterAll(async () => {
    await dev?.close()
    await plain?.close()
  })

  it('says at start that dev mode is on, for loopback clients of the allowed origins', () => {
    expect(lines[0]).toBe('Dev mode: /__dev/* (mailbox, users, custom tokens …) answers loopback clients only, from pages of http://localhost:5173 or this server.')
  })

  it('a page of another origin cannot read the mailbox (403 and no CORS grant)', async () => {
    const res = await fetch(`${dev.url}/__dev/mailbox`, { headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(await res.text()).not.toContain('victim@example.com')
  })

  it('a rebound DNS name (Host evil.example) is 403 invalid_host, same-origin or not', async () => {
    // What a page of http://evil.example:PORT sends once its name resolves to 127.0.0.1.
    const res = await rawGet(dev.port, '/__dev/mailbox', { host: `evil.example:${dev.port}`, origin: `http://evil.example:${dev.port}` })
    expect(res.status).toBe(403)
    expect(JSON.parse(res.body).code).toBe('invalid_host')
    expect((await rawGet(dev.port, '/__dev/mailbox', { host: `localhost:${dev.port}` })).status).toBe(200)
  })

  it('loopback tools and the allowed app page read it', async () => {
    const tool = await fetch(`${dev.url}/__dev/mailbox`)
    expect(tool.status).toBe(200)
    expect(await tool.text()).toContain('victim@example.com')
    const page = await fetch(`${dev.url}/__dev/mailbox`, { headers: { origin: 'http://localhost:5173' } })
    expect(page.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it('without dev: true, /__dev/* does not exist (404) while the API answers', async () => {
    expect((await fetch(`${plain.url}/__dev/mailbox`)).status).toBe(404)
    expect((await fetch(`${plain.url}/__dev/custom-token`, { method: 'POST', body: '{"sub":"admin"}' })).status).toBe(404)
    expect((await fetch(`${plain.url}/api/v1/apps/${backend.appId}`)).status).toBe(200)
  })

  it('per-IP limits see the peer address: 51 code requests from one client are refused at the 51st', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 51; i++) {
      const res = await fetch(`${plain.url}/api/v1/passwordless/init`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'foyer-app-id': backend.appId },
        body: JSON.stringify({ email: `ip${i}@example.com` }),
      })
      statuses.push(res.status)
    }
    // One code was requested in beforeAll from the same loopback client.
    expect(statuses.indexOf(429)).toBe(49)
  })
})
