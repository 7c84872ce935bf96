/** Free TCP ports (Node): for the dev server's `port: 0`, and for the demo server, which needs its origins before its backend. */
import { createServer, type AddressInfo } from 'node:net'

/** Whether `port` on `host` can be listened on now (it is released again before this resolves): the port, or null. */
function portFree(port: number, host: string): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(null))
    probe.listen(port, host, () => {
      const taken = (probe.address() as AddressInfo).port
      probe.close(() => resolve(taken))
    })
  })
}

/**
 * A free port on `host` whose next port is free too (the local Solana chain serves its WebSocket
 * subscriptions on port + 1 as well: where web3.js looks for them); a free port alone when no such
 * pair turned up in 20 tries.
 */
export async function freePortPair(host: string): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await portFree(0, host)
    if (port !== null && port < 65535 && (await portFree(port + 1, host)) !== null) return port
  }
  const port = await portFree(0, host)
  if (port === null) throw new Error(`no free port on ${host}`)
  return port
}
