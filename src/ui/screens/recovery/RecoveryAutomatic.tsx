'use client'
import { useState } from 'react'
import { constants, useRecoverWallet, useRecoveryRequest } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { useRunAfter } from '../../lib/useRunAfter.js'
import { Button } from '../../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../../primitives/Icons.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Spinner } from '../../primitives/Spinner.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { walletErrorText } from '../embedded-wallet/parts.js'

type Status = { kind: 'idle' } | { kind: 'working' } | { kind: 'success' } | { kind: 'error'; error: unknown }

/**
 * Automatic recovery: 'Automatically secure your account' and Confirm; then 'Success' (closing
 * after 1400 ms) or 'Something went wrong' with 'Try again'.
 */
export default function RecoveryAutomatic({ close }: ScreenProps<'recoveryAutomatic'>) {
  const { t } = useFoyerUi()
  const { request } = useRecoveryRequest()
  const { recoverWallet } = useRecoverWallet()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  useRunAfter(status.kind === 'success', constants.RECOVERY_DONE_CLOSE_MS, close)
  const confirm = async () => {
    setStatus({ kind: 'working' })
    try {
      await recoverWallet({ recoveryMethod: 'privy', ...(request?.kind === 'recover' ? { entropyId: request.entropyId } : {}) })
      setStatus({ kind: 'success' })
    } catch (error) {
      setStatus({ kind: 'error', error })
    }
  }
  if (status.kind === 'success') {
    return (
      <ScreenFrame id="recoveryAutomatic">
        <div aria-live="polite" data-status="success" style={{ display: 'contents' }}>
          <SuccessIcon />
          <Title>{t('recovery.auto.success')}</Title>
          <Subtitle>{t('recovery.auto.successDetail')}</Subtitle>
        </div>
      </ScreenFrame>
    )
  }
  if (status.kind === 'error') {
    return (
      <ScreenFrame id="recoveryAutomatic">
        <div aria-live="assertive" data-status="error" style={{ display: 'contents' }}>
          <ErrorIcon />
          <Title>{t('recovery.auto.error')}</Title>
          <Subtitle>{walletErrorText(status.error, t, 'error.generic.detail')}</Subtitle>
        </div>
        <Button onClick={() => void confirm()}>{t('recovery.auto.retry')}</Button>
      </ScreenFrame>
    )
  }
  return (
    <ScreenFrame id="recoveryAutomatic">
      <div aria-live="polite" data-status={status.kind} style={{ display: 'contents' }}>
        {status.kind === 'working' && <Spinner size={28} label={t('recovery.auto.working')} />}
        <Title>{t('recovery.auto.title')}</Title>
        <Subtitle>{t('recovery.auto.detail')}</Subtitle>
      </div>
      <Button loading={status.kind === 'working'} disabled={status.kind === 'working'} onClick={() => void confirm()}>{t('recovery.auto.confirm')}</Button>
    </ScreenFrame>
  )
}
