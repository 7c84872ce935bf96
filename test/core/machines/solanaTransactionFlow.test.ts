import { describe, expect, it } from 'vitest'
import { testTransitionTable, type Expected } from './table.js'
import {
  INITIAL_SOLANA_TRANSACTION, SOLANA_TRANSACTION_STATUSES, SolanaInsufficientFundsError, needsFreshBlockhash, simulationLacksFunds,
  solanaTransactionOutcome, splTransferRecipient, splTransferToken, transitionSolanaTransaction,
  type SolanaTransactionEvent, type SolanaTransactionState, type SolanaTransactionStatus, type SolanaTransactionSummary,
} from '../../../src/core/machines/solanaTransactionFlow.js'

const summary: SolanaTransactionSummary = {
  address: 'Wallet1111111111111111111111111111111111111', feePayer: 'Wallet1111111111111111111111111111111111111',
  cluster: { name: 'devnet', rpcUrl: 'https://api.devnet.solana.com' },
  instructions: [], tokens: {}, prices: { native: null, tokens: {} }, fee: 5000n, balance: 10n ** 9n, simulation: { err: null, logs: [] }, insufficientFunds: false, signOnly: false,
}
const bytes = Uint8Array.of(1, 2, 3)
const failure = new Error('Transaction failed')
const previous = new Error('earlier')

const EVENTS: Record<SolanaTransactionEvent['type'], SolanaTransactionEvent> = {
  prepared: { type: 'prepared', summary },
  balance: { type: 'balance', balance: 7n, insufficientFunds: true },
  submit: { type: 'submit' },
  retry: { type: 'retry' },
  signed: { type: 'signed', signature: 'sig2', signedTransaction: bytes },
  sent: { type: 'sent' },
  confirmed: { type: 'confirmed' },
  failed: { type: 'failed', error: failure },
  reset: { type: 'reset' },
}
const stateIn = (status: SolanaTransactionStatus): SolanaTransactionState => ({
  status,
  summary: status === 'preparing' ? null : summary,
  signature: status === 'submitting' || status === 'success' ? 'sig1' : null,
  signedTransaction: status === 'submitting' || status === 'success' ? bytes : null,
  sent: status === 'submitting' || status === 'success',
  attempt: status === 'preparing' || status === 'ready' ? 0 : 1,
  error: status === 'error' ? previous : null,
})
const toReady = (s: SolanaTransactionState): SolanaTransactionState => ({ ...s, status: 'ready', summary, error: null })
const toSubmitting = (s: SolanaTransactionState): SolanaTransactionState => ({ ...s, status: 'submitting', attempt: s.attempt + 1, error: null })
const toError = (s: SolanaTransactionState): SolanaTransactionState => ({ ...s, status: 'error', error: failure })
const toPreparing = (): SolanaTransactionState => INITIAL_SOLANA_TRANSACTION
const withBalance = (s: SolanaTransactionState): SolanaTransactionState => ({ ...s, summary: { ...summary, balance: 7n, insufficientFunds: true } })
const signedAgain = (s: SolanaTransactionState): SolanaTransactionState => ({ ...s, signature: 'sig2', signedTransaction: bytes })
const retried = (s: SolanaTransactionState): SolanaTransactionState => ({ ...s, status: 'submitting', attempt: 2, signature: null, signedTransaction: null, sent: false, error: null })

const TABLE: Record<SolanaTransactionStatus, Record<SolanaTransactionEvent['type'], Expected<SolanaTransactionState>>> = {
  preparing: { prepared: toReady, balance: 'unchanged', submit: 'unchanged', retry: 'unchanged', signed: 'unchanged', sent: 'unchanged', confirmed: 'unchanged', failed: toError, reset: toPreparing },
  ready: { prepared: 'unchanged', balance: withBalance, submit: toSubmitting, retry: 'unchanged', signed: 'unchanged', sent: 'unchanged', confirmed: 'unchanged', failed: 'unchanged', reset: toPreparing },
  submitting: { prepared: 'unchanged', balance: 'unchanged', submit: 'unchanged', retry: 'unchanged', signed: signedAgain, sent: (s) => ({ ...s, sent: true }), confirmed: (s) => ({ ...s, status: 'success' }), failed: toError, reset: toPreparing },
  success: { prepared: 'unchanged', balance: 'unchanged', submit: 'unchanged', retry: 'unchanged', signed: 'unchanged', sent: 'unchanged', confirmed: 'unchanged', failed: 'unchanged', reset: toPreparing },
  error: { prepared: 'unchanged', balance: 'unchanged', submit: 'unchanged', retry: retried, signed: 'unchanged', sent: 'unchanged', confirmed: 'unchanged', failed: 'unchanged', reset: toPreparing },
}

