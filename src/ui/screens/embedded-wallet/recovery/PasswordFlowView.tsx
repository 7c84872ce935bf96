'use client'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import {
  initialPasswordFlow, passwordFlowAutoCloseMs, passwordFlowBackTarget, passwordFlowCancellable, transitionPasswordFlow,
  type PasswordFlowInitiator,
} from '../../../../hooks/internalApi.js'
import type { ScreenId } from '../../../screen-ids.js'
import { useRunAfter } from '../../../lib/useRunAfter.js'
import { ScreenFrame } from '../../../primitives/Screen.js'
import { ConfirmStep, CreateStep, DoneStep, FinalizeStep, SaveStep } from './steps.js'

/** What the password flow's screen is given: who started it, where it came from, and the save. */
export type PasswordFlowViewProps = {
  id: ScreenId
  /** The wallet is already secured by a password: 'Reset your password'. */
  reset: boolean
  initiatedBy: PasswordFlowInitiator
  /** The recovery method selection was the screen before: back from the first step returns there. */
  fromSelection: boolean
  appName: string | null
  /** Sets the password on the wallet (Set Password); its rejection is the error the last step shows. */
  save: (password: string) => Promise<unknown>
  /** Back from the first step (to the selection). */
  back: () => void
  /** Close, Cancel, and the automatic close 1400 ms after the success of a flow the kit started. */
  close: () => void
}

/**
 * The password flow (create → save → confirm → finalize → done) on one screen: the pure flow
 * (`transitionPasswordFlow`) in the screen's state — the password never leaves this screen but
 * through `save` — with back one step in the header.
 */
export function PasswordFlowView({ id, reset, initiatedBy, fromSelection, appName, save, back, close }: PasswordFlowViewProps) {
  const [state, dispatch] = useReducer(transitionPasswordFlow, { initiatedBy, fromSelection }, initialPasswordFlow)
  const autoClose = passwordFlowAutoCloseMs(state)
  useRunAfter(autoClose !== null, autoClose ?? 0, close)
  const backTarget = passwordFlowBackTarget(state)
  const onBack = useCallback(() => (backTarget === 'selection' ? back() : dispatch({ type: 'back' })), [backTarget, back])

  const submit = async () => {
    if (state.status !== 'finalizing' || !state.acknowledged) return
    dispatch({ type: 'submit' })
    try {
      await save(state.password)
      dispatch({ type: 'succeeded' })
    } catch (error) {
      dispatch({ type: 'failed', error: error instanceof Error ? error : new Error(String(error)) })
    }
  }

  // A new step takes the focus to its field, else its title (the button pressed is gone).
  const stepRef = useRef<HTMLDivElement | null>(null)
  const shownStep = state.status === 'submitting' ? 'finalizing' : state.status === 'error' ? 'done' : state.status
  const firstStep = useRef(shownStep)
  useEffect(() => {
    if (shownStep === firstStep.current) return
    firstStep.current = shownStep
    const target = stepRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled)') ?? stepRef.current?.querySelector<HTMLElement>('h2')
    if (!target) return
    if (target.tagName !== 'INPUT') target.tabIndex = -1
    target.focus()
  }, [shownStep])

  const step = (() => {
    switch (state.status) {
      case 'creating':
        return <CreateStep reset={reset} initialPassword={state.password} onContinue={(password) => dispatch({ type: 'create', password })} />
      case 'saving':
        return <SaveStep password={state.password} appName={appName} onContinue={() => dispatch({ type: 'saved' })} />
      case 'confirming':
        return <ConfirmStep password={state.password} onContinue={(password) => dispatch({ type: 'confirm', password })} />
      case 'finalizing':
      case 'submitting':
        return (
          <FinalizeStep
            acknowledged={state.acknowledged}
            submitting={state.status === 'submitting'}
            cancellable={passwordFlowCancellable({ ...state, status: 'finalizing' })}
            onAcknowledge={(acknowledged) => dispatch({ type: 'acknowledge', acknowledged })}
            onSubmit={() => void submit()}
            onCancel={close}
          />
        )
      case 'done':
      case 'error':
        return <DoneStep error={state.status === 'error' ? state.error : null} onClose={close} />
    }
  })()

  return (
    <ScreenFrame id={id} showBack={backTarget !== null} onBack={onBack}>
      <div ref={stepRef} data-step={state.status} style={{ display: 'contents' }}>{step}</div>
    </ScreenFrame>
  )
}
