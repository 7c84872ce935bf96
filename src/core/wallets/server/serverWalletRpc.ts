/**
 * Signing with a server-held wallet: the wallet request (`POST /api/v1/wallets/{wallet_id}/rpc`)
 * in the wire's shape, signed by the session's signer key, MFA as for on-device signatures
 * (`withMfa`). The embedded Ethereum provider and the Solana signing actions route a server-held
 * wallet's requests here instead of the wallet service: no key is on the device.
 */
import type { FoyerClient } from '../../client/types.js'
import { MFA_TOKEN_HEADER } from '../../constants.js'
import { withMfa } from '../../mfa/withMfa.js'
import type {
  SolanaWalletServiceRpcRequest, TransactionQuantity, WalletRpcReplyData, WalletServiceRpcRequest, WalletServiceTransactionRequest,
} from '../../types/walletService.js'
import { walletRpcPath } from '../../types/serverWallets.js'
import { signedWalletRequest } from './sessionSigner.js'

/** A server-held wallet: its id (the linked account's) and chain. */
export type ServerWalletRef = { id: string; chainType: 'ethereum' | 'solana' }

type RpcAnswer = { method: string; data: { signature?: string; signed_transaction?: string } }

const isHexText = (text: string) => /^0x([0-9a-fA-F]{2})*$/.test(text)
const utf8Hex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`

/** A quantity as the wire takes it: a safe number as is, anything else as 0x hex. */
function quantity(value: TransactionQuantity | undefined): number | string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number') return value
  if (typeof value === 'bigint') return `0x${value.toString(16)}`
  return value
}

/** An EIP-1193 transaction → the wire's snake_case transaction of `eth_signTransaction`. */
export function toWireTransaction(tx: WalletServiceTransactionRequest): Record<string, unknown> {
  const legacy = tx.type === 0 || tx.type === '0x0' || tx.type === 'legacy'
  return {
    from: tx.from, to: tx.to ?? undefined, data: tx.data, value: quantity(tx.value), chain_id: quantity(tx.chainId), nonce: quantity(tx.nonce),
    gas_limit: quantity(tx.gas ?? tx.gasLimit), type: legacy ? 0 : 2,
    ...(legacy
      ? { gas_price: quantity(tx.gasPrice ?? tx.maxFeePerGas) }
      : { max_fee_per_gas: quantity(tx.maxFeePerGas ?? tx.gasPrice), max_priority_fee_per_gas: quantity(tx.maxPriorityFeePerGas) }),
  }
}

/** The wire body of an Ethereum request (personal_sign: 0x hex bytes, else UTF-8 text, sent as hex). */
export function ethereumRpcBody(wallet: ServerWalletRef, request: WalletServiceRpcRequest): Record<string, unknown> {
  const common = { chain_type: 'ethereum', method: request.method, wallet_id: wallet.id }
  switch (request.method) {
    case 'personal_sign': {
      const [message] = request.params
      return { ...common, params: { message: isHexText(message) ? message : utf8Hex(message), encoding: 'hex' } }
    }
    case 'eth_signTypedData_v4': {
      const [, typedData] = request.params
      return { ...common, params: { typed_data: typeof typedData === 'string' ? JSON.parse(typedData) as unknown : typedData } }
    }
    case 'eth_signTransaction':
      return { ...common, params: { transaction: toWireTransaction(request.params[0]) } }
  }
}

/** Sends one signed request for the wallet (MFA prompted and the request retried when the backend wants it). */
function send(client: FoyerClient, wallet: ServerWalletRef, body: Record<string, unknown>): Promise<RpcAnswer> {
  return withMfa(client, (headers) => {
    const mfaToken = headers[MFA_TOKEN_HEADER]
    return signedWalletRequest<RpcAnswer>(client, walletRpcPath(wallet.id), body, mfaToken ? { [MFA_TOKEN_HEADER]: mfaToken } : {})
  }, { kind: 'txn' })
}

/** Signs an Ethereum request with a server-held wallet; the answer in the wallet service's reply shape. */
export async function serverEthereumRpc(client: FoyerClient, wallet: ServerWalletRef, request: WalletServiceRpcRequest): Promise<WalletRpcReplyData> {
  const answer = await send(client, wallet, ethereumRpcBody(wallet, request))
  if (request.method === 'eth_signTransaction') return { method: 'eth_signTransaction', signedTransaction: answer.data.signed_transaction as `0x${string}` }
  return { method: request.method, signature: answer.data.signature as `0x${string}` }
}

/** Signs a Solana request (message or transaction message, base64) with a server-held wallet: the ed25519 signature, base64. */
export async function serverSolanaRpc(client: FoyerClient, wallet: ServerWalletRef, request: SolanaWalletServiceRpcRequest): Promise<string> {
  const params = request.method === 'signMessage'
    ? { message: request.params.message, encoding: 'base64' }
    : { transaction: request.params.transaction, encoding: 'base64' }
  const answer = await send(client, wallet, { chain_type: 'solana', method: request.method, params, wallet_id: wallet.id })
  return answer.data.signature as string
}
