/**
 * `POST /api/v1/scan/transaction` (a signed-in user: the transaction scan of scan.ts, simulated on
 * the local EVM network of the chain id) and `GET /api/v1/token_price` (the price table).
 */
import { Hono } from 'hono'
import type { WireTokenPrice, WireTransactionScan } from '../../core/types/scan.js'
import type { DevChain, TransactionSimulation } from '../chains/types.js'
import { readBody, type BackendContext, type Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { SYMBOL, parseScanRequest, priceOf, scanResult, type ScanSettings, type SimulationOutcome } from '../scan.js'

export function scanRoutes(ctx: BackendContext, chains: readonly DevChain[], settings: ScanSettings): Hono<Env> {
  const r = new Hono<Env>()

  r.post('/scan/transaction', requireAppId(ctx), requireAuth(ctx), async (c) => {
    const request = parseScanRequest(await readBody(c))
    let outcome: SimulationOutcome = { unavailable: true }
    for (const chain of chains) {
      if (chain.chainType !== 'ethereum' || !chain.simulateTransaction) continue
      let simulation: TransactionSimulation | undefined
      try {
        simulation = await chain.simulateTransaction({
          chainId: request.chainId,
          from: request.from,
          ...(request.to !== undefined ? { to: request.to } : {}),
          value: request.value,
          data: request.data,
          ...(request.gas !== undefined ? { gas: request.gas } : {}),
        })
      } catch (error) {
        outcome = { failure: error instanceof Error ? error.message : String(error) }
        break
      }
      if (simulation) {
        outcome = { simulation }
        break
      }
    }
    c.header('cache-control', 'no-store')
    return c.json(scanResult(request, outcome, settings) satisfies WireTransactionScan)
  })

  const SOLANA_PRICE_CHAINS = new Set(['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'])
  r.get('/token_price', requireAppId(ctx), (c) => {
    const chain = c.req.query('chainId')
    // An EVM chain id, or a Solana cluster as its wallet-standard chain.
    if (chain === undefined || (!SOLANA_PRICE_CHAINS.has(chain) && !/^[1-9][0-9]{0,14}$/.test(chain))) {
      throw errors.invalidData('Missing or invalid field: chainId (a positive decimal integer, or solana:mainnet, solana:devnet, solana:testnet or solana:localnet)')
    }
    const symbol = c.req.query('tokenSymbol')
    if (symbol === undefined || !SYMBOL.test(symbol)) throw errors.invalidData('Missing or invalid field: tokenSymbol (1 to 16 of A-Z, a-z, 0-9 and .)')
    const usd = priceOf(settings, symbol)
    if (usd === undefined) throw new ApiError(404, 'not_found', `No price for token ${symbol}`)
    return c.json({ usd } satisfies WireTokenPrice)
  })

  return r
}
