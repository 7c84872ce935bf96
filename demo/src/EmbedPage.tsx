import { useFoyer } from 'foyerkit'
import { FoyerEmbed } from 'foyerkit/ui'
import type { ThemeInput } from 'foyerkit/themes'
import { useEffect, useState } from 'react'
import { UserCard } from './UserCard.js'

/**
 * The standalone embed: the same screens inline in the page (a login panel), no dialog. While it
 * is visible it answers `login()` — the button below drives it, not the modal. After a login the
 * panel stays until it closes (the success screen, 1.4 s), then the user card takes its place.
 */
export function EmbedPage({ theme }: { theme: ThemeInput }) {
  const { ready, authenticated, login } = useFoyer()
  const [panel, setPanel] = useState(true)
  useEffect(() => {
    if (!authenticated) setPanel(true)
  }, [authenticated])
  const showPanel = !authenticated || panel
  return (
    <section>
      <h1>Embedded</h1>
      {ready && authenticated && !showPanel && <UserCard />}
      {!authenticated && <p data-testid="status" className="muted">{ready ? 'You are logged out.' : 'Loading…'}</p>}
      {showPanel && (
        <>
          <div data-testid="login-panel" style={{ maxWidth: 360 }}>
            <FoyerEmbed theme={theme} onClose={() => authenticated && setPanel(false)} />
          </div>
          {!authenticated && (
            <p style={{ marginTop: 16 }}>
              <button type="button" onClick={() => login()} data-testid="embed-restart" disabled={!ready}>
                Start over (login() drives the panel)
              </button>
            </p>
          )}
        </>
      )}
    </section>
  )
}
