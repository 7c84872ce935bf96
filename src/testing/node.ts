/** `foyerkit/testing/node`: the dev backend (and optionally a static app) on a real HTTP port. */
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server'
import { freePortPair } from './ports.js'
import { serveStatic } from './static.js'
import type { DevBackend } from './types.js'

/** Options of {@link startDevServer}: the backend, port, host and a static directory. */
export interface StartDevServerOptions {
  backend: DevBackend
  /**
   * 4321 by default; 0 picks a free port whose next one is free too (the local Solana chain serves
   * its WebSocket subscriptions there as well: where web3.js looks for them).
   */
  port?: number
  host?: string
  /** Serve files from here, with SPA fallback to `index.html` for non-API GETs. */
  staticDir?: string
  /** Called with one line per request (and one at start saying whether dev routes are on). */
  log?: (line: string) => void
  /**
   * Dev mode: serve `/__dev/*` (mailbox, users, faults, custom tokens, fake provider pages) — to
   * loopback clients only, from pages of the app's allowed origins (or the server's own). Off by
   * default: `/__dev/*` answers 404. `npm start` and the e2e tests run in dev mode.
   */
  dev?: boolean
}

/** A running dev server (from {@link startDevServer}): its URL, port and `close()`. */
export interface DevServer {
  url: string
  port: number
  close(): Promise<void>
}

/**
 * Paths the backend answers (the API, dev routes, the fake funding providers, local chains' RPC,
 * the wallet-service page); the rest may be static files.
 */
const isBackendPath = (path: string) =>
  path.startsWith('/api/') || path.startsWith('/__dev') || path.startsWith('/fake/') || path.startsWith('/rpc/') || path.startsWith('/apps/')

/** Dev routes: `/__dev/*` and the fake funding providers (`/fake/*`). */
const isDevPath = (path: string) => path === '/__dev' || path.startsWith('/__dev/') || path.startsWith('/fake/')

/** The start line saying whether dev routes answer, and to whom. */
function devModeLine(dev: boolean, backend: DevBackend): string {
  if (!dev) return 'Dev routes (/__dev/*) are off: start the server with dev: true to use the mailbox and dev pages.'
  const origins = backend.appConfig().allowed_origins ?? []
  return `Dev mode: /__dev/* (mailbox, users, custom tokens …) answers loopback clients only, from pages of ${origins.join(', ') || 'no origin'} or this server.`
}

/** Serves a dev backend over HTTP (Node), optionally with static files; resolves once listening. */
export async function startDevServer(options: StartDevServerOptions): Promise<DevServer> {
  const { backend, host = '127.0.0.1', staticDir, log, dev = false } = options
  const handle = async (request: Request, env: HttpBindings | Http2Bindings): Promise<Response> => {
    const path = new URL(request.url).pathname
    let response: Response | undefined
    if (staticDir && !isBackendPath(path)) response = await serveStatic(staticDir, request)
    if (!dev && isDevPath(path)) response ??= Response.json({ error: `No route for ${request.method} ${path}`, code: 'not_found' }, { status: 404 })
    response ??= await backend.fetch(request, { remoteAddress: env.incoming.socket.remoteAddress ?? '' })
    if (response.type === 'error') {
      log?.(`${request.method} ${path} → dropped`)
      env.incoming.socket.destroy()
      return new Response(null, { status: 502 })
    }
    log?.(`${request.method} ${path} → ${response.status}`)
    return response
  }

  if (options.port !== 0) return listen(options.port ?? 4321)
  // Any port: a free pair, picked again if another socket takes it before the server listens.
  for (let attempt = 1; ; attempt++) {
    try {
      return await listen(await freePortPair(host))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error
    }
  }

  function listen(port: number): Promise<DevServer> {
    return new Promise((resolve, reject) => {
      const server = serve(
        { fetch: handle, port, hostname: host, overrideGlobalObjects: false },
        (info: AddressInfo) => {
          const urlHost = host.includes(':') ? `[${host}]` : host
          log?.(devModeLine(dev, backend))
          resolve({
            url: `http://${urlHost}:${info.port}`,
            port: info.port,
            close: () =>
              new Promise<void>((done, fail) => {
                detachChains()
                const http = server as Server
                http.close((error) => (error ? fail(error) : done()))
                http.closeAllConnections?.()
              }),
          })
        },
      ) as Server
      // Local chains that serve WebSocket subscriptions (the Solana runtime) take their upgrades here.
      const detachChains = backend.chains.attachServer(server)
      server.once('error', (error) => {
        detachChains()
        reject(error)
      })
    })
  }
}
