import { useFoyer } from 'foyerkit'
import { HEADLESS_SECTIONS } from './headless/sections.js'
import { UserCard } from './UserCard.js'
import { CrossAppSection } from './headless/CrossAppSection.js'

/** Every login method with ONLY its hook and custom markup: no default UI involved. */
export function HeadlessPage() {
  const { ready, authenticated } = useFoyer()
  if (!ready) return <p data-testid="status">Loading…</p>
  return (
    <section>
      <h1>Headless hooks</h1>
      <p className="muted">Each method below uses only its hook; the markup is the host's own.</p>
      {authenticated ? (
        <>
          <UserCard />
          {/* Logged in: link more cross-app accounts, or sign with a cross-app wallet. */}
          <fieldset data-testid="headless-section-cross-app" className="card">
            <legend>Cross-app accounts (useCrossAppAccounts)</legend>
            <CrossAppSection />
          </fieldset>
        </>
      ) : (
        HEADLESS_SECTIONS.map(({ id, title, Component }) => (
          <fieldset key={id} data-testid={`headless-section-${id}`} className="card">
            <legend>{title}</legend>
            <Component />
          </fieldset>
        ))
      )}
    </section>
  )
}
