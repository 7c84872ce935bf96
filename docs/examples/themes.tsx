import { FoyerProvider } from 'foyer'
import { darkTheme, lightTheme } from 'foyer/themes'
import { FoyerModal } from 'foyer/ui'

const theme = {
  lightMode: lightTheme({ accentColor: '#0E76FD', borderRadius: 'large' }),
  darkMode: darkTheme({ accentColor: '#4C9AFF', borderRadius: 'large', overlayBlur: 'small' }),
}

export function App() {
  return (
    <FoyerProvider appId="foyerdemoapp0000000000001">
      <FoyerModal theme={theme} />
    </FoyerProvider>
  )
}
