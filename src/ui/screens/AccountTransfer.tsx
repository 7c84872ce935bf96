'use client'
import { useState } from 'react'
import { styled } from 'styled-components'
import type { AccountTransferData, FoyerError } from '../../hooks/index.js'
import { useAccountTransfer, constants, transferAccountKind, transferProvider } from '../../hooks/internalApi.js'
import { vars } from '../../themes/index.js'
import type { ScreenProps } from '../appearance.js'
import type { CopyKey } from '../copy/en.js'
import { useFoyerUi, type FoyerUiContextValue } from '../context.js'
import { errorMessage } from '../lib/errorMessage.js'
import { useRunAfter } from '../lib/useRunAfter.js'
import { useCopy } from '../lib/useCopy.js'
import { providerNameKey } from '../login-methods/OAuthMethod.js'
import { Button } from '../primitives/Button.js'
import { SuccessIcon } from '../primitives/Icons.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { ErrorText, Subtitle, Text, Title } from '../primitives/Text.js'
import { useSlot } from '../primitives/useSlot.js'

const Address = styled.code`
  display: block;
  padding: calc(${vars.space.unit} * 2) calc(${vars.space.unit} * 3);
  border: 1px solid ${vars.colors.border};
  border-radius: ${vars.radii.input};
  font-family: ${vars.fonts.mono};
  font-size: ${vars.fontSizes.sm};
  word-break: break-all;
  text-align: center;
`

type Texts = (key: CopyKey, values?: Record<string, string>) => string

/** '… is associated with another account', per kind of account. */
export function transferTitle(data: AccountTransferData, t: FoyerUiContextValue['t']): string {
  const text = t as unknown as Texts
  const provider = transferProvider(data)
  return text(`transfer.title.${transferAccountKind(data)}` as CopyKey, { provider: provider ? text(providerNameKey(provider)) : '' })
}

/** The handle the transfer text names: the display name, else the account's subject. */
export const transferHandle = (data: AccountTransferData) => data.displayName || data.account

/**
 * Account transfer: a link hit an account of another user. 'Transfer and delete
 * account' moves it here ('Success!', the modal closes after 1 s); 'No thanks' leaves. When the
 * other account has an embedded wallet, 'Continue' first leads to 'Check account assets before
 * transferring' (`accountTransferAssets`), with its copyable address.
 */
export default function AccountTransfer({ id, params, navigate, back, close, canGoBack }: ScreenProps<'accountTransfer' | 'accountTransferAssets'>) {
  const { t } = useFoyerUi()
  const data = params.data
  const { state, transfer } = useAccountTransfer()
  const [error, setError] = useState<FoyerError | null>(null)
  const assets = id === 'accountTransferAssets'
  const { copied, copy } = useCopy()
  const copySlot = useSlot('copyLink', copied ? 'success' : 'idle')
  const done = state.status === 'done'
  useRunAfter(done, constants.TRANSFER_CLOSE_DELAY_MS, close)

  if (done) {
    return (
      <ScreenFrame id={id}>
        <SuccessIcon />
        <Title>{t('transfer.success')}</Title>
        <Subtitle>{t('transfer.successDetail', { handle: transferHandle(data) })}</Subtitle>
      </ScreenFrame>
    )
  }
  const transferring = state.status === 'transferring'
  const start = async () => {
    setError(null)
    try {
      await transfer(data)
    } catch (cause) {
      setError(cause as FoyerError)
    }
  }
  const needsAssetsCheck = !assets && Boolean(data.embeddedWalletAddress)
  return (
    <ScreenFrame id={id} showBack={canGoBack && !transferring} onBack={back}>
      {assets ? (
        <>
          <Title>{t('transfer.assets.title')}</Title>
          <Subtitle>{t('transfer.assets.detail')}</Subtitle>
          <Text>{t('transfer.assets.address')}</Text>
          <Address data-address>{data.embeddedWalletAddress}</Address>
          <Button kind="link" onClick={() => void copy(data.embeddedWalletAddress ?? '')} {...copySlot}>
            {copied ? t('transfer.assets.copied') : t('transfer.assets.copy')}
          </Button>
        </>
      ) : (
        <>
          <Title>{transferTitle(data, t)}</Title>
          <Subtitle>{t('transfer.detail', { handle: transferHandle(data) })}</Subtitle>
        </>
      )}
      {error && <ErrorText role="alert">{errorMessage(error, t, 'error.generic.detail')}</ErrorText>}
      {needsAssetsCheck ? (
        <Button onClick={() => navigate('accountTransferAssets', { data })}>{t('transfer.continue')}</Button>
      ) : (
        <Button onClick={start} loading={transferring}>{transferring ? t('transfer.transferring') : t('transfer.confirm')}</Button>
      )}
      <Button kind="secondary" onClick={close} disabled={transferring}>{t('transfer.decline')}</Button>
    </ScreenFrame>
  )
}
