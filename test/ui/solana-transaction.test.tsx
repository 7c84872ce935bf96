// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { transactSolanaWithOptionalUi, type SolanaWalletUiOptions } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { DEV_APP_ID } from '../../src/testing/index.js'
import { SOLANA_DEV_USDC_MINT, createSolanaDevChain, type SolanaDevChain } from '../../src/testing/chains/index.js'
import { FoyerModal } from '../../src/ui/index.js'
import { renderWithFoyer, type Harness } from './helpers.js'
import { connectionTo, fundedKeypair, keypairSigner } from '../core/wallets/solana/helpers.js'

const API = 'http://foyer.test'
const USDC = new PublicKey(SOLANA_DEV_USDC_MINT)
let chain: SolanaDevChain
beforeAll(async () => {
  chain = await createSolanaDevChain()
})
afterEach(() => cleanup())

function mount(): { h: Harness; connection: Connection } {
  clearRefreshMarker(DEV_APP_ID)
  const h = renderWithFoyer(<FoyerModal />, { chains: [chain] }, { apiUrl: API })
  const connection = connectionTo(h.backend, API)
  return { h, connection }
}
const funded = (sol: string, usdc?: string) => fundedKeypair(chain, sol, usdc)
const signer = keypairSigner
function start(h: Harness, connection: Connection, wallet: Keypair, transaction: Transaction, uiOptions?: SolanaWalletUiOptions) {
  let pending!: ReturnType<typeof transactSolanaWithOptionalUi>
  act(() => {
    pending = transactSolanaWithOptionalUi(h.client, { address: wallet.publicKey.toBase58(), transaction, connection, signOnly: false, uiOptions, sign: signer(wallet) })
    pending.catch(() => undefined)
  })
  return pending
}

describe("the Solana 'Confirm transaction' screen", () => {
  it('an SPL transfer creating the token account: amounts, fee, Advanced instructions; Approve sends; the receipt; All Done resolves', async () => {
    const { h, connection } = mount()
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const wallet = await funded('1', '30')
    const recipient = Keypair.generate().publicKey
    const destination = getAssociatedTokenAddressSync(USDC, recipient)
    const tx = new Transaction({ feePayer: wallet.publicKey }).add(
      createAssociatedTokenAccountIdempotentInstruction(wallet.publicKey, destination, recipient, USDC),
      createTransferCheckedInstruction(getAssociatedTokenAddressSync(USDC, wallet.publicKey), USDC, destination, wallet.publicKey, 25_500_000n, 6),
    )
    const pending = start(h, connection, wallet, tx, { isCancellable: true })
    expect((await screen.findAllByRole('heading', { name: 'Confirm transaction' })).length).toBeGreaterThan(0)
    // Amounts with their dollar value (the dev backend's prices: SOL $150, USDC $1).
    await waitFor(() => expect(document.body.textContent).toMatch(/Send25\.5 USDC \(\$25\.50\)/))
    const text = document.body.textContent ?? ''
    expect(text).toContain(`To${recipient.toBase58()}`)
    expect(text).toMatch(/Estimated fee<0\.001 SOL \(<\$0\.01\).*Balance1 SOL \(\$150\.00\)/)
    expect(text).toMatch(/Instruction 1: Create token account.*Instruction 2: Transfer token/)
    expect(screen.getByRole('button', { name: 'Not now' })).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await screen.findByText('Transaction complete!', {}, { timeout: 5000 })
    expect(screen.queryByText("You're all set.")).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'All Done' }))
    const { signature } = await pending
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
    expect((await connection.getTokenAccountBalance(destination)).value.uiAmount).toBe(25.5)
  })

  it("insufficient funds: the sentence and 'Add funds', which emits addSolanaFunds; 'Not now' rejects with 4001", async () => {
    const { h, connection } = mount()
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const wallet = await funded('0.01')
    const events: unknown[] = []
    h.client.events.on('addSolanaFunds', (e) => events.push(e))
    const tx = new Transaction({ feePayer: wallet.publicKey }).add(SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 2_000_000_000n }))
    const pending = start(h, connection, wallet, tx, { isCancellable: true })
    const addFunds = await screen.findByRole('button', { name: 'Add funds' }, { timeout: 5000 })
    expect(screen.queryByText('Solana wallet has insufficient funds for this transaction.')).not.toBeNull()
    fireEvent.click(addFunds)
    expect(events).toEqual([{ address: wallet.publicKey.toBase58(), cluster: 'mainnet-beta', amount: 2_000_005_000n - 10_000_000n }])
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    await expect(pending).rejects.toMatchObject({ code: 4001, message: 'The user rejected the request' })
  })
})
