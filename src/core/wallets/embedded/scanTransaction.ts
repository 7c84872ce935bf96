import type { FoyerClient } from '../../client/types.js'
import type { HttpRequestErrorType } from '../../client/http/client.js'
import type { ScanAsset, ScanAmount, ScanVerdict, TransactionScanResult } from '../../machines/walletRequestFlow.js'
import type { WireScanAsset, WireScanValue, WireTransactionScan, WireTransactionScanRequest } from '../../types/scan.js'
import { TransactionScanFailedError } from './errors.js'
import { TRANSACTION_SCAN_PATHS } from './scanPaths.js'

/** What `scanTransaction` takes: the chain and the transaction as it will be sent (quantities as bigints, numbers or hex). */
export type ScanTransactionParameters = {
  chainId: number
  transaction: {
    from: string
    to?: string | null | undefined
    value?: bigint | number | string | undefined
    gas?: bigint | number | string | undefined
    gasPrice?: bigint | number | string | undefined
    nonce?: bigint | number | string | undefined
    data?: string | null | undefined
  }
  /** The page's domain (default: `location.host` in a browser, else the API URL's host). */
  domain?: string | undefined
}
/** The verdict, its reasons and the simulated changes to the sender's assets. */
export type ScanTransactionReturnType = TransactionScanResult
/** The request failed, or the scan said it could not scan (`TransactionScanFailedError`). */
export type ScanTransactionErrorType = HttpRequestErrorType | TransactionScanFailedError

const VERDICTS: Record<TransactionScanResult['resultType'], ScanVerdict> = { Benign: 'safe', Warning: 'warn', Malicious: 'error' }

const hex = (value: bigint | number | string | undefined): string | undefined => {
  if (value === undefined) return undefined
  if (typeof value === 'string') return /^0x/i.test(value) ? value : `0x${BigInt(value).toString(16)}`
  return `0x${BigInt(value).toString(16)}`
}
const big = (value: string | null | undefined): bigint | null => {
  try {
    return value ? BigInt(value) : null
  } catch {
    return null
  }
}

const toAsset = (asset: WireScanAsset): ScanAsset => ({
  type: asset.type.toLowerCase() as ScanAsset['type'],
  address: asset.address ?? null,
  name: asset.name ?? null,
  symbol: asset.symbol ?? null,
  logoUrl: asset.logo_url ?? null,
  decimals: asset.decimals,
})
const toAmount = (value: WireScanValue): ScanAmount => ({ raw: big(value.raw_value) ?? 0n, usd: value.usd_price ?? null, tokenId: big(value.token_id) })

/** The wire answer as the confirmation reads it (throws `TransactionScanFailedError` when the scan itself failed). */
export function toTransactionScanResult(wire: WireTransactionScan): TransactionScanResult {
  if (wire.validation.status !== 'Success') throw new TransactionScanFailedError({ details: wire.validation.error })
  const { simulation } = wire
  return {
    resultType: wire.validation.result_type,
    verdict: VERDICTS[wire.validation.result_type],
    description: wire.validation.result_type === 'Benign' ? null : (wire.validation.description ?? null),
    features: wire.validation.features.map((f) => ({ type: f.type, description: f.description, address: f.address ?? null })),
    simulation: simulation.status === 'Success'
      ? {
          status: 'success',
          changes: simulation.assets_diffs.map((d) => ({ asset: toAsset(d.asset), in: d.in.map(toAmount), out: d.out.map(toAmount) })),
          exposures: simulation.exposures.flatMap((e) =>
            e.spenders.map((s) => ({ asset: toAsset(e.asset), spender: s.spender, raw: big(s.raw_value), usd: s.usd_price ?? null, approvedForAll: s.is_approved_for_all })),
          ),
        }
      : { status: 'failed', error: simulation.error ?? 'The transaction could not be simulated' },
  }
}

/** The page's host in a browser; elsewhere (a server, a test) the API URL's host. */
function pageDomain(client: FoyerClient): string {
  if (typeof location !== 'undefined' && location.host) return location.host
  try {
    return new URL(client.http.baseUrl).host
  } catch {
    return 'localhost'
  }
}

/**
 * The safety scan of a transaction before the user approves it (`POST /api/v1/scan/transaction`):
 * the verdict (Benign → 'safe', Warning → 'warn', Malicious → 'error'), its reasons and the
 * simulated changes to the sender's assets (a simulation that failed says so; the screen then
 * shows the plain value). Throws when the request fails or the scan says it could not scan.
 */
export async function scanTransaction(client: FoyerClient, { chainId, transaction, domain }: ScanTransactionParameters): Promise<ScanTransactionReturnType> {
  const tx = transaction
  const params: WireTransactionScanRequest['request']['params'][0] = { from: tx.from }
  if (tx.to) params.to = tx.to
  if (tx.value !== undefined) params.value = hex(tx.value)
  if (tx.gas !== undefined) params.gas = hex(tx.gas)
  if (tx.gasPrice !== undefined) params.gasPrice = hex(tx.gasPrice)
  if (tx.nonce !== undefined) params.nonce = hex(tx.nonce)
  if (tx.data) params.data = tx.data
  const body: WireTransactionScanRequest = {
    metadata: { domain: domain ?? pageDomain(client) },
    chain_id: String(chainId),
    request: { method: 'eth_sendTransaction', params: [params] },
  }
  const wire = await client.http.request<WireTransactionScan>(TRANSACTION_SCAN_PATHS.scan, { method: 'POST', body, retry: false })
  return toTransactionScanResult(wire)
}
