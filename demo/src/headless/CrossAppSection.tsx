import { useState } from 'react'
import { useCrossAppAccounts, useUser, isCrossAppAccount } from 'foyerkit'

/**
 * Cross-app login / link / unlink, the connections, and signing with the cross-app wallet (the
 * provider app's popup; the default UI shows 'Waiting for {app}' meanwhile), with ONLY
 * useCrossAppAccounts and own markup.
 */
export function CrossAppSection() {
  const { user } = useUser()
  const { state, connections, canSign, loginWithCrossAppAccount, linkCrossAppAccount, unlinkCrossAppAccount, signMessage, request } = useCrossAppAccounts()
  const [signature, setSignature] = useState<string | null>(null)
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
          </button>{' '}
          {a.embeddedWallets[0] && (
            <button
              type="button"
              data-testid={`headless-cross-app-sign-${a.providerApp.id}`}
              onClick={() => {
                setSignature(null)
                // From the click: the provider app's popup opens at once.
                signMessage({ address: a.embeddedWallets[0]!.address, message: 'Hello from Foyer' }).then(setSignature, () => {})
              }}
            >
              Sign 'Hello from Foyer' with the {a.providerApp.name} wallet
            </button>
          )}
        </p>
      ))}
      <p data-testid="headless-cross-app-status">Status: {state.status}</p>
      <p>
        Signature request: <span data-testid="headless-cross-app-request-status">{request.status}</span>
        {signature && <> — <code data-testid="headless-cross-app-signature">{signature}</code></>}
      </p>
      {request.error && <p role="alert" className="error">{request.error.shortMessage}</p>}
      {state.error && (
        <p role="alert" className="error">
          {state.error.shortMessage}
        </p>
      )}
    </div>
  )
}
