import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { AddressLookupTableAccount, Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { createAssociatedTokenAccountIdempotentInstruction, createApproveInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { closeWalletRequest, confirmWalletRequest, walletRequestValue, type FoyerClient } from '../../../../src/core/index.js'
import { solanaTransactionFlow } from '../../../../src/core/wallets/embedded/walletUi.js'
import { registerWalletUiHost } from '../../../../src/core/wallets/embedded/walletUiHosts.js'
import { getSplTokenInfo } from '../../../../src/core/wallets/solana/getSplTokenInfo.js'
import { solanaNetworkExplorerUrl, solanaNetworkOf } from '../../../../src/core/wallets/solana/clusters.js'
import { transactSolanaWithOptionalUi } from '../../../../src/core/wallets/solana/transactWithOptionalUi.js'
import { createDevBackend, type DevBackend } from '../../../../src/testing/index.js'
import { SOLANA_DEV_USDC_MINT, createSolanaDevChain, type SolanaDevChain } from '../../../../src/testing/chains/index.js'
import { call } from '../../../testing/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { connectionTo, fundedKeypair, keypairSigner, lookupTableAccount, lookupTableData } from './helpers.js'

const API = 'http://foyer.test'
const USDC = new PublicKey(SOLANA_DEV_USDC_MINT)
let chain: SolanaDevChain
let backend: DevBackend
let client: FoyerClient
let connection: Connection
let unregister: (() => void) | null = null

beforeAll(async () => {
  chain = await createSolanaDevChain()
  backend = createDevBackend({ chains: [chain] })
  client = clientOnBackend(backend, { apiUrl: API })
})
beforeEach(() => {
  // A new Connection per test: web3.js caches a blockhash, and each test starts on a fresh chain.
  connection = connectionTo(backend, API)
})
beforeEach(() => {
  if (walletRequestValue.get(client)) closeWalletRequest(client)
})
afterEach(async () => {
  unregister?.()
  unregister = null
  await backend.reset()
})

const mountUi = () => {
  unregister = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}
const status = () => solanaTransactionFlow.get(client).status
/** The request of `wallet` shows (not the last one's state, kept until the next one starts) and reached `target`. */
const shows = (wallet: Keypair, target: string) => () => walletRequestValue.get(client)?.address === wallet.publicKey.toBase58() && status() === target
const funded = (sol: string, usdc?: string) => fundedKeypair(chain, sol, usdc)
const signerOf = keypairSigner
const solTransfer = (from: Keypair, to: PublicKey, lamports: bigint) => new Transaction({ feePayer: from.publicKey }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))
const params = (wallet: Keypair, transaction: Transaction | VersionedTransaction, extra: { signOnly?: boolean; sign?: (tx: Transaction | VersionedTransaction) => Promise<Transaction | VersionedTransaction> } = {}) => ({
  address: wallet.publicKey.toBase58(), transaction, connection, signOnly: extra.signOnly ?? false, uiOptions: undefined, sign: extra.sign ?? signerOf(wallet),
})

describe('transactSolanaWithOptionalUi headless (no UI mounted)', () => {
  it('signs, sends and confirms a SOL transfer on the local runtime', async () => {
    const wallet = await funded('2')
    const to = Keypair.generate().publicKey
    const { signature, signedTransaction } = await transactSolanaWithOptionalUi(client, params(wallet, solTransfer(wallet, to, 500_000_000n)))
    expect(await connection.getBalance(to)).toBe(500_000_000)
    expect(VersionedTransaction.deserialize(signedTransaction).signatures.length).toBe(1)
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
  })

  it('sign-only returns the signed bytes and sends nothing (a version-0 transaction too)', async () => {
    const wallet = await funded('1')
    const to = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({ payerKey: wallet.publicKey, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: to, lamports: 1_000_000n })] }).compileToV0Message()
    const result = await transactSolanaWithOptionalUi(client, params(wallet, new VersionedTransaction(message), { signOnly: true }))
    expect(result.signedTransaction.length).toBeGreaterThan(100)
    expect(await connection.getBalance(to)).toBe(0)
  })
})

