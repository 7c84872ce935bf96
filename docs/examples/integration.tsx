import { FoyerProvider, useFoyer } from 'foyerkit'
import { FoyerModal } from 'foyerkit/ui'

// The dev backend beside your dev server: npx foyerkit dev-backend --port 4400 --origin http://localhost:5173
const API_URL = 'http://127.0.0.1:4400'

function LoginButton() {
  const { ready, authenticated, user, login, logout } = useFoyer()
  if (!ready) return <button disabled>Log in</button>
  if (authenticated) return <button onClick={logout}>Log out {user?.email?.address}</button>
  return <button onClick={() => login()}>Log in</button>
}

export function App() {
  return (
    <FoyerProvider appId="foyerdevapp00000000000001" apiUrl={API_URL}>
      <LoginButton />
      <FoyerModal />
    </FoyerProvider>
  )
}
