'use client'
import { useCrossAppAccounts, useCrossAppProviderDetails, useShownWalletRequest } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { ProviderAppBadge } from '../../login-methods/CrossAppBadge.js'
import { Button } from '../../primitives/Button.js'
import { ErrorIcon } from '../../primitives/Icons.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { ErrorText, Subtitle, Title } from '../../primitives/Text.js'


/** The copy key of a cross-app request's error (the kit's messages; anything else: 'Something went wrong'). */
export function crossAppRequestErrorKey(code: string | undefined) {
  switch (code) {
    case 'cross_app_user_rejected': return 'walletProviderApp.error.rejected' as const
    case 'cross_app_request_timeout': return 'walletProviderApp.error.timeout' as const
    case 'cross_app_read_only': return 'walletProviderApp.error.readOnly' as const
    case 'cross_app_token_required': return 'walletProviderApp.error.token' as const
    case 'cross_app_request_init_failed': return 'walletProviderApp.error.init' as const
    case 'cross_app_invalid_wallet': return 'walletProviderApp.error.wallet' as const
    case 'invalid_connected_app': return 'walletProviderApp.error.invalidApp' as const
    default: return null
  }
}

/**
 * A cross-app wallet's request (`requestCrossAppSignature`, the cross-app signing methods of
 * `useCrossAppAccounts`): 'Waiting for {app}' while the provider app's popup is open (closing this
 * screen ends the wait: 'User rejected request'), then the error — 'User rejected request',
 * 'Request timeout', 'Cannot transact against a read-only provider app' … — with Close. A result
 * closes the screen at once.
 */
export default function WalletCrossApp({ close }: ScreenProps<'walletProviderApp'>) {
  const { t } = useFoyerUi()
  const { request: shown } = useShownWalletRequest()
  const { request } = useCrossAppAccounts()
  const providerAppId = request.providerAppId ?? (shown?.kind === 'providerApp' ? shown.providerAppId : '')
  const { details } = useCrossAppProviderDetails(providerAppId)
  const app = request.providerAppName ?? details?.name ?? providerAppId
  const failed = request.status === 'error'
  const method = request.method ?? (shown?.kind === 'providerApp' ? shown.method : 'personal_sign')
  const errorKey = crossAppRequestErrorKey(request.error?.code)
  return (
    <ScreenFrame id="walletProviderApp">
      <div aria-live="polite" data-status={request.status} style={{ display: 'contents' }}>
        {failed ? (
          <>
            <ErrorIcon />
            <Title>{t('walletProviderApp.error.title', { app })}</Title>
            <ErrorText role="alert">{errorKey ? t(errorKey) : request.error?.shortMessage ?? t('walletProviderApp.error.other')}</ErrorText>
            <Button onClick={close}>{t('walletProviderApp.close')}</Button>
          </>
        ) : (
          <>
            <ProviderAppBadge logoUrl={details?.logoUrl} state="loading" waiting={request.status === 'awaiting'} />
            <Title>{request.status === 'done' ? t('walletProviderApp.done') : t('walletProviderApp.awaiting.title', { app })}</Title>
            <Subtitle>{t(`walletProviderApp.method.${method}`, { app })}</Subtitle>
            <Subtitle>{t('walletProviderApp.awaiting.detail', { app })}</Subtitle>
          </>
        )}
      </div>
    </ScreenFrame>
  )
}
