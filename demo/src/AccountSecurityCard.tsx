import { useState } from 'react'
import { useFoyerClient, useMfa, useMfaEnrollment, type FoyerError } from 'foyerkit'

const LABELS = { totp: 'Authenticator app', sms: 'SMS', passkey: 'Passkey' } as const

/**
 * "Account security" on the user card: the user's MFA methods, the default UI's enrolment manager
 * (enrol / unenrol), and an action the dev backend protects with MFA (POST
 * /api/v1/dev/protected-action): it answers missing_or_invalid_mfa until a verification, so the
 * kit's prompt appears, then it is retried with the MFA token.
 */
export function AccountSecurityCard() {
  const client = useFoyerClient()
  const { mfaMethods, withMfa } = useMfa()
  const { showMfaEnrollmentModal } = useMfaEnrollment()
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const run = async () => {
    setResult(null)
    try {
      const answer = await withMfa((headers) =>
        client.http.request<{ at: string }>('/api/v1/dev/protected-action', { method: 'POST', body: {}, headers }),
      )
      setResult({ ok: true, text: `Protected action done at ${answer.at}` })
    } catch (error) {
      setResult({ ok: false, text: (error as FoyerError).shortMessage ?? String(error) })
    }
  }
  const manage = () => {
    try {
      showMfaEnrollmentModal()
    } catch (error) {
      setResult({ ok: false, text: (error as FoyerError).shortMessage })
    }
  }
  return (
    <div data-testid="account-security" style={{ borderTop: '1px solid var(--foyer-colors-border)', marginTop: 12, paddingTop: 8 }}>
      <p>
        <strong>Account security</strong> — MFA:{' '}
        <span data-testid="mfa-methods">{mfaMethods.length ? mfaMethods.map((m) => LABELS[m]).join(', ') : 'off'}</span>
      </p>
      <button type="button" onClick={manage} data-testid="mfa-manage">
        Manage verification methods
      </button>{' '}
      <button type="button" onClick={() => void run()} data-testid="mfa-protected-action">
        Do a protected action
      </button>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} data-testid="mfa-protected-result" className={result.ok ? 'success' : 'error'}>
          {result.text}
        </p>
      )}
    </div>
  )
}
