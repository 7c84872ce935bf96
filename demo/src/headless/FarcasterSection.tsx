import { useLoginWithFarcaster, useUser } from 'foyerkit'

/** Farcaster login / link / unlink with ONLY useLoginWithFarcaster and the host's own markup. */
export function FarcasterSection() {
  const { user } = useUser()
  const { state, initLogin, loginWithFarcaster, unlinkFarcaster, reset } = useLoginWithFarcaster()
  const farcaster = user?.farcaster
  const busy = ['initializing', 'awaiting-approval', 'submitting'].includes(state.status)
  const start = async () => {
    await initLogin({ intent: user ? 'link' : 'login' })
    await loginWithFarcaster()
  }
  return (
    <div>
      {farcaster ? (
        <p>
          Farcaster: @{String(farcaster.username)} (fid {String(farcaster.fid)}){' '}
          <button type="button" onClick={() => unlinkFarcaster({ fid: Number(farcaster.fid) }).catch(() => {})}>
            Unlink
          </button>
        </p>
      ) : (
        <button type="button" data-testid="headless-farcaster" disabled={busy} onClick={() => start().catch(() => {})}>
          {user ? 'Link Farcaster' : 'Log in with Farcaster'}
        </button>
      )}
      {state.status === 'awaiting-approval' && state.connectUri && (
        <p>
          Open <a href={state.connectUri} target="_blank" rel="noreferrer" data-testid="headless-farcaster-link">this link</a>{' '}
          (the dev relay's approve page) and approve.{' '}
          <button type="button" onClick={reset}>Cancel</button>
        </p>
      )}
      <p data-testid="headless-farcaster-status">Status: {state.status}</p>
      {state.error && (
        <p role="alert" className="error">
          {state.error.shortMessage}
        </p>
      )}
    </div>
  )
}
