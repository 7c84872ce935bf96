import { useLinkWithOAuth, useLoginWithOAuth, useUser, type OAuthProvider } from 'foyerkit'

const PROVIDERS: { id: OAuthProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
  { id: 'apple', label: 'Apple' },
]

/**
 * Social login with ONLY useLoginWithOAuth / useLinkWithOAuth and the host's own markup. The
 * button leaves for the (fake) provider; the login finishes when this page loads again.
 */
export function SocialSection() {
  const { user } = useUser()
  const { state, initOAuth } = useLoginWithOAuth()
  const { link, unlink } = useLinkWithOAuth()
  const socials = (user?.linkedAccounts.filter((a) => a.type.endsWith('_oauth')) ?? []) as { type: string; subject?: unknown; email?: unknown }[]
  return (
    <div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {PROVIDERS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            data-testid={`headless-oauth-${id}`}
            disabled={state.status === 'loading'}
            onClick={() => (user ? link({ provider: id }) : initOAuth({ provider: id })).catch(() => {})}
          >
            {user ? `Link ${label}` : `Log in with ${label}`}
          </button>
        ))}
      </div>
      <p data-testid="headless-oauth-status">
        Status: {state.status}
        {state.provider ? ` (${state.provider}${state.resumed ? ', back from the provider' : ''})` : ''}
      </p>
      {state.error && (
        <p role="alert" className="error">
          {state.error.shortMessage}
        </p>
      )}
      {socials.length > 0 && (
        <ul>
          {socials.map((a) => (
            <li key={`${a.type}:${String(a.subject)}`}>
              {a.type.replace('_oauth', '')}: {String(a.email ?? a.subject)}{' '}
              <button type="button" onClick={() => unlink({ provider: a.type.replace('_oauth', ''), subject: String(a.subject) }).catch(() => {})}>
                Unlink
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
