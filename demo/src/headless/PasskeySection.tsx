import { useLoginWithPasskey, useSignupWithPasskey } from 'foyerkit'

/** Passkey sign-up and login with ONLY useSignupWithPasskey / useLoginWithPasskey and the host's own markup. */
export function PasskeySection() {
  const { state, loginWithPasskey } = useLoginWithPasskey()
  const { signupWithPasskey } = useSignupWithPasskey()
  const busy = state.status === 'generating-challenge' || state.status === 'awaiting-passkey'
  return (
    <div>
      <button type="button" onClick={() => signupWithPasskey().catch(() => {})} disabled={busy} data-testid="headless-passkey-signup">
        Sign up with a passkey
      </button>{' '}
      <button type="button" onClick={() => loginWithPasskey().catch(() => {})} disabled={busy} data-testid="headless-passkey-login">
        Log in with a passkey
      </button>
      <p data-testid="headless-passkey-status">Status: {state.status}</p>
      {state.error && (
        <p role="alert" data-testid="headless-passkey-error" className="error">
          {state.error.shortMessage}
        </p>
      )}
    </div>
  )
}
