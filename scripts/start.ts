// `npm start`: the demo host app plus the dev backend on one local port (PORT, default 4321).
import { startDemoServer } from './demo-server.js'

const port = Number(process.env.PORT ?? 4321)
// `npm start -- --captcha` (or CAPTCHA=1): the app has captcha on, with the dev backend's test captcha.
const captcha = process.argv.includes('--captcha') || process.env.CAPTCHA === '1'
const server = await startDemoServer({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  ...(captcha ? { backend: { appConfig: { captcha_enabled: true, captcha_site_key: 'foyer-test-captcha-pass' } } } : {}),
})
console.log(`\n  Foyer demo and dev backend: ${server.url}\n`)
for (const chain of server.backend.chains.list()) {
  for (const network of chain.networks) {
    const ws = network.wsPath ? ` (WebSocket ${server.url.replace(/^http/, 'ws')}${network.wsPath})` : ''
    console.log(`  ${network.name} (${chain.chainType} ${network.id}) JSON-RPC: ${server.url}${network.rpcPath}${ws}`)
  }
}
if (server.backend.chains.list().length > 0) console.log(`  Faucet: POST ${server.url}/__dev/faucet\n`)
console.log('  Log in with any e-mail address; the code appears in the page\'s dev inbox')
console.log(`  (or GET ${server.url}/__dev/mailbox). Ctrl+C stops.\n`)

const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
