import { FoyerScreens } from 'foyerkit/ui'
import { cssObjectFromTheme, cssStringFromTheme, type Theme, type ThemeInput } from 'foyerkit/themes'
import { useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { ACCENT_PRESETS, DEFAULT_KNOBS, FACTORIES, themeFromKnobs, themeCode, type Knobs } from './themes/knobs.js'

/**
 * The theme gallery: every built-in theme (and a `{ lightMode, darkMode }` pair) with the factory
 * knobs, tried live on the inline screens, and the code + CSS to paste. The preview frame is the
 * host's own element styled with `cssObjectFromTheme`: its backdrop shows the overlay color and blur.
 */
export function ThemesPage() {
  const [knobs, setKnobs] = useState<Knobs>(DEFAULT_KNOBS)
  const set = <K extends keyof Knobs>(key: K, value: Knobs[K]) => setKnobs((k) => ({ ...k, [key]: value }))
  // A bad value (e.g. an unsafe font stack) keeps the last good theme and shows the factory's message.
  const lastGood = useRef<ThemeInput>(themeFromKnobs(DEFAULT_KNOBS))
  const { theme, error } = useMemo(() => {
    try {
      lastGood.current = themeFromKnobs(knobs)
      return { theme: lastGood.current, error: null }
    } catch (e) {
      return { theme: lastGood.current, error: (e as Error).message }
    }
  }, [knobs])
  const preset = knobs.accent === 'custom' || knobs.accent === 'default' ? null : knobs.accent
  const code = themeCode(knobs)
  const css = cssStringFromTheme(theme, { selector: '.my-login' })
  const halves: [string, Theme][] = 'lightMode' in theme ? [['lightMode', theme.lightMode], ['darkMode', theme.darkMode]] : [['', theme]]

  return (
    <section>
      <h1>Themes</h1>
      <p className="muted">
        Pick a built-in theme and turn the factory's knobs: the screens below change live, and the snippets are ready to
        paste. Everything here is <code>foyerkit/themes</code>; see docs/themes.md, "Making a theme".
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <form aria-label="Theme knobs" onSubmit={(e) => e.preventDefault()} className="card" style={{ display: 'grid', gap: 12, flex: '0 1 340px', minWidth: 0 }}>
          <Field label="Theme">
            <select data-testid="theme-base" value={knobs.base} onChange={(e) => set('base', e.target.value as Knobs['base'])}>
              <option value="light">lightTheme</option>
              <option value="dark">darkTheme</option>
              <option value="midnight">midnightTheme</option>
              <option value="brutalist">brutalistTheme</option>
              <option value="pair">{'{ lightMode, darkMode }'}</option>
            </select>
          </Field>
          {knobs.base === 'pair' && (
            <Field label="Dark half">
              <select data-testid="theme-dark-half" value={knobs.darkHalf} onChange={(e) => set('darkHalf', e.target.value as Knobs['darkHalf'])}>
                <option value="dark">darkTheme</option>
                <option value="midnight">midnightTheme</option>
              </select>
            </Field>
          )}
          <Field label="Accent">
            <select data-testid="theme-accent" value={knobs.accent} onChange={(e) => set('accent', e.target.value as Knobs['accent'])}>
              <option value="default">theme default</option>
              {ACCENT_PRESETS.map((p) => <option key={p} value={p}>accentColors.{p}</option>)}
              <option value="custom">custom…</option>
            </select>
          </Field>
          {preset && (
            <Swatches colors={(knobs.base === 'pair' ? (['light', knobs.darkHalf] as const) : [knobs.base]).map((n) => FACTORIES[n].accentColors[preset].accentColor)} />
          )}
          {knobs.accent === 'custom' && (
            <>
              <Field label="accentColor">
                <input type="color" data-testid="theme-accent-color" value={knobs.customAccent} onChange={(e) => set('customAccent', e.target.value.toUpperCase())} />
                <code>{knobs.customAccent}</code>
              </Field>
              <Field label="accentColorForeground">
                <input
                  type="checkbox"
                  aria-label="Set accentColorForeground"
                  checked={knobs.customForeground !== ''}
                  onChange={(e) => set('customForeground', e.target.checked ? '#FFFFFF' : '')}
                />
                {knobs.customForeground === '' ? (
                  <small>derived (white or black, whichever is readable)</small>
                ) : (
                  <input type="color" aria-label="accentColorForeground color" value={knobs.customForeground} onChange={(e) => set('customForeground', e.target.value.toUpperCase())} />
                )}
              </Field>
            </>
          )}
          <Field label="borderRadius">
            <select data-testid="theme-radius" value={knobs.borderRadius} onChange={(e) => set('borderRadius', e.target.value as Knobs['borderRadius'])}>
              <option value="default">theme default</option>
              <option value="none">none</option>
              <option value="small">small</option>
              <option value="medium">medium</option>
              <option value="large">large</option>
            </select>
          </Field>
          <Field label="fontStack">
            <select data-testid="theme-font" value={knobs.fontStack} onChange={(e) => set('fontStack', e.target.value as Knobs['fontStack'])}>
              <option value="default">theme default</option>
              <option value="system">system</option>
              <option value="rounded">rounded</option>
              <option value="custom">custom…</option>
            </select>
          </Field>
          {knobs.fontStack === 'custom' && (
            <Field label="font-family list">
              <input data-testid="theme-font-custom" value={knobs.customFont} onChange={(e) => set('customFont', e.target.value)} style={{ flex: 1 }} />
            </Field>
          )}
          <Field label="overlayBlur">
            <select data-testid="theme-blur" value={knobs.overlayBlur} onChange={(e) => set('overlayBlur', e.target.value as Knobs['overlayBlur'])}>
              <option value="default">theme default</option>
              <option value="none">none</option>
              <option value="small">small</option>
              <option value="large">large</option>
            </select>
          </Field>
          <p>
            <button type="button" onClick={() => setKnobs(DEFAULT_KNOBS)}>Reset</button>
          </p>
          {error && <p role="alert" data-testid="theme-error" className="error">{error}</p>}
        </form>

        <div data-testid="theme-preview" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, flex: '1 1 400px', minWidth: 0 }}>
          {halves.map(([label, half]) => (
            <PreviewFrame key={label || 'single'} label={label} theme={half} />
          ))}
        </div>
      </div>

      <Snippet title="Code" testId="theme-snippet-code" text={code} />
      <Snippet title="CSS variables for your own selector: cssStringFromTheme(theme, { selector: '.my-login' })" testId="theme-snippet-css" text={css} />
    </section>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <span style={{ minWidth: 140 }}>{label}</span>
      {children}
    </label>
  )
}

