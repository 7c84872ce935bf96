import {
  FoyerProvider, useFoyer, useGuestAccounts, useLoginLanding, useLoginWithOAuth, useLoginWithPasskey, type OAuthProvider,
} from 'foyerkit'
import { useState } from 'react'

const OAUTH = ['google', 'apple', 'github', 'discord', 'twitter', 'linkedin', 'spotify', 'instagram', 'tiktok', 'line']

// Your own login screen: the methods the app's config enables, laid out by the dashboard's rules
// (at most 5, the rest behind one button), each a hook, with one status line for all of them.
function LoginScreen() {
  const { primary, overflow } = useLoginLanding()
  const [expanded, setExpanded] = useState(false)
  const guest = useGuestAccounts()
  const passkey = useLoginWithPasskey()
  const oauth = useLoginWithOAuth()
  const methods = expanded && overflow ? [...primary, ...overflow.methods] : primary
  const error = guest.state.error ?? passkey.state.error ?? oauth.state.error

  const button = (method: string) => {
    if (method === 'guest') return <button onClick={() => guest.createGuestAccount().catch(() => {})}>Continue as guest</button>
    if (method === 'passkey') return <button onClick={() => passkey.loginWithPasskey().catch(() => {})}>Log in with a passkey</button>
    if (OAUTH.includes(method)) {
      return <button onClick={() => oauth.initOAuth({ provider: method as OAuthProvider }).catch(() => {})}>Continue with {method}</button>
    }
    return null // e-mail, SMS, wallets…: their hooks, see docs/custom-screens.md
  }

  return (
    <section aria-label="Log in">
      <ul>
        {methods.map((method) => (button(method) ? <li key={method}>{button(method)}</li> : null))}
      </ul>
      {/* overflow.label names what is behind it ('otherSocials', 'moreOptions', …) for your own text. */}
      {overflow && !expanded && <button onClick={() => setExpanded(true)}>More options</button>}
      {passkey.state.status === 'awaiting-passkey' && <p>Confirm with your passkey…</p>}
      {error && <p role="alert">{error.shortMessage}</p>}
    </section>
  )
}

function Account() {
  const { ready, authenticated, user, logout } = useFoyer()
  if (!ready) return <p>Loading…</p>
  if (!authenticated) return <LoginScreen />
  return (
    <p>
      Logged in {user?.isGuest ? 'as a guest' : `as ${user?.id}`} <button onClick={logout}>Log out</button>
    </p>
  )
}

export function App() {
  return (
    <FoyerProvider appId="foyerdemoapp0000000000001">
      <Account />
    </FoyerProvider>
  )
}
