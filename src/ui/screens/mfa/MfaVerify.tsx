'use client'
import { useEffect } from 'react'
import type { MfaFlowState, MfaMethod } from '../../../hooks/index.js'
import { mfaErrorCopyKey } from '../../lib/errorCopy.js'
import { useMfa, constants } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../../primitives/Icons.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { StatusBody } from '../../primitives/StatusBadge.js'
import { ErrorText, Subtitle, Text, Title } from '../../primitives/Text.js'
import { preloadComponent } from '../../lib/lazy.js'
import { useRunAfter } from '../../lib/useRunAfter.js'
import { MFA_FACTORS_UI, mfaFactorUi } from './factors/index.js'
import { MfaMethodButton } from './MfaMethodButton.js'
import { Stack } from './parts.js'

/**
 * The MFA verification prompt (docs/mfa.md): 'Verify your identity' / 'Choose a verification
 * method', then the chosen factor's step (its file in ./factors/: a code to enter, a browser
 * prompt …, with Cancel and 'Choose another method' when the user has more than one), then success
 * or a blocking error. Non-blocking errors (a wrong code) leave the input enabled.
 */
export default function MfaVerify({ close }: ScreenProps<'mfaVerify'>) {
  const { state } = useMfa()
  // Each factor's step is a chunk of its own: fetch them while the user picks one.
  useEffect(() => {
    for (const factor of MFA_FACTORS_UI) void preloadComponent(factor.Verify)
  }, [])
  useRunAfter(state.status === 'verified', constants.POST_LOGIN_CLOSE_DELAY_MS, close)
  return (
    <ScreenFrame id="mfaVerify">
      <MfaVerifyBody state={state} close={close} />
    </ScreenFrame>
  )
}

function MfaVerifyBody({ state, close }: { state: MfaFlowState; close: () => void }) {
  const { t } = useFoyerUi()
  if (state.status === 'verified') {
    return (
      <StatusBody aria-live="polite" data-status="verified">
        <SuccessIcon />
        <Title>{t('mfa.verified.title')}</Title>
        <Subtitle>{t('mfa.verified.detail')}</Subtitle>
      </StatusBody>
    )
  }
  if (state.status === 'error' || (state.status === 'idle' && state.error)) {
    return (
      <StatusBody aria-live="polite" data-status="error">
        <ErrorIcon />
        <Title>{t('mfa.title')}</Title>
        <ErrorText>{t(mfaErrorCopyKey(state.error))}</ErrorText>
        <Button kind="secondary" onClick={close}>{t('mfa.close')}</Button>
      </StatusBody>
    )
  }
  if (state.method === null) return <ChooseMethod state={state} />
  const { Verify } = mfaFactorUi(state.method)
  return <Verify state={state} />
}

function ChooseMethod({ state }: { state: MfaFlowState }) {
  const { t } = useFoyerUi()
  const mfa = useMfa()
  const pick = (method: MfaMethod) => {
    mfa.choose(method)
    mfaFactorUi(method).onChoose?.(mfa)
  }
  return (
    <>
      <Title>{t('mfa.title')}</Title>
      <Subtitle>{t(state.kind === 'txn' ? 'mfa.kind.txn' : 'mfa.kind.auth')}</Subtitle>
      <Text>{t('mfa.choose')}</Text>
      <Stack>
        {state.methods.map((method) => (
          <MfaMethodButton key={method} method={method} onClick={() => pick(method)} />
        ))}
      </Stack>
      {state.error && <ErrorText>{t(mfaErrorCopyKey(state.error))}</ErrorText>}
    </>
  )
}
