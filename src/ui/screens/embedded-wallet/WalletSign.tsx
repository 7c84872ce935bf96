'use client'
import { constants, useEmbeddedWalletRequest } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { useRunAfter } from '../../lib/useRunAfter.js'
import { useCopy } from '../../lib/useCopy.js'
import { Avatar } from '../../primitives/Avatar.js'
import { Button } from '../../primitives/Button.js'
import { Badge, ErrorText, Subtitle, Title } from '../../primitives/Text.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { useSlot } from '../../primitives/useSlot.js'
import { Payload, walletErrorText } from './parts.js'

const pretty = (value: unknown) => JSON.stringify(value, null, 2)

/**
 * An embedded wallet's sign request ('Sign message'): the message, or typed data (its message, and
 * 'Copy full payload'); `uiOptions` set the title, description, button, icon and a 'Cancel'
 * (isCancellable). States: loading the wallet, idle, signing, signed (closes after 1.4 s), error
 * (with a retry). Closing without signing rejects the request (4001).
 */
export default function WalletSign({ close }: ScreenProps<'walletSign'>) {
  const { t } = useFoyerUi()
  const { request, sign, confirm } = useEmbeddedWalletRequest()
  const { copied, copy } = useCopy()
  const copySlot = useSlot('copyLink', copied ? 'success' : 'idle')
  const signed = sign.status === 'signed'
  useRunAfter(signed, constants.SIGN_SUCCESS_CLOSE_MS, close)
  if (!request || (request.kind !== 'signMessage' && request.kind !== 'signTypedData')) return null
  const ui = request.uiOptions
  const busy = sign.status === 'loading' || sign.status === 'signing'
  return (
    <ScreenFrame id="walletSign">
      {ui.iconUrl && <Avatar src={ui.iconUrl} alt="" size={56} kind="app" />}
      <Title>{ui.title ?? t('walletSign.title')}</Title>
      <Subtitle>{ui.description ?? t('walletSign.description')}</Subtitle>
      {request.kind === 'signMessage' ? (
        <Payload label={t('walletSign.message')}>{request.message}</Payload>
      ) : (
        <>
          <Payload label={t('walletSign.typedData')}>{pretty(request.typedData.message ?? request.typedData)}</Payload>
          <Button kind="link" onClick={() => void copy(pretty(request.typedData))} {...copySlot}>
            {copied ? t('walletSign.copied') : t('walletSign.copy')}
          </Button>
        </>
      )}
      <div aria-live="polite" style={{ display: 'contents' }}>
        {sign.status === 'error' && <ErrorText role="alert">{walletErrorText(sign.error, t, 'walletSign.failed')}</ErrorText>}
        {signed ? (
          <Badge data-status="signed">{t('walletSign.signed')}</Badge>
        ) : (
          <Button onClick={() => void confirm()} loading={busy} disabled={busy} data-status={sign.status}>
            {sign.status === 'loading' ? t('walletSign.loading')
              : sign.status === 'signing' ? t('walletSign.signing')
                : sign.status === 'error' ? t('walletSign.retry')
                  : (ui.buttonText ?? t('walletSign.button'))}
          </Button>
        )}
      </div>
      {ui.isCancellable && !signed && (
        <Button kind="secondary" onClick={close} disabled={sign.status === 'signing'}>{t('walletSign.cancel')}</Button>
      )}
    </ScreenFrame>
  )
}
