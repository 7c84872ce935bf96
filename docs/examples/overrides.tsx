import { FoyerProvider, useFoyer } from 'foyerkit'
import { FoyerModal, type Appearance, type LogoProps } from 'foyerkit/ui'

// Provider-wide: every screen of every Foyer UI in the app.
const brand: Appearance = {
  slots: { primaryButton: { borderRadius: 999 }, title: 'acme-title' },
  components: { Logo: ({ alt }: LogoProps) => <img src="/acme.svg" alt={alt} height={32} /> },
  // One screen only: the code boxes of the e-mail code screen.
  emailCode: { slots: { otpInputCell: { borderRadius: 999 } } },
}

function LoginButton() {
  const { login } = useFoyer()
  return <button onClick={() => login()}>Log in</button>
}

export function App() {
  return (
    <FoyerProvider appId="foyerdemoapp0000000000001" appearance={brand}>
      <LoginButton />
      <FoyerModal
        appearance={{
          // A replaced screen: the kit's own inside (Default), with the values of its hooks.
          screens: {
            emailCode: ({ Default, hooks }) => (
              <>
                <Default />
                <p>Sent to {hooks.loginWithEmail.state.destination}. Check your spam folder too.</p>
              </>
            ),
          },
        }}
      />
    </FoyerProvider>
  )
}
