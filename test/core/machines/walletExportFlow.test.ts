import { describe, expect, it } from 'vitest'
import { testTransitionTable, type Expected } from './table.js'
import {
  INITIAL_WALLET_EXPORT, WALLET_EXPORT_STATUSES, transitionWalletExport, walletExportOutcome,
  type WalletExportEvent, type WalletExportState, type WalletExportStatus,
} from '../../../src/core/machines/walletExportFlow.js'

const failure = new Error('Unable to connect to wallet')
const previousError = new Error('earlier')
const exited = new Error('User exited before wallet could be connected')

const EVENTS: Record<WalletExportEvent['type'], WalletExportEvent> = {
  connected: { type: 'connected' },
  exported: { type: 'exported', shown: ['private-key', 'seed-phrase'] },
  failed: { type: 'failed', error: failure },
  reset: { type: 'reset' },
}
const stateIn = (status: WalletExportStatus): WalletExportState => ({
  status,
  shown: status === 'exported' ? ['private-key'] : null,
  error: status === 'error' ? previousError : null,
})
const toReady = (s: WalletExportState): WalletExportState => ({ ...s, status: 'ready' })
const toExported = (s: WalletExportState): WalletExportState => ({ ...s, status: 'exported', shown: ['private-key', 'seed-phrase'] })
const toError = (s: WalletExportState): WalletExportState => ({ ...s, status: 'error', error: failure })
const toConnecting = (): WalletExportState => INITIAL_WALLET_EXPORT
const TABLE: Record<WalletExportStatus, Record<WalletExportEvent['type'], Expected<WalletExportState>>> = {
  connecting: { connected: toReady, exported: 'unchanged', failed: toError, reset: toConnecting },
  ready: { connected: 'unchanged', exported: toExported, failed: toError, reset: toConnecting },
  exported: { connected: 'unchanged', exported: 'unchanged', failed: 'unchanged', reset: toConnecting },
  error: { connected: 'unchanged', exported: 'unchanged', failed: 'unchanged', reset: toConnecting },
}

describe('transitionWalletExport', () => {
  it('the table covers every status: connecting, ready, exported, error', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...WALLET_EXPORT_STATUSES].sort())
    expect(INITIAL_WALLET_EXPORT).toEqual({ status: 'connecting', shown: null, error: null })
  })
  testTransitionTable({ statuses: WALLET_EXPORT_STATUSES, events: EVENTS, table: TABLE, stateIn, transition: transitionWalletExport })
})

describe('walletExportOutcome (the screen closes)', () => {
  it.each([
    ['connecting', { type: 'reject', error: exited }],
    ['ready', { type: 'resolve', value: undefined }],
    ['exported', { type: 'resolve', value: undefined }],
    ['error', { type: 'reject', error: previousError }],
  ] as const)('%s → %o', (status, outcome) => {
    expect(walletExportOutcome(stateIn(status), () => exited)).toEqual(outcome)
  })
})