function Swatches({ colors }: { colors: string[] }) {
  return (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0 }}>
      {colors.map((c, i) => (
        <span key={i} title={c} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <span style={{ width: 16, height: 16, borderRadius: 4, background: c, border: '1px solid var(--foyer-colors-border)' }} />
          <code>{c}</code>
        </span>
      ))}
    </p>
  )
}

/** A mock page behind the theme's overlay (color and blur), the screens on top. */
function PreviewFrame({ label, theme }: { label: string; theme: Theme }) {
  const frame: CSSProperties = {
    ...(cssObjectFromTheme(theme) as CSSProperties),
    position: 'relative',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 560,
    padding: 20,
    borderRadius: 12,
    overflow: 'hidden',
    background: 'repeating-linear-gradient(45deg, #dfe3ec 0 14px, #f4f6fa 14px 28px)',
  }
  const overlay: CSSProperties = {
    position: 'absolute',
    inset: 0,
    background: 'var(--foyer-colors-overlay)',
    backdropFilter: 'var(--foyer-blurs-overlay)',
  }
  return (
    <figure style={{ margin: 0, width: 400, maxWidth: '100%' }}>
      {label && <figcaption style={{ marginBottom: 6 }}><code>{label}</code></figcaption>}
      <div style={frame} data-testid="theme-frame">
        <p aria-hidden style={{ margin: 0, fontSize: 28, fontWeight: 700, color: '#334' }}>Your app's page, behind the overlay</p>
        <div style={overlay} />
        <div style={{ position: 'relative', display: 'flex', justifyContent: 'center', marginTop: 24 }}>
          <FoyerScreens theme={theme} />
        </div>
      </div>
    </figure>
  )
}

function Snippet({ title, testId, text }: { title: string; testId: string; text: string }) {
  const [copied, setCopied] = useState(false)
  const ref = useRef<HTMLPreElement>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      setTimeout(() => setCopied(false), 1500)
    } catch {
      // No clipboard permission (e.g. http): select the text for a manual copy.
      const range = document.createRange()
      if (ref.current) range.selectNodeContents(ref.current)
      getSelection()?.removeAllRanges()
      getSelection()?.addRange(range)
    }
  }
  return (
    <div style={{ marginTop: 24 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>
        <button type="button" onClick={copy} data-testid={`${testId}-copy`} style={{ flex: 'none' }}>{copied ? 'Copied' : 'Copy'}</button>
      </div>
      <pre ref={ref} data-testid={testId} className="card" style={{ maxHeight: 320, overflow: 'auto', fontSize: 12, margin: '8px 0 0' }}>
        {text}
      </pre>
    </div>
  )
}
