'use client'
import { useWalletConnectors, walletBrowserLink, withWalletDeepLink } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { Button, ButtonLink } from '../primitives/Button.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Spinner } from '../primitives/Spinner.js'
import { Subtitle, Title } from '../primitives/Text.js'
import { openDeepLink } from '../wallets/useChooseWallet.js'

/**
 * The mobile redirect: the page reopens in the wallet app's in-app browser with the
 * deep-link parameters (privy_connector, privy_wallet_client, privy_connect_only), where the kit
 * connects at load. 'Redirecting to … Mobile Wallet', 'Still here?' (open again), 'Go to App Store'.
 */
export default function WalletMobileRedirect({ params, back, canGoBack }: ScreenProps<'walletMobileRedirect'>) {
  const { t } = useFoyerUi()
  const { directory } = useWalletConnectors()
  const listing = directory.find((l) => l.slug === params.slug)
  const wallet = listing?.name ?? params.slug
  const reopen = () => {
    if (!listing) return
    const link = walletBrowserLink(listing, withWalletDeepLink(window.location.href, {
      connectorType: listing.chains.some((c) => c.startsWith('eip155:')) ? 'injected' : 'solana_adapter',
      walletClientType: listing.slug,
      connectOnly: Boolean(params.connectOnly),
    }))
    if (link) openDeepLink(link)
  }
  return (
    <ScreenFrame id="walletMobileRedirect" showBack={canGoBack} onBack={back}>
      <Title>{t('wallet.redirect.title', { wallet })}</Title>
      <Spinner label={t('modal.loading')} />
      <Subtitle>{t('wallet.redirect.stillHere')}</Subtitle>
      <Button onClick={reopen}>{t('wallet.redirect.open', { wallet })}</Button>
      {listing?.install?.ios && <ButtonLink kind="secondary" href={listing.install.ios} target="_blank" rel="noreferrer">{t('wallet.redirect.appStore')}</ButtonLink>}
    </ScreenFrame>
  )
}
