import { describe, expect, it } from 'vitest'
import { testTransitionTable, type Expected as TableExpected } from './table.js'
import { FoyerError } from '../../../src/core/errors/base.js'
import {
  INITIAL_WALLET_AUTH_FLOW, isWalletAuthFlowBusy, joinsWalletSignIn, transitionWalletAuthFlow, WALLET_AUTH_FLOW_STATUSES,
  type WalletAuthFlowEvent, type WalletAuthFlowState, type WalletAuthFlowStatus,
} from '../../../src/core/machines/walletAuthFlow.js'
import type { AuthResult } from '../../../src/core/types/auth.js'

const failure = new FoyerError('User rejected the request.', 'user_rejected_request')
const result = { isNewUser: true } as AuthResult
const ADDRESS = '0x8c14540205645169b5588087b997b4aEC3545aCF'

const EVENTS: Record<WalletAuthFlowEvent['type'], WalletAuthFlowEvent> = {
  start: { type: 'start', chainType: 'ethereum', address: ADDRESS, intent: 'link' },
  message: { type: 'message', message: 'example.com wants you to sign in…' },
  signed: { type: 'signed' },
  submit: { type: 'submit', chainType: 'ethereum', address: ADDRESS, message: 'signed elsewhere', intent: 'login' },
  succeeded: { type: 'succeeded', result },
  failed: { type: 'failed', error: failure },
  reset: { type: 'reset' },
}

const stateIn = (status: WalletAuthFlowStatus): WalletAuthFlowState => ({
  status,
  error: status === 'error' ? new FoyerError('earlier', 'UNKNOWN_AUTH_ERROR') : null,
  chainType: status === 'initial' ? null : 'solana',
  address: status === 'initial' ? null : 'Old',
  message: ['awaiting-signature', 'submitting-signature', 'done'].includes(status) ? 'old message' : null,
  intent: 'login',
  result: status === 'done' ? ({ isNewUser: false } as AuthResult) : null,
})

type Expected = TableExpected<WalletAuthFlowState>
const toGenerating = (): WalletAuthFlowState => ({
  status: 'generating-message', error: null, chainType: 'ethereum', address: ADDRESS, message: null, intent: 'link', result: null,
})
const toAwaiting = (s: WalletAuthFlowState): WalletAuthFlowState => ({ ...s, status: 'awaiting-signature', message: 'example.com wants you to sign in…' })
const toSubmitting = (s: WalletAuthFlowState): WalletAuthFlowState => ({ ...s, status: 'submitting-signature' })
const toDone = (s: WalletAuthFlowState): WalletAuthFlowState => ({ ...s, status: 'done', error: null, result })
const toError = (s: WalletAuthFlowState): WalletAuthFlowState => ({ ...s, status: 'error', error: failure })
const toInitial = () => INITIAL_WALLET_AUTH_FLOW
/** A message the host signed itself: a new attempt, straight to submitting-signature, whatever came before. */
const toSubmittingOwn = (): WalletAuthFlowState => ({
  status: 'submitting-signature', error: null, chainType: 'ethereum', address: ADDRESS, message: 'signed elsewhere', intent: 'login', result: null,
})

const TABLE: Record<WalletAuthFlowStatus, Record<WalletAuthFlowEvent['type'], Expected>> = {
  initial: { start: toGenerating, message: 'unchanged', signed: 'unchanged', submit: toSubmittingOwn, succeeded: 'unchanged', failed: 'unchanged', reset: toInitial },
  // A start is a new attempt's first event (a second sign-in joins the one under way instead).
  'generating-message': { start: toGenerating, message: toAwaiting, signed: 'unchanged', submit: toSubmittingOwn, succeeded: 'unchanged', failed: toError, reset: toInitial },
  // A new message may replace one the user never signed.
  'awaiting-signature': { start: toGenerating, message: 'unchanged', signed: toSubmitting, submit: toSubmittingOwn, succeeded: 'unchanged', failed: toError, reset: toInitial },
  'submitting-signature': { start: toGenerating, message: 'unchanged', signed: 'unchanged', submit: toSubmittingOwn, succeeded: toDone, failed: toError, reset: toInitial },
  done: { start: toGenerating, message: 'unchanged', signed: 'unchanged', submit: toSubmittingOwn, succeeded: 'unchanged', failed: 'unchanged', reset: toInitial },
  error: { start: toGenerating, message: 'unchanged', signed: 'unchanged', submit: toSubmittingOwn, succeeded: 'unchanged', failed: 'unchanged', reset: toInitial },
}

describe('transitionWalletAuthFlow (SIWE and SIWS)', () => {
  it('covers the spec statuses generating-message, awaiting-signature, submitting-signature, done, error (+ initial)', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...WALLET_AUTH_FLOW_STATUSES].sort())
    expect(WALLET_AUTH_FLOW_STATUSES).toEqual(['initial', 'generating-message', 'awaiting-signature', 'submitting-signature', 'done', 'error'])
  })

  testTransitionTable({ statuses: WALLET_AUTH_FLOW_STATUSES, events: EVENTS, table: TABLE, stateIn, transition: transitionWalletAuthFlow })

  it('a happy path ends done with the result; busy only while a step runs; a second sign-in joins while generating or submitting', () => {
    let s = INITIAL_WALLET_AUTH_FLOW
    const seen: WalletAuthFlowStatus[] = []
    for (const e of [EVENTS.start, EVENTS.message, EVENTS.signed, EVENTS.succeeded]) seen.push((s = transitionWalletAuthFlow(s, e)).status)
    expect(seen).toEqual(['generating-message', 'awaiting-signature', 'submitting-signature', 'done'])
    expect(s.result).toBe(result)
    expect(WALLET_AUTH_FLOW_STATUSES.filter((st) => joinsWalletSignIn(stateIn(st)))).toEqual(['generating-message', 'submitting-signature'])
    expect(WALLET_AUTH_FLOW_STATUSES.filter((st) => isWalletAuthFlowBusy(stateIn(st)))).toEqual([
      'generating-message', 'awaiting-signature', 'submitting-signature',
    ])
  })
})
