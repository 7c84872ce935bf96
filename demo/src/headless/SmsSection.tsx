import { useLoginWithSms, usePhoneInput } from 'foyerkit'
import { useState, type FormEvent } from 'react'

/** SMS code login with ONLY useLoginWithSms + usePhoneInput and the host's own markup. */
export function SmsSection() {
  const [code, setCode] = useState('')
  const { state: phone, countries, setPhoneNumber, setCountry } = usePhoneInput()
  const { state, sendCode, loginWithCode, reset } = useLoginWithSms({ onComplete: () => setCode('') })
  const awaitingCode = ['awaiting-code-input', 'submitting-code'].includes(state.status) ||
    (state.status === 'error' && state.destination !== null && state.codeSentAt !== null)

  const onSend = (event: FormEvent) => {
    event.preventDefault()
    sendCode({ phoneNumber: phone.qualifiedPhoneNumber }).catch(() => {})
  }
  const onLogin = (event: FormEvent) => {
    event.preventDefault()
    loginWithCode({ code }).catch(() => {})
  }

  return (
    <div>
      {awaitingCode ? (
        <form onSubmit={onLogin} data-testid="headless-sms-code-form">
          <p>We texted a code to {state.destination}.</p>
          <label>
            Code <input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" data-testid="headless-sms-code" />
          </label>{' '}
          <button type="submit" disabled={state.status === 'submitting-code'}>Log in</button>{' '}
          <button type="button" onClick={reset}>Use another number</button>
        </form>
      ) : (
        <form onSubmit={onSend} data-testid="headless-sms-form">
          <select value={phone.countryCode} onChange={(e) => setCountry(e.target.value as typeof phone.countryCode)} aria-label="Country">
            {countries.map((c) => (
              <option key={c.code} value={c.code}>{c.name} (+{c.callingCode})</option>
            ))}
          </select>{' '}
          <input type="tel" value={phone.rawPhoneNumber} onChange={(e) => setPhoneNumber(e.target.value)} aria-label="Phone number" data-testid="headless-phone" />{' '}
          <button type="submit" disabled={!phone.isValid || state.status === 'sending-code'}>Text me a code</button>
        </form>
      )}
      <p>Status: {state.status}</p>
      {state.error && <p role="alert" className="error">{state.error.shortMessage}</p>}
    </div>
  )
}
