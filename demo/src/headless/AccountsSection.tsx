import { useIdentityToken, usePostLoginStep, useUser } from 'foyerkit'

/**
 * The post-login sequence and the identity token with hooks only: a host's own consent step
 * (usePostLoginStep: awaiting-terms → acceptTerms / declineTerms) and the token's claims.
 */
export function AccountsSection() {
  const { user } = useUser()
  const { state, acceptTerms, declineTerms } = usePostLoginStep()
  const { claims } = useIdentityToken()
  return (
    <div>
      <p>
        Post-login step: <code data-testid="headless-post-login">{state.status}</code>
      </p>
      {state.status === 'awaiting-terms' && (
        <p data-testid="headless-terms">
          One last step: do you accept the terms?{' '}
          <button type="button" onClick={() => acceptTerms().catch(() => {})} data-testid="headless-accept-terms">Accept</button>{' '}
          <button type="button" onClick={() => declineTerms().catch(() => {})} data-testid="headless-decline-terms">No thanks</button>
        </p>
      )}
      {user && (
        <p>
          Terms accepted: <span data-testid="headless-terms-accepted">{String(user.hasAcceptedTerms)}</span> · identity token for{' '}
          <code>{claims?.sub ?? '—'}</code> with {claims?.linkedAccounts.length ?? 0} linked account(s)
        </p>
      )}
    </div>
  )
}
