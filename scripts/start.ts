// `npm start`: the demo host app plus the dev backend on one local port (PORT, default 4321).
import { startDemoServer } from './demo-server.js'

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
console.log(`\n  Foyer demo and dev backend: ${server.url}\n`)
console.log('  Log in with any e-mail address; the code appears in the page\'s dev inbox')
console.log(`  (or GET ${server.url}/__dev/mailbox). Ctrl+C stops.`)
console.log(`  ${devModeLine}\n`)

const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
