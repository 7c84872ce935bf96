'use client'
import { useWalletConnectors } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { Avatar } from '../primitives/Avatar.js'
import { Button, ButtonLink } from '../primitives/Button.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Link, Text, Title } from '../primitives/Text.js'

/**
 * Install instructions for a wallet that is not in this browser (desktop): install the
 * extension, set up the wallet, store the recovery phrase; a reload-page button and 'Learn more'.
 */
export default function WalletInstall({ params, back, canGoBack }: ScreenProps<'walletInstall'>) {
  const { t } = useFoyerUi()
  const { directory } = useWalletConnectors()
  const listing = directory.find((l) => l.slug === params.slug)
  const wallet = listing?.name ?? params.slug
  return (
    <ScreenFrame id="walletInstall" showBack={canGoBack} onBack={back}>
      {listing?.imageUrl && <Avatar src={listing.imageUrl} alt="" size={48} kind="wallet" style={{ alignSelf: 'center' }} />}
      <Title>{t('wallet.install.title', { wallet })}</Title>
      <ol style={{ margin: 0, paddingLeft: '1.25em', display: 'grid', gap: '0.5em' }}>
        <li><Text>{t('wallet.install.step1', { wallet })}</Text></li>
        <li><Text>{t('wallet.install.step2')}</Text></li>
        <li><Text>{t('wallet.install.step3')}</Text></li>
      </ol>
      {listing?.install?.chrome && (
        <ButtonLink href={listing.install.chrome} target="_blank" rel="noreferrer">{t('wallet.install.get', { wallet })}</ButtonLink>
      )}
      <Button kind="secondary" onClick={() => window.location.reload()}>{t('wallet.install.reload')}</Button>
      {listing?.homepage && <Link href={listing.homepage} target="_blank" rel="noreferrer">{t('wallet.install.learnMore')}</Link>}
    </ScreenFrame>
  )
}
