import { FoyerProvider } from 'foyerkit'
import { FoyerModal } from 'foyerkit/ui'
import { darkTheme, lightTheme } from 'foyerkit/themes'
import { useEffect, useState } from 'react'
import { DEMO_APP_ID } from '../config.js'
import { DevInbox } from './DevInbox.js'
import { EmbedPage } from './EmbedPage.js'
import { HeadlessPage } from './HeadlessPage.js'
import { ModalPage } from './ModalPage.js'
import { TestWalletsToggle } from './TestWalletsToggle.js'
import { ThemesPage } from './ThemesPage.js'

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
    const dark = scheme === 'dark' || (scheme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches)
    document.body.dataset.scheme = dark ? 'dark' : 'light'
  }, [scheme])

  return (
    <FoyerProvider appId={DEMO_APP_ID}>
      <header style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', padding: '12px 24px', borderBottom: '1px solid #8883' }}>
        <strong>Foyer demo</strong>
        <nav style={{ display: 'flex', gap: 12 }}>
          <a href="/" onClick={(e) => (e.preventDefault(), go('/'))} aria-current={path === '/' ? 'page' : undefined}>
            Default modal
          </a>
          <a href="/headless" onClick={(e) => (e.preventDefault(), go('/headless'))} aria-current={path === '/headless' ? 'page' : undefined}>
            Headless hooks
          </a>
          <a href="/embedded" onClick={(e) => (e.preventDefault(), go('/embedded'))} aria-current={path === '/embedded' ? 'page' : undefined}>
            Embedded
          </a>
          <a href="/themes" onClick={(e) => (e.preventDefault(), go('/themes'))} aria-current={path === '/themes' ? 'page' : undefined}>
            Themes
          </a>
        </nav>
        <span style={{ marginLeft: 'auto' }}><TestWalletsToggle /></span>
        <label>
          Theme{' '}
          <select value={scheme} onChange={(e) => setScheme(e.target.value as Scheme)} data-testid="theme-switcher">
            <option value="light">Light</option>
            <option value="dark">Dark</option>
            <option value="auto">Follow system</option>
          </select>
        </label>
      </header>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))', gap: 24, padding: 24 }}>
        <main style={path === '/themes' ? { gridColumn: '1 / -1' } : undefined}>
          {path === '/headless' ? <HeadlessPage /> : path === '/embedded' ? <EmbedPage theme={themes[scheme]} /> : path === '/themes' ? <ThemesPage /> : <ModalPage />}
        </main>
        <DevInbox />
      </div>
      <FoyerModal theme={themes[scheme]} />
    </FoyerProvider>
  )
}
