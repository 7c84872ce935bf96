/**
 * The chain reads and waits funding needs: balances (native, ERC-20, SOL, SPL), receipts, the
 * manual receive's URI, and a wait that a signal ends. Through the client's fetch, on the chains'
 * own RPC URLs.
 */
import type { Chain } from 'viem'
import type { FoyerClient } from '../client/types.js'
import { WALLET_REQUEST_TIMEOUT_MS } from '../constants.js'
import { RequestTimeoutError } from '../errors/client.js'
import { TransactionFailedError } from '../machines/walletRequestFlow.js'
import { selectorOf } from '../wallets/embedded/abi.js'
import { chainRpc } from '../wallets/embedded/chainRpc.js'
import type { FundingRequest } from '../types/fundingFlow.js'

/** How often a receipt or a Solana confirmation is looked for (ms). */
export const FUNDING_RECEIPT_POLL_MS = 1_000

/** Waits `ms`; rejects with the signal's reason once it fires. */
export function waitMs(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => {
      globalThis.clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = globalThis.setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')

/** ERC-20 `transfer(to, amount)` calldata. */
export const erc20TransferData = (to: string, amount: bigint): `0x${string}` =>
  `${selectorOf('transfer(address,uint256)')}${word(to)}${word(amount.toString(16))}`

/** A wallet's balance on an EVM chain: native (wei) or an ERC-20 token (`balanceOf`). */
export async function evmBalanceOf(client: FoyerClient, chain: Chain, address: string, token: string | null): Promise<bigint> {
  if (!token) return BigInt(String(await chainRpc(client, chain, 'eth_getBalance', [address, 'latest'])))
  const result = String(await chainRpc(client, chain, 'eth_call', [{ to: token, data: `${selectorOf('balanceOf(address)')}${word(address)}` }, 'latest']))
  return result === '0x' ? 0n : BigInt(result)
}

let solanaRpcId = 0
/** One JSON-RPC call to a Solana cluster. */
export async function solanaRpc(client: FoyerClient, rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await client.fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: (solanaRpcId += 1), method, params }),
  })
  const body = (await response.json().catch(() => null)) as { result?: unknown; error?: { message?: string } } | null
  if (!body || body.error) throw new Error(body?.error?.message ?? `The Solana RPC answered ${response.status}`)
  return body.result
}

/** A wallet's balance on Solana: lamports, or an SPL token's base units (every token account of that mint). */
export async function solanaBalanceOf(client: FoyerClient, rpcUrl: string, address: string, mint: string | null): Promise<bigint> {
  if (!mint) {
    const result = (await solanaRpc(client, rpcUrl, 'getBalance', [address, { commitment: 'confirmed' }])) as { value: number }
    return BigInt(result.value)
  }
  const result = (await solanaRpc(client, rpcUrl, 'getTokenAccountsByOwner', [address, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }])) as {
    value: { account: { data: { parsed?: { info?: { tokenAmount?: { amount?: string } } } } } }[]
  }
  return result.value.reduce((sum, { account }) => sum + BigInt(account.data.parsed?.info?.tokenAmount?.amount ?? '0'), 0n)
}

/** The funded wallet's balance of the request's asset. */
export function fundedBalanceOf(client: FoyerClient, request: FundingRequest, chain: Chain | null): Promise<bigint> {
  if (request.chainType === 'solana') return solanaBalanceOf(client, request.cluster!.rpcUrl, request.address, request.asset.address)
  return evmBalanceOf(client, chain!, request.address, request.asset.address)
}

/** Waits for a transaction's receipt (read every second, for at most 2 minutes); a reverted one is 'Transaction failed'. */
export async function waitForEvmReceipt(client: FoyerClient, chain: Chain, hash: string, signal: AbortSignal): Promise<void> {
  const deadline = Date.now() + WALLET_REQUEST_TIMEOUT_MS
  for (;;) {
    const receipt = (await chainRpc(client, chain, 'eth_getTransactionReceipt', [hash])) as { status?: string } | null
    if (receipt) {
      if (receipt.status === '0x0') throw new TransactionFailedError()
      return
    }
    if (Date.now() > deadline) throw new RequestTimeoutError({ details: `No receipt for ${hash}` })
    await waitMs(FUNDING_RECEIPT_POLL_MS, signal)
  }
}

/**
 * The manual receive's QR code: EIP-681 `ethereum:{address}@{chainId}` (a token:
 * `ethereum:{token}@{chainId}/transfer?address={address}`), Solana Pay `solana:{address}` (USDC:
 * `?spl-token={mint}`).
 */
export function receiveUriOf(request: FundingRequest): string {
  if (request.chainType === 'solana') {
    return request.asset.address ? `solana:${request.address}?spl-token=${request.asset.address}` : `solana:${request.address}`
  }
  const chainId = request.chain!.id
  return request.asset.address
    ? `ethereum:${request.asset.address}@${chainId}/transfer?address=${request.address}`
    : `ethereum:${request.address}@${chainId}`
}
