import { describe, expect, it } from 'vitest'
import { FoyerError } from '../../../src/core/errors/base.js'
import { WalletProviderError } from '../../../src/core/wallets/errors.js'
import {
  canRetryWalletConnect, INITIAL_WALLET_CONNECT_FLOW, isWalletConnectBusy, transitionWalletConnectFlow,
  walletConnectRetriesExhausted, type WalletConnectFlowEvent, type WalletConnectFlowState,
} from '../../../src/core/machines/walletConnectFlow.js'
import { WALLET_CONNECTION_STATUSES, type WalletConnection, type WalletConnectionStatus } from '../../../src/core/types/wallets.js'

const rejected = new WalletProviderError(4001, 'User rejected the request.', 'user_rejected_request', true)
const unsupported = new WalletProviderError(4200, 'The Provider does not support the requested method.', 'unsupported_method', false)
const connection: WalletConnection = {
  connectorId: 'ethereum:io.metamask', chainType: 'ethereum', address: '0xabc', chainId: 'eip155:1',
  walletClientType: 'metamask', connectorType: 'injected', connectedAt: 1,
}

const EVENTS: Record<WalletConnectFlowEvent['type'], WalletConnectFlowEvent> = {
  start: { type: 'start', connectorId: 'ethereum:other' },
  waiting: { type: 'waiting' },
  uri: { type: 'uri', uri: 'wc:abc@2' },
  'switching-chain': { type: 'switching-chain' },
  connected: { type: 'connected', connection },
  failed: { type: 'failed', error: rejected },
  'clear-uri': { type: 'clear-uri' },
  cancel: { type: 'cancel' },
  reset: { type: 'reset' },
}

const stateIn = (status: WalletConnectionStatus): WalletConnectFlowState => ({
  status, connectorId: 'ethereum:io.metamask', uri: status === 'waiting' ? 'wc:old@2' : null, error: null, retries: 0,
  connection: status === 'connected' ? connection : null,
})

type Expected = 'unchanged' | WalletConnectionStatus
const TABLE: Record<WalletConnectionStatus, Record<WalletConnectFlowEvent['type'], Expected>> = {
  disconnected: { start: 'connecting', waiting: 'unchanged', uri: 'unchanged', 'switching-chain': 'unchanged', connected: 'unchanged', failed: 'unchanged', 'clear-uri': 'unchanged', cancel: 'unchanged', reset: 'disconnected' },
  connecting: { start: 'connecting', waiting: 'waiting', uri: 'waiting', 'switching-chain': 'switching_to_supported_chain', connected: 'connected', failed: 'disconnected', 'clear-uri': 'unchanged', cancel: 'disconnected', reset: 'disconnected' },
  waiting: { start: 'connecting', waiting: 'waiting', uri: 'waiting', 'switching-chain': 'switching_to_supported_chain', connected: 'connected', failed: 'disconnected', 'clear-uri': 'waiting', cancel: 'disconnected', reset: 'disconnected' },
  switching_to_supported_chain: { start: 'connecting', waiting: 'waiting', uri: 'waiting', 'switching-chain': 'switching_to_supported_chain', connected: 'connected', failed: 'disconnected', 'clear-uri': 'unchanged', cancel: 'disconnected', reset: 'disconnected' },
  connected: { start: 'connecting', waiting: 'unchanged', uri: 'unchanged', 'switching-chain': 'unchanged', connected: 'unchanged', failed: 'unchanged', 'clear-uri': 'unchanged', cancel: 'unchanged', reset: 'disconnected' },
}

describe('transitionWalletConnectFlow', () => {
  it('covers the spec connection states disconnected, connecting, switching_to_supported_chain, waiting, connected', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...WALLET_CONNECTION_STATUSES].sort())
  })
  const cases = WALLET_CONNECTION_STATUSES.flatMap((status) =>
    (Object.keys(EVENTS) as WalletConnectFlowEvent['type'][]).map((event) => [status, event, TABLE[status][event]] as const),
  )
  it.each(cases)('%s + %s → %s', (status, event, expected) => {
    const before = stateIn(status)
    const after = transitionWalletConnectFlow(before, EVENTS[event])
    if (expected === 'unchanged') expect(after).toBe(before)
    else expect(after.status).toBe(expected)
  })

  it('a duplicate connect to the same wallet keeps the attempt as it is (no error)', () => {
    const waiting = stateIn('waiting')
    expect(transitionWalletConnectFlow(waiting, { type: 'start', connectorId: 'ethereum:io.metamask' })).toBe(waiting)
  })

  it('failing keeps the error; the user\'s retry counts; retries are offered while retryable and under 2', () => {
    let s = transitionWalletConnectFlow(INITIAL_WALLET_CONNECT_FLOW, { type: 'start', connectorId: 'a' })
    s = transitionWalletConnectFlow(s, { type: 'failed', error: rejected })
    expect(s).toMatchObject({ status: 'disconnected', error: rejected, retries: 0 })
    expect(canRetryWalletConnect(s)).toBe(true)
    for (const expected of [1, 2]) {
      s = transitionWalletConnectFlow(s, { type: 'start', connectorId: 'a', retry: true })
      expect(s).toMatchObject({ status: 'connecting', error: null, retries: expected })
      s = transitionWalletConnectFlow(s, { type: 'failed', error: rejected })
    }
    expect(canRetryWalletConnect(s)).toBe(false)
    expect(walletConnectRetriesExhausted(s)).toBe(true)
    // Another wallet starts afresh.
    expect(transitionWalletConnectFlow(s, { type: 'start', connectorId: 'b', retry: true }).retries).toBe(0)
  })

  it('a non-retryable error offers no Retry; a plain FoyerError neither', () => {
    const failedWith = (error: FoyerError) => transitionWalletConnectFlow({ ...stateIn('connecting') }, { type: 'failed', error })
    expect(canRetryWalletConnect(failedWith(unsupported))).toBe(false)
    expect(canRetryWalletConnect(failedWith(new FoyerError('x', 'UNKNOWN_AUTH_ERROR')))).toBe(false)
  })

  it('the pairing URI: shown while waiting, cleared by back (the attempt goes on), dropped on connect', () => {
    let s = transitionWalletConnectFlow(stateIn('connecting'), EVENTS.uri)
    expect(s).toMatchObject({ status: 'waiting', uri: 'wc:abc@2' })
    expect(isWalletConnectBusy(s)).toBe(true)
    const cleared = transitionWalletConnectFlow(s, EVENTS['clear-uri'])
    expect(cleared).toMatchObject({ status: 'waiting', uri: null })
    s = transitionWalletConnectFlow(s, EVENTS.connected)
    expect(s).toMatchObject({ status: 'connected', uri: null, connection })
  })

  it('cancel ends an attempt without an error', () => {
    expect(transitionWalletConnectFlow(stateIn('waiting'), EVENTS.cancel)).toMatchObject({ status: 'disconnected', error: null, uri: null })
  })
})
