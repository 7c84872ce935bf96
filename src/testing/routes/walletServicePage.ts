/**
 * The wallet-service page (docs/embedded-wallets.md): `GET /apps/{appId}/embedded-wallets` answers
 * an HTML shell with a strict Content-Security-Policy (no inline script or style; framed only by
 * the app's `allowed_origins`), which loads `GET /apps/{appId}/embedded-wallets/frame.js` — the
 * entry of the bundle built by scripts/build-wallet-service.ts and handed to the backend as
 * `walletServiceScript`. The entry loads its chunks (the code both pages share, and lazily the
 * export page's own code and argon2id) from the same place, `/apps/{appId}/embedded-wallets/<file>.js`:
 * same origin, so the CSP's `script-src 'self'` admits them and nothing else. Only the files the
 * backend was given are served. The query carries `caid` (client analytics id) and `client_id`;
 * the page reads them itself. `GET /apps/{appId}/embedded-wallets/export` is the export page: the
 * same shell and script (which starts the export view on that path).
 */
import { Hono } from 'hono'
import type { BackendContext, Env } from '../context.js'
import { escapeHtml } from '../html.js'
import type { DevBackendOptions } from '../types.js'

/** A CSP source for an allowed origin, or null when it could not be one (quotes, spaces, separators). */
const cspSource = (origin: string) => (/^[a-z][a-z0-9+.-]*:\/\/[^\s;,'"]+$/i.test(origin) ? origin : null)

/** The entry's file name: the one script the shell loads. */
const ENTRY = 'frame.js'

export function walletServicePageRoutes(ctx: BackendContext, script: DevBackendOptions['walletServiceScript']): Hono<Env> {
  const r = new Hono<Env>()
  const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

  /** The HTML shell of a page of the wallet origin (the wallet service, the export page): the same CSP and script. */
  const shell = (appId: string, title: string) => {
    if (appId !== ctx.appId) return notFound()
    const ancestors = (ctx.store.config.allowed_origins ?? []).map(cspSource).filter((s): s is string => s !== null)
    const csp = [
      "default-src 'none'",
      "script-src 'self'",
      "connect-src 'self'",
      `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
      "base-uri 'none'",
      "form-action 'none'",
      "object-src 'none'",
      "require-trusted-types-for 'script'",
      "trusted-types 'none'",
    ].join('; ')
    const src = `/apps/${encodeURIComponent(ctx.appId)}/embedded-wallets/${ENTRY}`
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<script type="module" src="${escapeHtml(src)}"></script>
</head>
<body></body>
</html>`
    return new Response(html, {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': csp,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      },
    })
  }

  r.get('/:app_id/embedded-wallets', (c) => shell(c.req.param('app_id'), 'Foyer wallet'))
  // The export page: the same script starts the export view on this path (its query names the wallet).
  r.get('/:app_id/embedded-wallets/export', (c) => shell(c.req.param('app_id'), 'Foyer wallet export'))

  // The entry and its chunks: only a name the build gave (letters, digits, `-`, `_`, then `.js`).
  r.get('/:app_id/embedded-wallets/:file{[A-Za-z0-9_-]+\\.js}', async (c) => {
    if (c.req.param('app_id') !== ctx.appId || !script) return notFound()
    const files = await script()
    const name = c.req.param('file')
    // A string is the entry alone (a script without chunks).
    const code = typeof files === 'string' ? (name === ENTRY ? files : undefined) : Object.hasOwn(files, name) ? files[name] : undefined
    if (typeof code !== 'string') return notFound()
    return c.body(code, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    })
  })

  return r
}
