import { useGuestAccounts } from 'foyerkit'

/** Guest login with ONLY useGuestAccounts: the same browser is the same guest. */
export function GuestSection() {
  const { state, createGuestAccount } = useGuestAccounts()
  return (
    <div>
      <button type="button" onClick={() => createGuestAccount().catch(() => {})} disabled={state.status === 'loading'} data-testid="headless-guest">
        Continue as guest
      </button>
      <p>Status: {state.status}</p>
      {state.error && <p role="alert" className="error">{state.error.shortMessage}</p>}
    </div>
  )
}
