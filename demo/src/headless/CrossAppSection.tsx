import { useCrossAppAccounts, useUser, isCrossAppAccount } from 'foyerkit'

/** Cross-app login / link / unlink and the connections, with ONLY useCrossAppAccounts and own markup. */
export function CrossAppSection() {
  const { user } = useUser()
  const { state, connections, canSign, loginWithCrossAppAccount, linkCrossAppAccount, unlinkCrossAppAccount } = useCrossAppAccounts()
  const linked = user?.linkedAccounts.filter(isCrossAppAccount) ?? []
  return (
    <div>
      <ul>
        {connections.map((c) => (
          <li key={c.providerAppId}>
            {c.providerAppName} {canSign(c.providerAppId) ? '' : '(read-only: cannot sign)'}{' '}
            <button
              type="button"
              data-testid={`headless-cross-app-${c.providerAppId}`}
              disabled={state.status === 'loading'}
              onClick={() =>
                (user ? linkCrossAppAccount({ appId: c.providerAppId }) : loginWithCrossAppAccount({ appId: c.providerAppId })).catch(() => {})
              }
            >
              {user ? 'Link' : 'Log in'} with {c.providerAppName}
            </button>
          </li>
        ))}
      </ul>
      {linked.map((a) => (
        <p key={a.subject}>
          {a.providerApp.name}: {a.subject} — wallet {a.embeddedWallets[0]?.address ?? '—'}{' '}
          <button type="button" onClick={() => unlinkCrossAppAccount({ subject: a.subject }).catch(() => {})}>
            Unlink
          </button>
        </p>
      ))}
      <p data-testid="headless-cross-app-status">Status: {state.status}</p>
      {state.error && (
        <p role="alert" className="error">
          {state.error.shortMessage}
        </p>
      )}
    </div>
  )
}
