/** Static files with SPA fallback, for the node dev server. Node only. */
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

async function fileResponse(path: string, method: string): Promise<Response | undefined> {
  try {
    if (!(await stat(path)).isFile()) return undefined
    const body = method === 'HEAD' ? null : new Uint8Array(await readFile(path))
    const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
    return new Response(body, { headers: { 'content-type': type, 'cache-control': 'no-cache' } })
  } catch {
    return undefined
  }
}

/**
 * The file for a GET/HEAD under `root`, else `index.html` for paths without an extension
 * (client-side routes). `undefined` when neither applies.
 */
export async function serveStatic(root: string, request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const base = resolve(root)
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(request.url).pathname)
  } catch {
    return undefined
  }
  const target = resolve(join(base, pathname))
  if (target !== base && !target.startsWith(base + sep)) return undefined
  const direct = await fileResponse(pathname.endsWith('/') ? join(target, 'index.html') : target, request.method)
  if (direct) return direct
  if (extname(pathname)) return undefined
  return fileResponse(join(base, 'index.html'), request.method)
}
