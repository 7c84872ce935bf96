import { FoyerProvider } from 'foyerkit'
import { FoyerModal } from 'foyerkit/ui'
import { darkTheme, lightTheme } from 'foyerkit/themes'
import { lazy, Suspense, useEffect, useState } from 'react'
import { DEMO_APP_ID } from '../config.js'
import { DevInbox } from './DevInbox.js'
import { PageStyle } from './pageStyle.js'
import { ModalPage } from './ModalPage.js'
import { TestWalletsToggle } from './TestWalletsToggle.js'
import { demoChains, demoSolanaClusters, demoHostConfig, demoWalletServiceUrl, isWalletPath } from './wallet/setup.js'

// The other pages load when visited (code splitting per route, as a host app would): the wallet
// page brings viem and @solana/web3.js, the headless page the phone-number metadata.
const EmbedPage = lazy(() => import('./EmbedPage.js').then((m) => ({ default: m.EmbedPage })))
const HeadlessPage = lazy(() => import('./HeadlessPage.js').then((m) => ({ default: m.HeadlessPage })))
const ThemesPage = lazy(() => import('./ThemesPage.js').then((m) => ({ default: m.ThemesPage })))
const WalletPage = lazy(() => import('./wallet/WalletPage.js').then((m) => ({ default: m.WalletPage })))

type Scheme = 'light' | 'dark' | 'auto'
const themes = {
  light: lightTheme(),
  dark: darkTheme(),
  auto: { lightMode: lightTheme(), darkMode: darkTheme() },
}

function usePath() {
  const [path, setPath] = useState(() => window.location.pathname)
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname)
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const go = (to: string) => {
    window.history.pushState(null, '', to)
    setPath(to)
  }
  return [path, go] as const
}

export function App() {
  const [path, go] = usePath()
  const [scheme, setScheme] = useState<Scheme>(() => (localStorage.getItem('demo-scheme') as Scheme) || 'light')
  useEffect(() => {
    localStorage.setItem('demo-scheme', scheme)
    // The page follows the same scheme as the modal ('auto': the system's, live).
    const media = matchMedia('(prefers-color-scheme: dark)')
    const apply = () => {
      document.body.dataset.scheme = scheme === 'dark' || (scheme === 'auto' && media.matches) ? 'dark' : 'light'
    }
    apply()
    media.addEventListener('change', apply)
    return () => media.removeEventListener('change', apply)
  }, [scheme])

  // The provider's options are read once, at the page load: the wallet pages (created on login) are
  // entered and left with a full navigation.
  const [embedded] = useState(() => ({
    config: demoHostConfig(window.location.pathname, window.location.origin),
    walletServiceUrl: demoWalletServiceUrl(window.location),
    supportedChains: demoChains(window.location.origin),
    solanaClusters: demoSolanaClusters(window.location.origin),
  }))
  const link = (to: string, label: string) => (
    <a
      href={to}
      onClick={(e) => isWalletPath(to) === isWalletPath(path) && (e.preventDefault(), go(to))}
      aria-current={path === to ? 'page' : undefined}
    >
      {label}
    </a>
  )
  return (
    <FoyerProvider appId={DEMO_APP_ID} {...embedded}>
      <PageStyle />
      <header className="demo-header">
        <span className="demo-brand">
          <img src="/favicon.svg" alt="" />
          Foyer demo
        </span>
        <nav className="demo-nav" aria-label="Demo pages">
          {link('/', 'Default modal')}
          {link('/headless', 'Headless hooks')}
          {link('/embedded', 'Embedded')}
          {link('/themes', 'Themes')}
          {link('/wallet', 'Wallet')}
        </nav>
        <div className="demo-settings">
          <TestWalletsToggle />
          <label>
            Theme
            <select value={scheme} onChange={(e) => setScheme(e.target.value as Scheme)} data-testid="theme-switcher">
              <option value="light">Light</option>
              <option value="dark">Dark</option>
              <option value="auto">Follow system</option>
            </select>
          </label>
        </div>
      </header>
      <div className={path === '/themes' ? 'demo-layout wide' : 'demo-layout'}>
        <main>
          <Suspense fallback={null}>
          {isWalletPath(path) ? <WalletPage headless={path === '/wallet/headless'} /> : path === '/headless' ? <HeadlessPage /> : path === '/embedded' ? <EmbedPage theme={themes[scheme]} /> : path === '/themes' ? <ThemesPage /> : <ModalPage />}
          </Suspense>
        </main>
        <DevInbox />
      </div>
      {/* /wallet/headless proves wallets work with no Foyer UI mounted at all. */}
      {path !== '/wallet/headless' && <FoyerModal theme={themes[scheme]} />}
    </FoyerProvider>
  )
}
