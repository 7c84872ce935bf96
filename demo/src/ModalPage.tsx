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
        <div className="card" style={{ maxWidth: 480 }}>
          <p data-testid="status" className="muted">You are logged out.</p>
          <p>
            <code>login()</code> opens the kit's modal: e-mail or SMS codes, passkeys, social accounts, wallets. The code
            you need arrives in the dev inbox.
          </p>
          <div className="actions">
            <button type="button" className="primary" onClick={() => login()} data-testid="open-login">
              Log in
            </button>
            {/* login({ loginMethods }) restricts and orders the landing: 4 socials, e-mail and SMS behind the overflow button. */}
            <button type="button" onClick={() => login({ loginMethods: SOCIALS_FIRST })} data-testid="open-login-socials-first">
              Log in (socials first)
            </button>
          </div>
        </div>
      )}
    </section>
  )
}
