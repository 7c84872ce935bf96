import { FoyerProvider, useFoyer } from 'foyerkit'
import { darkTheme, lightTheme } from 'foyerkit/themes'
import { FoyerModal } from 'foyerkit/ui'

// Follows the system's color scheme; both variants share the brand accent and rounder corners.
const theme = {
  lightMode: lightTheme({ accentColor: '#0E76FD', borderRadius: 'large' }),
  darkMode: darkTheme({ accentColor: '#4C9AFF', borderRadius: 'large', overlayBlur: 'small' }),
}

function LoginButton() {
  const { login } = useFoyer()
  return <button onClick={() => login()}>Log in</button>
}

export function App() {
  return (
    <FoyerProvider appId="foyerdemoapp0000000000001">
      <LoginButton />
      <FoyerModal theme={theme} />
    </FoyerProvider>
  )
}
