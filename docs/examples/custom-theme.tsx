import { FoyerProvider, useFoyer } from 'foyerkit'
import { cssObjectFromTheme, darkTheme, vars } from 'foyerkit/themes'
import { FoyerModal } from 'foyerkit/ui'
import type { CSSProperties } from 'react'

// A brand theme: the knobs first, then any token with `overrides` (applied last, verbatim).
export const brandTheme = darkTheme({
  accentColor: '#E84142',
  borderRadius: 'small',
  overrides: {
    colors: { background: '#0B0B0F', backgroundSecondary: '#15151C' },
    fonts: { body: '"Inter Var", system-ui, sans-serif' },
    radii: { modal: '20px' },
  },
})

// Your own element in the same look: cssObjectFromTheme writes the --foyer-* variables on it,
// and `vars` (var(--foyer-…) strings) reads them.
const banner: CSSProperties = {
  ...(cssObjectFromTheme(brandTheme) as CSSProperties),
  background: vars.colors.backgroundSecondary,
  color: vars.colors.foreground,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.card,
  fontFamily: vars.fonts.body,
  padding: `calc(${vars.space.unit} * 4)`,
}
const cta: CSSProperties = { background: vars.colors.accent, color: vars.colors.accentForeground, borderRadius: vars.radii.button }

function MembersBanner() {
  const { login } = useFoyer()
  return (
    <aside aria-label="Members" style={banner}>
      <p>Members get early access.</p>
      <button onClick={() => login()} style={cta}>Log in</button>
    </aside>
  )
}

export function App() {
  return (
    <FoyerProvider appId="foyerdemoapp0000000000001">
      <MembersBanner />
      <FoyerModal theme={brandTheme} />
    </FoyerProvider>
  )
}
