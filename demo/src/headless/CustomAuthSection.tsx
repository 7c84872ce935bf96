import { useCustomAuth } from 'foyerkit'
import { useCallback, useState, type FormEvent } from 'react'

/**
 * Custom-token login with ONLY useCustomAuth. The "host auth" is fake: a user id typed here, whose
 * token the dev backend signs with the demo secret (POST /__dev/custom-token { sub }) as a host's
 * own auth server would. Logging in on the host side logs the user into Foyer.
 */
export function CustomAuthSection() {
  const [draft, setDraft] = useState('')
  const [hostUser, setHostUser] = useState<string | null>(null)
  const getCustomAccessToken = useCallback(async () => {
    if (!hostUser) return null
    const response = await fetch('/__dev/custom-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sub: hostUser }),
    })
    return ((await response.json()) as { token: string }).token
  }, [hostUser])
  const { state } = useCustomAuth({ getCustomAccessToken: hostUser ? getCustomAccessToken : undefined })

  const onLogin = (event: FormEvent) => {
    event.preventDefault()
    if (draft.trim()) setHostUser(draft.trim())
  }
  return (
    <div>
      <form onSubmit={onLogin} data-testid="headless-custom-form">
        <label>
          Host user id <input value={draft} onChange={(e) => setDraft(e.target.value)} data-testid="headless-custom-user" />
        </label>{' '}
        <button type="submit">Log in to the host app</button>
      </form>
      <p>Status: {state.status}</p>
      {state.error && <p role="alert" className="error">{state.error.shortMessage}</p>}
    </div>
  )
}
