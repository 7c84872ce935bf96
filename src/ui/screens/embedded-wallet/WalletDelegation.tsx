'use client'
import { DELEGATION_RESULT_CLOSE_MS, useAppConfig, useDelegationRequest } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { useRunAfter } from '../../lib/useRunAfter.js'
import { Button } from '../../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../../primitives/Icons.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { ErrorText, Subtitle, Title } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'
import { AddressCard as Card, walletErrorText } from './parts.js'


/**
 * Delegated actions (`delegateWallet`, `revokeWallets`): the consent 'Enable offline access'
 * (Accept, Not now) or the revoke 'Revoke offline access to wallet' (Confirm, Deny), with the
 * wallet; then the result — success, or the error — which shows for 2.5 s before the screen
 * closes with it. 'Not now' / 'Deny' (or closing) rejects the request (4001).
 */
export default function WalletDelegation({ close }: ScreenProps<'walletDelegation'>) {
  const { t } = useFoyerUi()
  const config = useAppConfig()
  const { request, delegation, accept } = useDelegationRequest()
  const done = delegation.status === 'success' || delegation.status === 'error'
  useRunAfter(done, DELEGATION_RESULT_CLOSE_MS, close)
  const cardSlot = useSlot('walletAddressCard')
  if (!request) return null
  const a = request.action === 'delegate' ? 'consent' : 'revoke'
  const app = config?.name
  const busy = delegation.status === 'submitting'
  return (
    <ScreenFrame id="walletDelegation">
      <div data-action={request.action} data-status={delegation.status} style={{ display: 'contents' }}>
        <Title>{t(`walletDelegation.${a}.title`)}</Title>
        <Subtitle>{app ? t(`walletDelegation.${a}.description`, { app }) : t(`walletDelegation.${a}.descriptionNoApp`)}</Subtitle>
        <Card {...cardSlot} data-address={request.address}>
          <span>{t('walletDelegation.wallet')} · {t(`walletDelegation.chain.${request.chainType}`)}</span>
          <code>{request.address}</code>
        </Card>
        <div aria-live="polite" style={{ display: 'contents' }}>
          {delegation.status === 'success' && (
            <>
              <SuccessIcon />
              <Subtitle role="status">{t(`walletDelegation.${a}.success`)}</Subtitle>
            </>
          )}
          {delegation.status === 'error' && (
            <>
              <ErrorIcon />
              <ErrorText role="alert">{walletErrorText(delegation.error, t, 'walletDelegation.error')}</ErrorText>
            </>
          )}
        </div>
        {!done && (
          <>
            <Button onClick={() => void accept()} loading={busy} disabled={busy}>
              {busy ? t('walletDelegation.submitting') : t(a === 'consent' ? 'walletDelegation.consent.accept' : 'walletDelegation.revoke.confirm')}
            </Button>
            <Button kind="secondary" onClick={close} disabled={busy}>
              {t(a === 'consent' ? 'walletDelegation.consent.decline' : 'walletDelegation.revoke.decline')}
            </Button>
          </>
        )}
      </div>
    </ScreenFrame>
  )
}
