import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_APP_ID, createDevBackend } from '../../src/testing/index.js'
import { startDevServer, type DevServer } from '../../src/testing/node.js'

describe('startDevServer', () => {
  const backend = createDevBackend()
  let dir: string
  let server: DevServer
  const lines: string[] = []

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'foyer-dev-'))
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>demo</title>')
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1)')
    server = await startDevServer({ backend, port: 0, staticDir: dir, log: (line) => lines.push(line) })
  })

  afterAll(async () => {
    await server?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('listens on a free port and serves the API, static files and the SPA fallback on one port', async () => {
    expect(server.port).toBeGreaterThan(0)
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`)

    const config = await fetch(`${server.url}/api/v1/apps/${DEV_APP_ID}`, { headers: { origin: 'http://localhost:5173' } })
    expect(config.status).toBe(200)
    expect(config.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect((await config.json()).id).toBe(DEV_APP_ID)

    const js = await fetch(`${server.url}/assets/app.js`)
    expect(js.headers.get('content-type')).toContain('text/javascript')
    expect(await js.text()).toBe('console.log(1)')

    const route = await fetch(`${server.url}/account/settings`)
    expect(route.status).toBe(200)
    expect(await route.text()).toContain('<title>demo</title>')

    expect((await fetch(`${server.url}/missing.png`)).status).toBe(404)
    expect((await fetch(`${server.url}/api/v1/unknown`)).status).toBe(404)
    // Not in dev mode: the dev routes (and the fake funding providers) do not exist.
    expect((await fetch(`${server.url}/__dev/mailbox`)).status).toBe(404)
    expect((await fetch(`${server.url}/fake/coinbase-pay/buy/select-asset`)).status).toBe(404)
    expect(lines.some((l) => l.includes('/assets/app.js'))).toBe(true)
    expect(lines[0]).toMatch(/^Dev routes \(\/__dev\/\*\) are off/)
  })

  it('routes the wallet-service page (/apps/…) to the backend, not the SPA fallback', async () => {
    const page = await fetch(`${server.url}/apps/${DEV_APP_ID}/embedded-wallets?caid=a&client_id=b`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await page.text()).toContain('/embedded-wallets/frame.js')
  })

  it("in dev mode, the fake funding providers' pages (/fake/…) come from the backend, not the SPA fallback", async () => {
    const dev = await startDevServer({ backend: createDevBackend(), port: 0, staticDir: dir, dev: true })
    try {
      const page = await fetch(`${dev.url}/fake/coinbase-pay/buy/select-asset?appId=x`)
      expect(await page.text()).not.toContain('<title>demo</title>')
    } finally {
      await dev.close()
    }
  })

  it('a request without a body (DELETE) or with a streamed one passes the body cap through the server', async () => {
    const dev = await startDevServer({ backend: createDevBackend(), port: 0, dev: true })
    try {
      expect((await fetch(`${dev.url}/__dev/faults`, { method: 'DELETE' })).status).toBe(200)
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ path: '/api/v1/x', status: 503 })))
          controller.close()
        },
      })
      const posted = await fetch(`${dev.url}/__dev/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunked, duplex: 'half' } as RequestInit)
      expect(posted.status).toBe(200)
      expect(await (await fetch(`${dev.url}/__dev/faults`)).json()).toEqual([expect.objectContaining({ path: '/api/v1/x', status: 503 })])
    } finally {
      await dev.close()
    }
  })

  it('a dropped-connection fault destroys the socket, so fetch rejects', async () => {
    backend.faults.add({ path: '/api/v1/sessions', drop: true, times: 1 })
    await expect(fetch(`${server.url}/api/v1/sessions`, { method: 'POST' })).rejects.toThrow(TypeError)
    // the server keeps serving
    expect((await fetch(`${server.url}/api/v1/apps/${DEV_APP_ID}`)).status).toBe(200)
  })
})