describe('transactSolanaWithOptionalUi with the confirmation screen', () => {
  it('shows an SPL transfer that creates the recipient token account (decimals 6, fee, balance), then Approve sends it', async () => {
    mountUi()
    const wallet = await funded('1', '10')
    const recipient = Keypair.generate().publicKey
    const source = getAssociatedTokenAddressSync(USDC, wallet.publicKey)
    const destination = getAssociatedTokenAddressSync(USDC, recipient)
    const tx = new Transaction({ feePayer: wallet.publicKey }).add(
      createAssociatedTokenAccountIdempotentInstruction(wallet.publicKey, destination, recipient, USDC),
      createTransferCheckedInstruction(source, USDC, destination, wallet.publicKey, 2_500_000n, 6),
    )
    const result = transactSolanaWithOptionalUi(client, params(wallet, tx))
    await until(shows(wallet, 'ready'))
    expect(walletRequestValue.get(client)).toMatchObject({ kind: 'solanaTransaction', mode: 'send', address: wallet.publicKey.toBase58() })
    const summary = solanaTransactionFlow.get(client).summary!
    expect(summary.instructions.map((i) => i.type)).toEqual(['ata-creation', 'spl-transfer'])
    expect(summary.tokens[SOLANA_DEV_USDC_MINT]).toMatchObject({ decimals: 6, symbol: 'USDC' })
    // Dollar prices from GET /api/v1/token_price (the dev backend's table: SOL 150, USDC 1).
    expect(summary.prices).toEqual({ native: 150, tokens: { [SOLANA_DEV_USDC_MINT]: 1 } })
    expect(summary.fee).toBe(5000n)
    expect(summary.balance).toBe(BigInt(LAMPORTS_PER_SOL))
    expect(summary.insufficientFunds).toBe(false)
    expect(summary.simulation?.err).toBeNull()
    await confirmWalletRequest(client)
    expect(status()).toBe('success')
    closeWalletRequest(client)
    const { signature } = await result
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    expect((await connection.getTokenAccountBalance(destination)).value.amount).toBe('2500000')
  })

  it('a price it cannot read is only logged: the summary has no dollar value for it', async () => {
    const priceless = createDevBackend({ chains: [chain], tokenPrices: { ETH: 3000 } })
    const other = clientOnBackend(priceless, { apiUrl: API })
    const off = registerWalletUiHost(other, { kind: 'modal', notify: () => {} })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const wallet = await funded('1')
      const tx = solTransfer(wallet, Keypair.generate().publicKey, 1_000n)
      const result = transactSolanaWithOptionalUi(other, { ...params(wallet, tx), connection: connectionTo(priceless, API) })
      result.catch(() => undefined)
      await until(() => solanaTransactionFlow.get(other).status === 'ready')
      expect(solanaTransactionFlow.get(other).summary!.prices).toEqual({ native: null, tokens: {} })
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not read the price of SOL on chain solana:mainnet'), expect.anything())
      closeWalletRequest(other)
      await expect(result).rejects.toMatchObject({ code: 4001 })
    } finally {
      warn.mockRestore()
      off()
    }
  })

  it('reads the accounts a version-0 transaction loads from a lookup table, and sends it', async () => {
    mountUi()
    const wallet = await funded('1')
    const recipient = Keypair.generate().publicKey
    const table = Keypair.generate().publicKey
    const addresses = [Keypair.generate().publicKey, recipient]
    chain.svm().setAccount(lookupTableAccount(table, addresses))
    const { blockhash } = await connection.getLatestBlockhash()
    const lookup = (await connection.getAddressLookupTable(table)).value!
    expect(lookup.state.addresses.map((a) => a.toBase58())).toEqual(addresses.map((a) => a.toBase58()))
    const message = new TransactionMessage({ payerKey: wallet.publicKey, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: recipient, lamports: 3_000_000n })] })
      .compileToV0Message([lookup])
    expect(message.addressTableLookups).toHaveLength(1)
    expect(message.staticAccountKeys.map((k) => k.toBase58())).not.toContain(recipient.toBase58())
    const result = transactSolanaWithOptionalUi(client, params(wallet, new VersionedTransaction(message)))
    await until(shows(wallet, 'ready'))
    const [transfer] = solanaTransactionFlow.get(client).summary!.instructions
    expect(transfer).toMatchObject({ type: 'sol-transfer', from: wallet.publicKey.toBase58(), to: recipient.toBase58(), lamports: 3_000_000n })
    await confirmWalletRequest(client)
    closeWalletRequest(client)
    await result
    expect(await connection.getBalance(recipient)).toBe(3_000_000)
  })

  it('leaves the accounts of a lookup table it cannot read unresolved', async () => {
    mountUi()
    const wallet = await funded('1')
    const recipient = Keypair.generate().publicKey
    const table = Keypair.generate().publicKey // no account on the runtime
    const { blockhash } = await connection.getLatestBlockhash()
    const lookup = new AddressLookupTableAccount({ key: table, state: AddressLookupTableAccount.deserialize(lookupTableData([recipient])) })
    const message = new TransactionMessage({ payerKey: wallet.publicKey, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: recipient, lamports: 1n })] })
      .compileToV0Message([lookup])
    const result = transactSolanaWithOptionalUi(client, params(wallet, new VersionedTransaction(message)))
    result.catch(() => undefined)
    await until(shows(wallet, 'ready'))
    expect(solanaTransactionFlow.get(client).summary!.instructions[0]).toMatchObject({ type: 'sol-transfer', to: null })
    closeWalletRequest(client)
    await expect(result).rejects.toMatchObject({ code: 4001 })
  })

  it("detects insufficient funds from the simulation: Approve does nothing, closing rejects with 4001", async () => {
    mountUi()
    const wallet = await funded('0.01')
    const result = transactSolanaWithOptionalUi(client, params(wallet, solTransfer(wallet, Keypair.generate().publicKey, 5n * BigInt(LAMPORTS_PER_SOL))))
    await until(shows(wallet, 'ready'))
    const summary = solanaTransactionFlow.get(client).summary!
    expect(summary.insufficientFunds).toBe(true)
    expect(summary.simulation?.logs.join('\n')).toMatch(/insufficient lamports/)
    await confirmWalletRequest(client)
    expect(status()).toBe('ready')
    closeWalletRequest(client)
    await expect(result).rejects.toMatchObject({ code: 4001, message: 'The user rejected the request' })
  })

  it('Retry after an error signs again with a fresh recent blockhash', async () => {
    mountUi()
    const wallet = await funded('1')
    const to = Keypair.generate().publicKey
    const tx = solTransfer(wallet, to, 1_000_000n)
    const blockhashes: string[] = []
    let calls = 0
    const sign = async (t: Transaction | VersionedTransaction) => {
      blockhashes.push((t as Transaction).recentBlockhash!)
      calls += 1
      if (calls === 1) throw new Error('Failed to sign transaction')
      return signerOf(wallet)(t)
    }
    const result = transactSolanaWithOptionalUi(client, params(wallet, tx, { sign }))
    await until(shows(wallet, 'ready'))
    await confirmWalletRequest(client)
    expect(solanaTransactionFlow.get(client)).toMatchObject({ status: 'error', error: { message: 'Failed to sign transaction' } })
    chain.advanceSlots(1)
    await confirmWalletRequest(client)
    expect(status()).toBe('success')
    expect(blockhashes).toHaveLength(2)
    expect(blockhashes[1]).not.toBe(blockhashes[0])
    closeWalletRequest(client)
    await result
    expect(await connection.getBalance(to)).toBe(1_000_000)
  })

  it('closed while the wallet signs: rejects with 4001 and sends nothing', async () => {
    mountUi()
    const wallet = await funded('1')
    const to = Keypair.generate().publicKey
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const sign = async (t: Transaction | VersionedTransaction) => {
      await gate
      return signerOf(wallet)(t)
    }
    const result = transactSolanaWithOptionalUi(client, params(wallet, solTransfer(wallet, to, 1_000_000n), { sign }))
    await until(shows(wallet, 'ready'))
    const confirming = confirmWalletRequest(client)
    closeWalletRequest(client)
    release()
    await confirming
    await expect(result).rejects.toMatchObject({ code: 4001 })
    expect(await connection.getBalance(to)).toBe(0)
  })

  it('an instruction of a supported program it cannot read is an error; closing rejects with it', async () => {
    mountUi()
    const wallet = await funded('1')
    const tx = new Transaction({ feePayer: wallet.publicKey }).add(createApproveInstruction(getAssociatedTokenAddressSync(USDC, wallet.publicKey), Keypair.generate().publicKey, wallet.publicKey, 1n))
    const result = transactSolanaWithOptionalUi(client, params(wallet, tx))
    await until(shows(wallet, 'error'))
    closeWalletRequest(client)
    await expect(result).rejects.toThrow(/^Unsupported Token Program instruction: Approve/)
  })

  it('a transaction that fails on chain is an error with the explorer link of its cluster', () => {
    expect(solanaNetworkOf('https://api.devnet.solana.com').name).toBe('devnet')
    expect(solanaNetworkOf('https://api.mainnet-beta.solana.com').name).toBe('mainnet-beta')
    expect(solanaNetworkOf('http://127.0.0.1:8899').name).toBe('localnet')
    expect(solanaNetworkExplorerUrl(solanaNetworkOf('https://api.devnet.solana.com'), 'abc')).toBe('https://explorer.solana.com/tx/abc?cluster=devnet')
    expect(solanaNetworkExplorerUrl(solanaNetworkOf('https://api.mainnet-beta.solana.com'), 'abc')).toBe('https://explorer.solana.com/tx/abc')
    expect(solanaNetworkExplorerUrl(solanaNetworkOf('http://localhost:8899'), 'abc')).toBe('https://explorer.solana.com/tx/abc?cluster=custom&customUrl=http%3A%2F%2Flocalhost%3A8899')
  })
})

