import type { StoryDefault } from '@ladle/react'
import { vars } from '../src/themes/index.js'
import type { Appearance, ScreenReplacementProps, SpinnerProps } from '../src/ui/index.js'
import { AcmeLogo } from './overrides.js'
import { submitEmail, variants } from './support.js'

export default { title: 'Overrides' } satisfies StoryDefault

/** A host spinner: an arc in the accent color (an SVG animation; `label` makes it a status). */
function HostSpinner({ size, label }: SpinnerProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M12 3a9 9 0 0 1 9 9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" dur="0.9s" repeatCount="indefinite" />
      </path>
    </svg>
  )
}

/** The landing, wrapped: a host banner above the kit's own screen, which reads the landing's hook values. */
function HostLanding({ Default, hooks }: ScreenReplacementProps<'landing'>) {
  return (
    <>
      <p style={{ margin: 0, padding: '10px 20px', fontSize: 13, textAlign: 'center', background: vars.colors.accent, color: vars.colors.accentForeground }}>
        Acme members get early access — {hooks.landing.methods.length} ways to sign in
      </p>
      <Default />
    </>
  )
}

/** Provider-wide (`<FoyerProvider appearance>`): every screen of every UI. */
const providerWide: Appearance = {
  slots: {
    primaryButton: { borderRadius: 999, fontWeight: 700 },
    emailInput: { borderRadius: 999, paddingInline: 16 },
  },
  components: { Logo: AcmeLogo, Spinner: HostSpinner },
}

/** The screens' own prop: a per-screen slot override (the landing's title only) and a replaced screen. */
const own: Appearance = {
  landing: { slots: { title: { fontSize: 26, letterSpacing: '-0.02em' } } },
  screens: { landing: HostLanding },
}

const overrides = variants({
  providerAppearance: providerWide,
  screens: { appearance: own },
  backend: { appConfig: { login_methods: ['email', 'google', 'apple'] } },
  setup: async ({ backend }) => {
    backend.faults.add({ path: '/api/v1/passwordless/init', delayMs: 1_000_000_000 })
  },
  // Submitting shows the host spinner in the pill-shaped button.
  play: (root) => submitEmail(root, 'ada@example.com'),
})
/** A provider-wide and a per-screen slot override, a host Logo and Spinner, and the landing replaced around `Default`. */
export const OverridesLight = overrides.Light
export const OverridesDark = overrides.Dark
