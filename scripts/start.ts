// `npm start`: the demo host app plus the dev backend on one local port (PORT, default 4321).
import { startDemoServer } from './demo-server.js'

const port = Number(process.env.PORT ?? 4321)
const server = await startDemoServer({ port, host: process.env.HOST ?? '127.0.0.1' })
console.log(`\n  Foyer demo and dev backend: ${server.url}\n`)
console.log('  Log in with any e-mail address; the code appears in the page\'s dev inbox')
console.log(`  (or GET ${server.url}/__dev/mailbox). Ctrl+C stops.\n`)

const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
