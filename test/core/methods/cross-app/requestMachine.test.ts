import { describe, expect, it } from 'vitest'
import {
  CrossAppReadOnlyError, CrossAppRequestTimeoutError, CrossAppUserRejectedError, INITIAL_CROSS_APP_REQUEST, transitionCrossAppRequest,
  type CrossAppRequestEvent, type CrossAppRequestState,
} from '../../../../src/core/index.js'

const OPEN: CrossAppRequestEvent = { type: 'open', method: 'personal_sign', address: '0xabc', providerAppId: 'arcade', providerAppName: 'Arcade' }
const awaiting = transitionCrossAppRequest(INITIAL_CROSS_APP_REQUEST, OPEN)
const readOnly = new CrossAppReadOnlyError()
const done: CrossAppRequestState = { ...awaiting, status: 'done', result: '0x01' }
const failed: CrossAppRequestState = { ...awaiting, status: 'error', error: readOnly }

describe('transitionCrossAppRequest: popup, then response, error, closed (rejected) or timeout', () => {
  it.each<[string, CrossAppRequestState, CrossAppRequestEvent, Partial<CrossAppRequestState>]>([
    ['open from initial → awaiting with the request', INITIAL_CROSS_APP_REQUEST, OPEN, { status: 'awaiting', method: 'personal_sign', address: '0xabc', providerAppId: 'arcade', providerAppName: 'Arcade', result: null, error: null }],
    ['response while awaiting → done with the result', awaiting, { type: 'response', result: '0xsig' }, { status: 'done', result: '0xsig', error: null }],
    ['error while awaiting → error', awaiting, { type: 'error', error: readOnly }, { status: 'error', error: readOnly }],
    ['open after done starts over', done, OPEN, { status: 'awaiting', result: null }],
    ['open after an error starts over', failed, OPEN, { status: 'awaiting', error: null }],
    ['a late response after done changes nothing', done, { type: 'response', result: '0xother' }, done],
    ['a late close after done changes nothing', done, { type: 'closed' }, done],
    ['a response with no popup awaited changes nothing', INITIAL_CROSS_APP_REQUEST, { type: 'response', result: '0x01' }, INITIAL_CROSS_APP_REQUEST],
    ['a timeout after an error changes nothing', failed, { type: 'timeout' }, failed],
    ['reset → initial', awaiting, { type: 'reset' }, INITIAL_CROSS_APP_REQUEST],
  ])('%s', (_, state, event, expected) => {
    expect(transitionCrossAppRequest(state, event)).toMatchObject(expected)
  })

  it("closed while awaiting → error 'User rejected request'", () => {
    const next = transitionCrossAppRequest(awaiting, { type: 'closed' })
    expect(next.status).toBe('error')
    expect(next.error).toBeInstanceOf(CrossAppUserRejectedError)
    expect(next.error?.shortMessage).toBe('User rejected request')
  })

  it("timeout while awaiting → error 'Request timeout'", () => {
    const next = transitionCrossAppRequest(awaiting, { type: 'timeout' })
    expect(next.error).toBeInstanceOf(CrossAppRequestTimeoutError)
    expect(next.error?.shortMessage).toBe('Request timeout')
  })
})
