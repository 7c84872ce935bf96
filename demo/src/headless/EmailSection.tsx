import { useLoginWithEmail } from 'foyerkit'
import { useState, type FormEvent } from 'react'

/** E-mail code login with ONLY useLoginWithEmail and the host's own markup. */
export function EmailSection() {
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const { state, sendCode, loginWithCode, reset } = useLoginWithEmail({
    onComplete: () => setCode(''),
  })
  const awaitingCode = ['awaiting-code-input', 'submitting-code'].includes(state.status) ||
    (state.status === 'error' && state.destination !== null && state.codeSentAt !== null)

  const onSend = (event: FormEvent) => {
    event.preventDefault()
    sendCode({ email }).catch(() => {})
  }
  const onLogin = (event: FormEvent) => {
    event.preventDefault()
    loginWithCode({ code }).catch(() => {})
  }

  return (
    <div>
      {awaitingCode ? (
        <form onSubmit={onLogin} data-testid="headless-code-form">
          <p>We sent a code to {state.destination}.</p>
          <label>
            Code <input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" data-testid="headless-code" />
          </label>{' '}
          <button type="submit" disabled={state.status === 'submitting-code'} data-testid="headless-login">
            Log in
          </button>{' '}
          <button type="button" onClick={reset}>
            Use another e-mail
          </button>
        </form>
      ) : (
        <form onSubmit={onSend} data-testid="headless-email-form">
          <label>
            E-mail <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} data-testid="headless-email" />
          </label>{' '}
          <button type="submit" disabled={state.status === 'sending-code'} data-testid="headless-send">
            Send code
          </button>
        </form>
      )}
      <p data-testid="headless-status">Status: {state.status}</p>
      {state.error && (
        <p role="alert" data-testid="headless-error" className="error">
          {state.error.shortMessage}
        </p>
      )}
    </div>
  )
}
