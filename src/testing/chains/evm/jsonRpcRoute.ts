/**
 * The envelope of the dev backend's JSON-RPC 2.0 routes (the local chains' RPC, the bundler, the
 * paymaster): a bounded body, a parse error, one request or a batch answered in order. Free of
 * the chain's runtime.
 */
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'

const envelopeError = (code: number, message: string) => ({ jsonrpc: '2.0', id: null, error: { code, message } })

/** The body limit of a JSON-RPC route: 413 `payload_too_large` above `maxBodyBytes`. */
export const jsonRpcBodyLimit = (maxBodyBytes: number) =>
  bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => c.json({ error: `Request body too large (at most ${maxBodyBytes} bytes)`, code: 'payload_too_large' }, 413),
  })

/**
 * Answers a JSON-RPC POST: -32700 for a body that is not JSON; one request; or a batch (-32600 when
 * empty or longer than `maxBatchLength`), answered in order — a batch may send a transaction and
 * then read its receipt. Only notifications: 204.
 */
export async function answerJsonRpcPost(
  c: Context,
  maxBatchLength: number,
  answerOne: (request: unknown) => Promise<object | undefined>,
): Promise<Response> {
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    return c.json(envelopeError(-32700, 'Parse error'))
  }
  if (!Array.isArray(body)) {
    const single = await answerOne(body)
    return single ? c.json(single) : c.body(null, 204)
  }
  if (body.length === 0) return c.json(envelopeError(-32600, 'Invalid Request'))
  if (body.length > maxBatchLength) return c.json(envelopeError(-32600, `Batch too large (at most ${maxBatchLength} requests)`))
  const answers: object[] = []
  for (const request of body) {
    const one = await answerOne(request)
    if (one) answers.push(one)
  }
  return answers.length > 0 ? c.json(answers) : c.body(null, 204)
}
