import { describe, expect, it } from 'vitest'
import { DEFAULT_WALLET_LISTINGS } from '../../../src/core/wallets/directory.js'
import {
  consumeWalletDeepLink, walletBrowserLink, walletConnectDeepLink, withWalletDeepLink,
} from '../../../src/core/wallets/deepLinks.js'
import { pageFrom } from '../../../src/core/utils/url.js'

const metamask = DEFAULT_WALLET_LISTINGS.find((l) => l.slug === 'metamask')!

describe('wallet deep links', () => {
  it('privy_connector / privy_wallet_client / privy_connect_only are read once and removed from the URL', () => {
    let url = 'https://app.test/play?x=1&privy_connector=injected&privy_wallet_client=metamask&privy_connect_only=true#top'
    const page = pageFrom({ url, replaceUrl: (next) => void (url = next) })
    expect(consumeWalletDeepLink(page)).toEqual({ connectorType: 'injected', walletClientType: 'metamask', connectOnly: true })
    expect(url).toBe('https://app.test/play?x=1#top')
    expect(consumeWalletDeepLink(page)).toBeNull()
  })
  it('no parameters: nothing', () => {
    expect(consumeWalletDeepLink(pageFrom({ url: 'https://app.test/', replaceUrl: () => undefined }))).toBeNull()
  })
  it('builds the in-app-browser link carrying the parameters', () => {
    const target = withWalletDeepLink('https://app.test/a?b=1', { connectorType: 'injected', walletClientType: 'metamask', connectOnly: false })
    expect(target).toBe('https://app.test/a?b=1&privy_connector=injected&privy_wallet_client=metamask&privy_connect_only=false')
    expect(walletBrowserLink(metamask, target)).toBe(`https://metamask.app.link/dapp/${encodeURIComponent(target)}`)
    expect(walletBrowserLink(DEFAULT_WALLET_LISTINGS.find((l) => l.slug === 'rainbow')!, target)).toBeNull()
  })
  it('WalletConnect deep links: universal link first, else the native scheme', () => {
    expect(walletConnectDeepLink(metamask, 'wc:1@2?x=y')).toBe(`https://metamask.app.link/wc?uri=${encodeURIComponent('wc:1@2?x=y')}`)
    expect(walletConnectDeepLink({ mobile: { native: 'foo://', universal: null } }, 'wc:1')).toBe('foo://wc?uri=wc%3A1')
    expect(walletConnectDeepLink({ mobile: { native: null, universal: null } }, 'wc:1')).toBeNull()
  })
})
