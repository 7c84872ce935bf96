import { useFoyer } from 'foyer'
import { UserCard } from './UserCard.js'

/** The default modal: one button, `login()` opens it. */
export function ModalPage() {
  const { ready, authenticated, login } = useFoyer()
  if (!ready) return <p data-testid="status">Loading…</p>
  return (
    <section>
      <h1>Default modal</h1>
      {authenticated ? (
        <UserCard />
      ) : (
        <>
          <p data-testid="status">You are logged out.</p>
          <button type="button" onClick={() => login()} data-testid="open-login">
            Log in
          </button>
        </>
      )}
    </section>
  )
}
