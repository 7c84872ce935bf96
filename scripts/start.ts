// `npm start`: the demo host app plus the dev backend on one local port (PORT, default 4321).
// Prints http://localhost:PORT and opens it (a terminal, not CI; `--no-open` to skip): passkeys
// need a domain name, and the wallet service runs on http://127.0.0.1:PORT, another origin.
import { startDemoServer } from './demo-server.js'
import { openBrowser, shouldOpenBrowser } from './open-browser.js'

const port = Number(process.env.PORT ?? 4321)
// `npm start -- --captcha` (or CAPTCHA=1): the app has captcha on, with the dev backend's test captcha.
const captcha = process.argv.includes('--captcha') || process.env.CAPTCHA === '1'
// ALLOWED_ORIGINS=http://localhost:5173,…: more app origins (your own app using this backend).
const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean)
let devModeLine = ''
const server = await startDemoServer({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  backend: {
    allowedOrigins,
    ...(captcha ? { appConfig: { captcha_enabled: true, captcha_site_key: 'foyer-test-captcha-pass' } } : {}),
  },
  // The server's start line says whether dev routes answer, and to whom.
  log: (line) => void (line.startsWith('Dev ') && (devModeLine = line)),
})
// The page's origin: localhost (a domain name, so passkeys work), the server's port.
const pageUrl = new URL(server.url)
if (pageUrl.hostname === '127.0.0.1') pageUrl.hostname = 'localhost'
const url = pageUrl.origin
console.log(`\n  Foyer demo and dev backend: ${url}\n`)
console.log(`  (Its wallet service answers on ${server.url}, a separate origin. Passkeys need a domain name: use ${url}, not an IP address.)`)
for (const chain of server.backend.chains.list()) {
  for (const network of chain.networks) {
    const ws = network.wsPath ? ` (WebSocket ${url.replace(/^http/, 'ws')}${network.wsPath})` : ''
    console.log(`  ${network.name} (${chain.chainType} ${network.id}) JSON-RPC: ${url}${network.rpcPath}${ws}`)
  }
}
if (server.backend.chains.list().length > 0) console.log(`  Faucet: POST ${url}/__dev/faucet\n`)
console.log('  Log in with any e-mail address; the code appears in the page\'s dev inbox')
console.log(`  (or GET ${url}/__dev/mailbox). Ctrl+C stops.`)
console.log(`  ${devModeLine}\n`)
if (shouldOpenBrowser({ isTTY: process.stdout.isTTY, env: process.env, argv: process.argv })) openBrowser(url)

const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