describe('GET /api/v1/spl_token_info and getSplTokenInfo', () => {
  const info = (query: string, appId?: null) => call(backend, 'GET', `/api/v1/spl_token_info?${query}`, appId === null ? { appId: null } : {})

  it('reads the decimals from the mint account on the local runtime (symbol for the mints it created)', async () => {
    expect(await info(`mint_address=${SOLANA_DEV_USDC_MINT}&cluster=devnet`)).toMatchObject({ status: 200, body: { address: SOLANA_DEV_USDC_MINT, decimals: 6, symbol: 'USDC' } })
  })

  it('answers 404 for an account that is not a mint, 400 for an invalid mint or cluster, 400 without the app id', async () => {
    const wallet = await funded('1')
    expect(await info(`mint_address=${wallet.publicKey.toBase58()}`)).toMatchObject({ status: 404, body: { code: 'not_found' } })
    expect(await info(`mint_address=${Keypair.generate().publicKey.toBase58()}`)).toMatchObject({ status: 404 })
    expect(await info('mint_address=not-base58!')).toMatchObject({ status: 400, body: { code: 'invalid_data' } })
    expect(await info(`mint_address=${'1'.repeat(200)}`)).toMatchObject({ status: 400 })
    expect(await info(`mint_address=${SOLANA_DEV_USDC_MINT}&cluster=moon`)).toMatchObject({ status: 400 })
    expect((await info(`mint_address=${SOLANA_DEV_USDC_MINT}`, null)).status).toBe(400)
  })

  it('getSplTokenInfo knows SOL (9) and USDC (6) without a call, reads others from the API', async () => {
    expect(await getSplTokenInfo(client, { mint: 'So11111111111111111111111111111111111111112' })).toMatchObject({ decimals: 9, symbol: 'SOL' })
    expect(await getSplTokenInfo(client, { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' })).toMatchObject({ decimals: 6, symbol: 'USDC' })
    expect(await getSplTokenInfo(client, { mint: SOLANA_DEV_USDC_MINT, cluster: 'localnet' })).toEqual({ mint: SOLANA_DEV_USDC_MINT, decimals: 6, symbol: 'USDC', name: 'USD Coin' })
    await expect(getSplTokenInfo(client, { mint: Keypair.generate().publicKey.toBase58() })).rejects.toThrow()
  })
})
