'use client'
import { useEffect, useRef } from 'react'
import { constants, useCloudRecovery, useRecoveryRequest, type CloudRecoveryMethod } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import type { CopyKey } from '../../copy/en.js'
import { useRunAfter } from '../../lib/useRunAfter.js'
import { Button } from '../../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../../primitives/Icons.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Spinner } from '../../primitives/Spinner.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { walletErrorText } from './parts.js'

const PROVIDER_NAMES: Record<CloudRecoveryMethod, Extract<CopyKey, `recoveryCloud.provider.${string}`>> = {
  'google-drive': 'recoveryCloud.provider.googleDrive',
  icloud: 'recoveryCloud.provider.icloud',
}

/** The provider's mark: Google Drive's triangle, iCloud's cloud. */
function ProviderMark({ provider }: { provider: CloudRecoveryMethod }) {
  return provider === 'google-drive' ? (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" data-provider-mark="google-drive">
      <path d="M20 10h16l14 24h-16z" fill="#FFC107" />
      <path d="M20 10L6 34l8 14 14-24z" fill="#1E88E5" opacity="0.9" />
      <path d="M14 48l8-14h28l-8 14z" fill="#4CAF50" />
    </svg>
  ) : (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" data-provider-mark="icloud">
      <path d="M16 40h26a9 9 0 0 0 1-17.9A13 13 0 0 0 18.2 19 10.5 10.5 0 0 0 16 40z" fill="#3E9BF5" />
    </svg>
  )
}

/**
 * The cloud backup screen (Google Drive or iCloud): backing up at wallet creation or when setting
 * recovery starts at once ('Backing up with X...'); recovering waits for 'Confirm with X' under
 * "Confirm it's really you" ('Recovering with X...'). The provider's window opens from there. A
 * success ('Successfully backed up with X.' / 'Successfully recovered with X.') closes the screen,
 * or continues (`params.then`), after 1.4 s. A failure reads 'Back up with X unsuccessful' with the
 * error, or 'Recovery with X unsuccessful' with 'Please verify that you are selecting the X
 * account associated with your backup.', and offers 'Try again'.
 */
export default function WalletRecoveryCloud({ params, close }: ScreenProps<'walletRecoveryCloud'>) {
  const { t } = useFoyerUi()
  const { state, start, confirm, retry } = useCloudRecovery()
  const { request } = useRecoveryRequest()
  // Opened with a provider: a new backup or recovery starts once, for the wallet of the recovery
  // request on screen by default. (Opened without: the flow under way is shown as it is.)
  const started = useRef(false)
  const entropyId = params?.entropyId ?? (request?.kind === 'recover' ? request.entropyId : undefined)
  useEffect(() => {
    if (started.current || !params) return
    started.current = true
    void start({ provider: params.provider, action: params.action, entropyId })
  }, [params, entropyId, start])
  // Until the flow took the params (the first render), they are what shows: not a flow left from before.
  const fresh = params !== undefined && !started.current
  const provider = fresh ? params.provider : (state.provider ?? params?.provider)
  const action = fresh ? params.action : (state.action ?? params?.action)
  const status = fresh ? (params.action === 'recover' ? 'not-confirmed' : 'executing') : state.status
  useRunAfter(status === 'success', constants.RECOVERY_DONE_CLOSE_MS, params?.then ?? close)
  if (!provider || !action) return null
  const name = t(PROVIDER_NAMES[provider])
  const recovering = action === 'recover'

  if (status === 'not-confirmed') {
    return (
      <ScreenFrame id="walletRecoveryCloud">
        <ProviderMark provider={provider} />
        <Title>{t('recoveryCloud.confirm.title')}</Title>
        <Subtitle>{t('recoveryCloud.confirm.detail', { provider: name })}</Subtitle>
        <Button onClick={() => void confirm()} data-status="not-confirmed">{t('recoveryCloud.confirm.button', { provider: name })}</Button>
      </ScreenFrame>
    )
  }
  if (status === 'success') {
    return (
      <ScreenFrame id="walletRecoveryCloud">
        <div aria-live="polite" data-status="success" style={{ display: 'contents' }}>
          <SuccessIcon />
          <Title>{t(recovering ? 'recoveryCloud.recovered' : 'recoveryCloud.backedUp', { provider: name })}</Title>
        </div>
      </ScreenFrame>
    )
  }
  if (status === 'error') {
    return (
      <ScreenFrame id="walletRecoveryCloud">
        <div aria-live="assertive" data-status="error" style={{ display: 'contents' }}>
          <ErrorIcon />
          <Title>{t(recovering ? 'recoveryCloud.recoverFailed.title' : 'recoveryCloud.backupFailed.title', { provider: name })}</Title>
          <Subtitle>
            {recovering ? t('recoveryCloud.recoverFailed.detail', { provider: name }) : walletErrorText(state.error, t, 'error.generic.detail')}
          </Subtitle>
        </div>
        <Button onClick={() => void retry()}>{t('recoveryCloud.retry')}</Button>
      </ScreenFrame>
    )
  }
  const working = t(recovering ? 'recoveryCloud.recovering' : 'recoveryCloud.backingUp', { provider: name })
  return (
    <ScreenFrame id="walletRecoveryCloud">
      <div aria-live="polite" data-status="executing" style={{ display: 'contents' }}>
        <ProviderMark provider={provider} />
        <Spinner size={28} label={working} />
        <Title>{working}</Title>
        <Subtitle>{t('recoveryCloud.popupHint', { provider: name })}</Subtitle>
      </div>
    </ScreenFrame>
  )
}
