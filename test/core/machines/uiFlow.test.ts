import { describe, expect, it } from 'vitest'
import { FoyerError } from '../../../src/core/errors/base.js'
import { UserExitedFlowError } from '../../../src/core/errors/client.js'
import {
  FLOW_EXIT_CODES, INITIAL_UI_FLOW, UI_FLOW_KINDS, UI_FLOW_STATUSES, transitionUiFlow, type UiFlowEvent, type UiFlowState, type UiFlowStatus,
} from '../../../src/core/machines/uiFlow.js'
import type { AuthResult } from '../../../src/core/types/auth.js'

const result = { user: { id: 'u' } } as unknown as AuthResult
const error = new FoyerError('Wrong code', 'invalid_credentials')
const at = (status: UiFlowStatus): UiFlowState => ({ ...INITIAL_UI_FLOW, id: 3, kind: status === 'idle' ? null : 'login', status })

describe('transitionUiFlow', () => {
  const events: UiFlowEvent[] = [{ type: 'begin', kind: 'link' }, { type: 'error', error }, { type: 'succeeded', result }, { type: 'exit' }]
  const expected: Record<UiFlowStatus, UiFlowStatus[]> = {
    idle: ['open', 'idle', 'idle', 'idle'],
    open: ['open', 'open', 'succeeded', 'failed'],
    succeeded: ['open', 'succeeded', 'succeeded', 'succeeded'],
    failed: ['open', 'failed', 'failed', 'failed'],
  }
  it('the table covers every status', () => expect(Object.keys(expected).sort()).toEqual([...UI_FLOW_STATUSES].sort()))
  for (const status of UI_FLOW_STATUSES) {
    events.forEach((event, i) => {
      it(`${status} + ${event.type} → ${expected[status][i]}`, () => expect(transitionUiFlow(at(status), event).status).toBe(expected[status][i]))
    })
  }

  it('each begin is a new flow id; errors in between are remembered, not final', () => {
    const open = transitionUiFlow(at('failed'), { type: 'begin', kind: 'update' })
    expect(open).toMatchObject({ id: 4, kind: 'update', status: 'open', lastError: null })
    expect(transitionUiFlow(open, { type: 'error', error })).toMatchObject({ status: 'open', lastError: error })
  })

  it('leaving reports the last error, else the exit code of the kind', () => {
    const open = transitionUiFlow(INITIAL_UI_FLOW, { type: 'begin', kind: 'link' })
    expect(transitionUiFlow(transitionUiFlow(open, { type: 'error', error }), { type: 'exit' }).error).toBe(error)
    for (const kind of UI_FLOW_KINDS) {
      const left = transitionUiFlow(transitionUiFlow(INITIAL_UI_FLOW, { type: 'begin', kind }), { type: 'exit' })
      expect(left.error).toBeInstanceOf(UserExitedFlowError)
      expect(left.error?.code).toBe(FLOW_EXIT_CODES[kind])
    }
    expect(FLOW_EXIT_CODES).toEqual({ login: 'USER_EXITED_AUTH_FLOW', 'connect-or-create': 'USER_EXITED_AUTH_FLOW', link: 'USER_EXITED_LINK_FLOW', update: 'USER_EXITED_UPDATE_FLOW' })
  })
})
