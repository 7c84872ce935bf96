import { FoyerProvider, useFoyer } from 'foyerkit'
import { Captcha, FoyerEmbed, FoyerModal } from 'foyerkit/ui'

// A login page: the screens inline. While the panel is visible, login() drives it, not the modal.
function LoginPage() {
  const { ready, authenticated, user, login } = useFoyer()
  if (ready && authenticated) return <p>Hello {user?.email?.address}</p>
  return (
    <main>
      <FoyerEmbed />
      <button onClick={() => login()}>Start over</button>
    </main>
  )
}

export function App() {
  return (
    <FoyerProvider appId="foyerdemoapp0000000000001">
      <LoginPage />
      {/* Elsewhere in the app (e.g. a header), the modal answers login() when no embed is visible. */}
      <FoyerModal />
    </FoyerProvider>
  )
}

// Headless with captcha enabled: render the captcha's widget yourself; login steps take its token.
export function HeadlessCaptcha() {
  return <Captcha />
}