describe('transitionSolanaTransaction: preparing → ready → submitting → success | error', () => {
  testTransitionTable({ statuses: SOLANA_TRANSACTION_STATUSES, events: EVENTS, table: TABLE, stateIn, transition: transitionSolanaTransaction })

  it('Approve does nothing while the simulation says the wallet lacks funds (the screen offers Add funds)', () => {
    const ready = { ...stateIn('ready'), summary: { ...summary, insufficientFunds: true } }
    expect(transitionSolanaTransaction(ready, { type: 'submit' })).toBe(ready)
  })

  it('sign-only: signed is success; sending: success only once sent and confirmed', () => {
    const signOnly = { ...stateIn('ready'), summary: { ...summary, signOnly: true } }
    const submitting = transitionSolanaTransaction(signOnly, { type: 'submit' })
    expect(transitionSolanaTransaction(submitting, EVENTS.signed).status).toBe('success')
    const sending = transitionSolanaTransaction(stateIn('ready'), { type: 'submit' })
    expect(transitionSolanaTransaction(sending, { type: 'confirmed' })).toBe(sending)
    const signed = transitionSolanaTransaction(sending, EVENTS.signed)
    expect(signed.status).toBe('submitting')
    expect(transitionSolanaTransaction(transitionSolanaTransaction(signed, { type: 'sent' }), { type: 'confirmed' }).status).toBe('success')
  })

  it('Retry after a submission error needs a fresh blockhash; the first submission does not', () => {
    const first = transitionSolanaTransaction(stateIn('ready'), { type: 'submit' })
    expect(needsFreshBlockhash(first)).toBe(false)
    const failed = transitionSolanaTransaction(first, { type: 'failed', error: failure })
    expect(needsFreshBlockhash(transitionSolanaTransaction(failed, { type: 'retry' }))).toBe(true)
  })

  it('Retry after a preparing error prepares again', () => {
    const failed = transitionSolanaTransaction(INITIAL_SOLANA_TRANSACTION, { type: 'failed', error: failure })
    expect(transitionSolanaTransaction(failed, { type: 'retry' })).toEqual({ ...INITIAL_SOLANA_TRANSACTION })
  })
})

describe('solanaTransactionOutcome: what closing the screen means', () => {
  it.each([
    ['success', { ...stateIn('success') }, { type: 'resolve', value: { signature: 'sig1', signedTransaction: bytes } }],
    ['sent, still confirming', { ...stateIn('submitting') }, { type: 'resolve', value: { signature: 'sig1', signedTransaction: bytes } }],
    ['signing, not sent', { ...stateIn('submitting'), sent: false }, { type: 'reject', error: null }],
    ['ready (closed without a result)', stateIn('ready'), { type: 'reject', error: null }],
    ['error', stateIn('error'), { type: 'reject', error: previous }],
  ] as const)('%s', (_name, state, expected) => {
    expect(solanaTransactionOutcome(state)).toEqual(expected)
  })
})

describe('simulationLacksFunds: insufficient funds from the simulation', () => {
  it.each([
    ['a System transfer log', { err: { InstructionError: [0, { Custom: 1 }] }, logs: ['Transfer: insufficient lamports 100, need 2000000000'] }, true],
    ['a Token program log', { err: { InstructionError: [1, { Custom: 1 }] }, logs: ['Program log: Error: insufficient funds'] }, true],
    ['InsufficientFundsForFee', { err: 'InsufficientFundsForFee', logs: [] }, true],
    ['InsufficientFundsForRent of the fee payer', { err: { InsufficientFundsForRent: { account_index: 0 } }, logs: [] }, true],
    ['InsufficientFundsForRent of another account (a transfer below its rent)', { err: { InsufficientFundsForRent: { account_index: 1 } }, logs: [] }, false],
    ['a fee payer with no account', { err: 'AccountNotFound', logs: [] }, true],
    ['another failure', { err: { InstructionError: [0, 'InvalidAccountData'] }, logs: ['Program failed'] }, false],
    ['success (even with the word in a log)', { err: null, logs: ['insufficient funds'] }, false],
  ] as const)('%s → %s', (_name, simulation, expected) => {
    expect(simulationLacksFunds(simulation)).toBe(expected)
  })
  it("the error's message is the spec's sentence", () => {
    expect(new SolanaInsufficientFundsError().message).toBe('Solana wallet has insufficient funds for this transaction.')
  })
})

describe('SPL transfers as the screen shows them (splTransferToken, splTransferRecipient)', () => {
  const USDC = { mint: 'Mint111', decimals: 6, symbol: 'USDC', name: 'USD Coin' }
  const transfer = (over: Partial<Extract<SolanaTransactionSummary['instructions'][number], { type: 'spl-transfer' }>> = {}) =>
    ({ type: 'spl-transfer', programId: 'Token', source: 'Src111', destination: 'Ata111', owner: 'Wallet', amount: 2_000_000n, mint: 'Mint111', decimals: 6, checked: true, ...over }) as const
  const ata = { type: 'ata-creation', programId: 'Ata', payer: 'Wallet', account: 'Ata111', owner: 'Bob111', mint: 'Mint111', idempotent: true } as const

  it.each([
    ['by its mint', transfer(), { Mint111: USDC }, USDC],
    ['by its source account when the mint is not named (Transfer, not TransferChecked)', transfer({ mint: null, checked: false }), { Src111: USDC }, USDC],
    ['unknown when the summary read neither', transfer({ mint: null }), {}, undefined],
  ] as const)('the token: %s', (_, ix, tokens, expected) => {
    expect(splTransferToken({ ...summary, tokens }, ix)).toEqual(expected)
  })

  it.each([
    ['the owner of the token account an ATA creation of the same transaction makes', [ata], 'Bob111'],
    ['the token account itself without one', [], 'Ata111'],
    ['the token account when the creation is for another account', [{ ...ata, account: 'Other' }], 'Ata111'],
  ] as const)('the recipient: %s', (_, created, expected) => {
    const ix = transfer()
    expect(splTransferRecipient({ ...summary, instructions: [...created, ix] }, ix)).toBe(expected)
  })
})
