/**
 * Sending from the wallet funds come from (an external wallet the user connected): an EVM
 * transaction through its EIP-1193 provider (switched to the chain first), or a Solana transaction
 * it signs (wallet-standard) and the kit sends. The receipt or confirmation is awaited.
 */
import type { Chain } from 'viem'
import type { FoyerClient } from '../client/types.js'
import { userValue } from '../client/session/state.js'
import { loadOptionalPackage } from '../utils/optionalPackage.js'
import { toWalletError } from '../wallets/providerErrors.js'
import { toConnectedSolanaWallets } from '../wallets/solana/connected.js'
import { connectorById, walletConnectionsValue, walletConnectorsValue } from '../wallets/state.js'
import { waitForEvmReceipt } from './chains.js'
import { SolanaPluginUnavailableError } from './errors.js'
import type { FundingSourceWallet } from '../types/fundingFlow.js'

/** An EVM transaction to send: recipient, value (wei) and calldata. */
export type EvmFundingTransaction = { to: string; value: bigint; data?: string | undefined }

/** Sends `transaction` from the source wallet on `chain` (switching the wallet to it first) and waits for its receipt; the hash. */
export async function sendFromEvmWallet(client: FoyerClient, source: FundingSourceWallet, chain: Chain, transaction: EvmFundingTransaction, signal: AbortSignal): Promise<string> {
  const ethereum = connectorById(client, source.connectorId).ethereum
  if (!ethereum) throw new Error(`${source.walletName} is not an Ethereum wallet`)
  const provider = await ethereum.getProvider()
  try {
    const current = Number(await provider.request({ method: 'eth_chainId' }))
    if (current !== chain.id) await ethereum.switchChain(chain.id)
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{
        from: source.address as `0x${string}`,
        to: transaction.to as `0x${string}`,
        value: `0x${transaction.value.toString(16)}`,
        ...(transaction.data ? { data: transaction.data as `0x${string}` } : {}),
      }],
    } as never)) as string
    await waitForEvmReceipt(client, chain, hash, signal)
    return hash
  } catch (error) {
    throw isKitError(error) ? error : toWalletError(error)
  }
}

const isKitError = (error: unknown) => typeof (error as { shortMessage?: unknown })?.shortMessage === 'string'

/** A Solana instruction as the bridge gives it (data hex). */
export type SolanaFundingInstruction = { programId: string; keys: { pubkey: string; isSigner: boolean; isWritable: boolean }[]; data: string }

/** @solana/web3.js, loaded on first use ('Unable to load solana plugin' when it cannot be). */
export async function loadSolanaWeb3() {
  try {
    return await loadOptionalPackage(() => import('@solana/web3.js'), { name: '@solana/web3.js', feature: 'Solana funding' })
  } catch (cause) {
    throw new SolanaPluginUnavailableError({ cause })
  }
}

const hexBytes = (hex: string) => Uint8Array.from((hex.replace(/^0x/, '').match(/.{2}/g) ?? []).map((b) => Number.parseInt(b, 16)))

/**
 * Sends `instructions` in a transaction the source Solana wallet pays for and signs, through the
 * cluster at `rpcUrl`, and waits for its confirmation; the signature.
 */
export async function sendFromSolanaWallet(client: FoyerClient, source: FundingSourceWallet, rpcUrl: string, instructions: SolanaFundingInstruction[]): Promise<string> {
  const web3 = await loadSolanaWeb3()
  const connection = new web3.Connection(rpcUrl, { commitment: 'confirmed', fetch: ((input: string, init?: RequestInit) => client.fetch(input, init)) as never })
  const transaction = new web3.Transaction({ feePayer: new web3.PublicKey(source.address), ...(await connection.getLatestBlockhash('confirmed')) })
  for (const ix of instructions) {
    transaction.add(new web3.TransactionInstruction({
      programId: new web3.PublicKey(ix.programId),
      keys: ix.keys.map((k) => ({ pubkey: new web3.PublicKey(k.pubkey), isSigner: k.isSigner, isWritable: k.isWritable })),
      data: hexBytes(ix.data) as never,
    }))
  }
  const connection2 = walletConnectionsValue.get(client).filter((c) => c.connectorId === source.connectorId && c.address === source.address)
  const [wallet] = toConnectedSolanaWallets(client, { connections: connection2, connectors: walletConnectorsValue.get(client), user: userValue.get(client) })
  if (!wallet) throw new Error(`${source.walletName} is not connected`)
  const { signature } = await wallet.sendTransaction(transaction as never, connection as never, { uiOptions: { showWalletUIs: false } })
  return signature
}

/** A SOL transfer's instruction (System Program `transfer`). */
export function solTransferInstruction(from: string, to: string, lamports: bigint): SolanaFundingInstruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return {
    programId: '11111111111111111111111111111111',
    keys: [{ pubkey: from, isSigner: true, isWritable: true }, { pubkey: to, isSigner: false, isWritable: true }],
    data: Array.from(data, (b) => b.toString(16).padStart(2, '0')).join(''),
  }
}
