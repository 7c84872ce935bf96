import { FoyerProvider, useFoyer } from 'foyerkit'
import { FoyerModal } from 'foyerkit/ui'

function LoginButton() {
  const { ready, authenticated, login, logout } = useFoyer()
  if (!ready) return null
  return authenticated ? <button onClick={logout}>Log out</button> : <button onClick={() => login()}>Log in</button>
}

export function App() {
  return (
    <FoyerProvider appId="foyerdemoapp0000000000001">
      <LoginButton />
      <FoyerModal />
    </FoyerProvider>
  )
}
