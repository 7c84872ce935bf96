import { useState } from 'react'
import { useMfa, useMfaEnrollment, useRegisterMfaListener, useUser, type MfaMethod } from 'foyerkit'

/**
 * MFA with ONLY useMfaEnrollment / useMfa / useRegisterMfaListener and the host's own markup:
 * enrol an authenticator app (the setup key to type in the app, then a code), and answer the
 * kit's wait with the host's own prompt (this page mounts no default UI, so nothing else prompts).
 */
export function MfaSection() {
  const { user } = useUser()
  const enrollment = useMfaEnrollment()
  const mfa = useMfa()
  const [code, setCode] = useState('')
  const [log, setLog] = useState<string[]>([])
  useRegisterMfaListener({ onMfaRequired: ({ kind, methods }) => setLog((l) => [...l, `MFA required (${kind}): ${methods.join(', ')}`]) })
  if (!user) return <p>Log in first (any method above).</p>
  const pending = mfa.state.status === 'awaiting-input' || mfa.state.status === 'submitting' || mfa.state.status === 'initializing'
  const submit = (method: MfaMethod) => mfa.submit(method, code).then(() => setCode('')).catch(() => {})
  return (
    <div>
      <p>Methods: <span data-testid="headless-mfa-methods">{mfa.mfaMethods.join(', ') || 'none'}</span></p>
      {!mfa.mfaMethods.includes('totp') && (
        <button type="button" onClick={() => enrollment.initEnrollment({ method: 'totp' }).catch(() => {})} data-testid="headless-mfa-enroll-totp">
          Set up an authenticator app
        </button>
      )}
      {enrollment.state.totp && enrollment.state.status !== 'done' && (
        <form onSubmit={(e) => { e.preventDefault(); enrollment.submitEnrollment({ method: 'totp', code }).then(() => setCode('')).catch(() => {}) }}>
          <p>Setup key: <code data-testid="headless-mfa-secret">{enrollment.state.totp.secret}</code></p>
          <input value={code} onChange={(e) => setCode(e.target.value)} placeholder="6-digit code" data-testid="headless-mfa-enroll-code" />
          <button type="submit">Confirm</button>
        </form>
      )}
      {mfa.mfaMethods.length > 0 && (
        <button type="button" onClick={() => mfa.promptMfa().then(() => setLog((l) => [...l, 'Verified'])).catch((e: Error) => setLog((l) => [...l, e.message]))} data-testid="headless-mfa-prompt">
          Verify now (promptMfa)
        </button>
      )}
      {pending && (
        <form onSubmit={(e) => { e.preventDefault(); void submit(mfa.state.method ?? 'totp') }} data-testid="headless-mfa-prompt-form">
          <p>Enter the code of your {mfa.state.method ?? 'authenticator app'} (attempts: {mfa.state.attempts})</p>
          <input value={code} onChange={(e) => setCode(e.target.value)} placeholder="6-digit code" />
          <button type="submit">Verify</button>{' '}
          <button type="button" onClick={mfa.cancel}>Cancel</button>
          {mfa.state.error && <p role="alert" className="error">{mfa.state.error.shortMessage}</p>}
        </form>
      )}
      <ul data-testid="headless-mfa-log">{log.map((line, i) => <li key={i}>{line}</li>)}</ul>
    </div>
  )
}
