import { FoyerProvider, useFoyer, useLoginWithEmail } from 'foyerkit'
import { useState } from 'react'

function EmailLogin() {
  const { authenticated, user, logout } = useFoyer()
  const [input, setInput] = useState('')
  const { state, sendCode, loginWithCode } = useLoginWithEmail({
    onComplete: ({ isNewUser }) => console.log(isNewUser ? 'welcome!' : 'welcome back'),
  })

  if (authenticated) return <button onClick={logout}>Log out {user?.email?.address}</button>
  const codeStep = state.status === 'awaiting-code-input' || state.status === 'submitting-code'
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        const step = codeStep ? loginWithCode({ code: input }) : sendCode({ email: input })
        step.then(() => setInput('')).catch(() => {}) // the error is in state.error too
      }}
    >
      <input aria-label={codeStep ? 'Code' : 'E-mail'} value={input} onChange={(e) => setInput(e.target.value)} />
      <button type="submit">{codeStep ? 'Log in' : 'Send code'}</button>
      {state.error && <p role="alert">{state.error.shortMessage}</p>}
    </form>
  )
}

export function App() {
  return (
    <FoyerProvider appId="foyerdemoapp0000000000001">
      <EmailLogin />
    </FoyerProvider>
  )
}
