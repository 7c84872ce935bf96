import { useFoyer } from 'foyerkit'
import { UserCard } from './UserCard.js'
import { WalletsCard } from './WalletsCard.js'

const SOCIALS_FIRST = ['google', 'apple', 'github', 'discord', 'email', 'sms']

/** The default modal: one button, `login()` opens it. */
export function ModalPage() {
  const { ready, authenticated, login } = useFoyer()
  if (!ready) return <p data-testid="status">Loading…</p>
  return (
    <section>
      <h1>Default modal</h1>
      {authenticated ? (
        <>
          <UserCard />
          <WalletsCard />
        </>
      ) : (
        <>
          <p data-testid="status">You are logged out.</p>
          <button type="button" onClick={() => login()} data-testid="open-login">
            Log in
          </button>{' '}
          {/* login({ loginMethods }) restricts and orders the landing: 4 socials, e-mail and SMS behind the overflow button. */}
          <button type="button" onClick={() => login({ loginMethods: SOCIALS_FIRST })} data-testid="open-login-socials-first">
            Log in (socials first)
          </button>
        </>
      )}
    </section>
  )
}
