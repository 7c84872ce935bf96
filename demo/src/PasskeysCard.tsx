import { passkeysOf, useLinkWithPasskey, useUser } from 'foyerkit'

/** The logged-in user's passkeys: add one (useLinkWithPasskey) or remove one. */
export function PasskeysCard() {
  const { user } = useUser()
  const { state, linkWithPasskey, unlinkPasskey } = useLinkWithPasskey()
  const passkeys = passkeysOf(user)
  const busy = state.status === 'generating-challenge' || state.status === 'awaiting-passkey'
  return (
    <div data-testid="passkeys-card">
      <p>
        Passkeys: <strong data-testid="passkey-count">{passkeys.length}</strong>
      </p>
      <ul>
        {passkeys.map((p) => (
          <li key={p.credentialId} data-testid="passkey-item">
            {p.authenticatorName} ({p.createdWithBrowser} on {p.createdWithOs}){' '}
            <button type="button" onClick={() => unlinkPasskey({ credentialId: p.credentialId }).catch(() => {})} data-testid="passkey-remove">
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => linkWithPasskey().catch(() => {})} disabled={busy} data-testid="passkey-add">
        Add a passkey
      </button>
      {state.mode === 'link' && state.error && (
        <p role="alert" data-testid="passkey-link-error" className="error">
          {state.error.shortMessage}
        </p>
      )}
    </div>
  )
}
