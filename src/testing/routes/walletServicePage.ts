/**
 * The wallet-service page (docs/embedded-wallets.md): `GET /apps/{appId}/embedded-wallets` answers
 * an HTML shell with a strict Content-Security-Policy (no inline script or style; framed only by
 * the app's `allowed_origins`), which loads `GET /apps/{appId}/embedded-wallets/frame.js` — the
 * bundle built by scripts/build-wallet-service.ts and handed to the backend as
 * `walletServiceScript`. The query carries `caid` (client analytics id) and `client_id`; the page
 * reads them itself. `GET /apps/{appId}/embedded-wallets/export` is the export page: the same
 * shell and script (which shows the export view on that path).
 */
import { Hono } from 'hono'
import type { BackendContext, Env } from '../context.js'
import { escapeHtml } from '../html.js'

/** A CSP source for an allowed origin, or null when it could not be one (quotes, spaces, separators). */
const cspSource = (origin: string) => (/^[a-z][a-z0-9+.-]*:\/\/[^\s;,'"]+$/i.test(origin) ? origin : null)

export function walletServicePageRoutes(ctx: BackendContext, script: (() => Promise<string> | string) | undefined): Hono<Env> {
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
    const src = `/apps/${encodeURIComponent(ctx.appId)}/embedded-wallets/frame.js`
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

  r.get('/:app_id/embedded-wallets/frame.js', async (c) => {
    if (c.req.param('app_id') !== ctx.appId || !script) return notFound()
    return c.body(await script(), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    })
  })

  return r
}
