import { cssStringFromTheme, darkTheme, lightTheme, vars } from 'foyerkit/themes'

/**
 * The demo page's own styles, built from the kit's theme tokens: the same `lightTheme()` /
 * `darkTheme()` as the modal, written as CSS variables on <body> (`cssStringFromTheme`) and used
 * through `vars` (`var(--foyer-…)`). So the host page and the modal share colours, type, radii and
 * focus rings, in both colour schemes — a pattern to copy into your own app.
 */
const tokens = [
  // Light until the app has picked a scheme (body[data-scheme] is set on the first render).
  cssStringFromTheme(lightTheme(), { selector: "body:not([data-scheme='dark'])" }),
  cssStringFromTheme(darkTheme(), { selector: "body[data-scheme='dark']" }),
].join('\n')

const c = vars.colors

const page = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  font-family: ${vars.fonts.body};
  font-size: ${vars.fontSizes.md};
  line-height: ${vars.lineHeights.normal};
  color: ${c.foreground};
  background: ${c.background};
  color-scheme: light;
  -webkit-font-smoothing: antialiased;
  overflow-wrap: anywhere;
}
body[data-scheme='dark'] { color-scheme: dark; }
h1 { font-size: 28px; line-height: ${vars.lineHeights.tight}; margin: 0 0 8px; }
h2 { font-size: ${vars.fontSizes.lg}; line-height: ${vars.lineHeights.tight}; }
p { margin: 0 0 12px; }
code, pre { font-family: ${vars.fonts.mono}; font-size: 0.9em; }
a { color: ${c.link}; text-underline-offset: 3px; }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible {
  outline: none;
  box-shadow: ${vars.shadows.focus};
}
.muted { color: ${c.foregroundSecondary}; }
.error { color: ${c.danger}; }
.success { color: ${c.success}; }

/* Native controls, in the kit's look. */
button {
  font: inherit;
  font-size: ${vars.fontSizes.sm};
  font-weight: ${vars.fontWeights.medium};
  line-height: ${vars.lineHeights.tight};
  min-height: 36px;
  padding: 8px 14px;
  border-radius: ${vars.radii.button};
  border: 1px solid ${c.buttonSecondaryBorder};
  background: ${c.buttonSecondaryBackground};
  color: ${c.buttonSecondaryForeground};
  cursor: pointer;
  transition: background-color ${vars.durations.fast};
}
button:hover:not(:disabled) { background: ${c.buttonSecondaryBackgroundHover}; }
button.primary { background: ${c.accent}; border-color: transparent; color: ${c.accentForeground}; }
button.primary:hover:not(:disabled) { background: ${c.accentHover}; }
button:disabled { cursor: not-allowed; opacity: 0.55; }
input:not([type='checkbox']):not([type='radio']):not([type='color']), select, textarea {
  font: inherit;
  font-size: ${vars.fontSizes.sm};
  min-height: 36px;
  max-width: 100%;
  padding: 6px 10px;
  border-radius: ${vars.radii.input};
  border: 1px solid ${c.inputBorder};
  background: ${c.inputBackground};
  color: ${c.inputForeground};
}
input[type='checkbox'] { accent-color: ${c.accent}; width: 16px; height: 16px; vertical-align: -2px; }
fieldset { min-width: 0; }
pre { max-width: 100%; overflow: auto; }

/* The page: a header bar, then the content and the dev inbox. */
.demo-header {
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 20px;
  padding: 10px 24px;
  background: ${c.background};
  border-bottom: 1px solid ${c.border};
}
.demo-brand { display: inline-flex; align-items: center; gap: 8px; font-weight: ${vars.fontWeights.bold}; white-space: nowrap; }
.demo-brand img { width: 24px; height: 24px; }
.demo-nav { display: flex; flex-wrap: wrap; gap: 4px; }
.demo-nav a {
  padding: 6px 10px;
  border-radius: ${vars.radii.button};
  color: ${c.foregroundSecondary};
  text-decoration: none;
  white-space: nowrap;
  font-size: ${vars.fontSizes.sm};
  font-weight: ${vars.fontWeights.medium};
}
.demo-nav a:hover { color: ${c.foreground}; background: ${c.backgroundSecondary}; }
.demo-nav a[aria-current='page'] { color: ${c.link}; background: ${c.accentMuted}; }
.demo-settings { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin-left: auto; font-size: ${vars.fontSizes.sm}; }
.demo-settings label { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
.demo-layout {
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  grid-template-areas: 'main inbox';
  align-items: start;
  gap: 24px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px;
}
.demo-layout > main { grid-area: main; min-width: 0; }
.demo-layout > .inbox { grid-area: inbox; position: sticky; top: 72px; }
.demo-layout.wide { grid-template-columns: minmax(0, 1fr); grid-template-areas: 'main' 'inbox'; }
.demo-layout.wide > .inbox { position: static; }
/* Phones: the inbox goes on top, where it stays visible above the modal's bottom sheet. */
@media (max-width: 760px) {
  .demo-header { position: static; padding: 8px 12px; gap: 4px 12px; }
  .demo-nav a { padding: 4px 8px; }
  .demo-settings { margin-left: 0; }
  .demo-layout, .demo-layout.wide { grid-template-columns: minmax(0, 1fr); grid-template-areas: 'inbox' 'main'; padding: 16px; gap: 16px; }
  .demo-layout > .inbox { position: static; }
  h1 { font-size: 24px; }
}
.card {
  padding: 16px;
  border: 1px solid ${c.border};
  border-radius: ${vars.radii.card};
  background: ${c.backgroundSecondary};
}
.card + .card { margin-top: 16px; }
.card h2 { margin: 0 0 8px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.stack > * + * { margin-top: 12px; }
fieldset.card { margin: 0 0 16px; }
fieldset.card > legend { padding: 0 6px; font-weight: ${vars.fontWeights.medium}; }

/* The dev inbox: a compact, collapsible list; the latest code stays in its summary line. */
.inbox {
  border: 1px dashed ${c.buttonSecondaryBorder};
  border-radius: ${vars.radii.card};
  background: ${c.backgroundSecondary};
  font-size: ${vars.fontSizes.sm};
}
.inbox summary {
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 14px;
  cursor: pointer;
  list-style: none;
  border-radius: ${vars.radii.card};
}
.inbox summary::-webkit-details-marker { display: none; }
.inbox summary::before { content: '▸'; color: ${c.foregroundTertiary}; transition: transform ${vars.durations.fast}; }
.inbox details[open] summary::before { transform: rotate(90deg); }
.inbox summary strong { font-weight: ${vars.fontWeights.bold}; }
.inbox .latest { margin-left: auto; color: ${c.foregroundSecondary}; }
.inbox .latest code { color: ${c.foreground}; font-size: ${vars.fontSizes.md}; font-weight: ${vars.fontWeights.bold}; letter-spacing: 0.08em; }
.inbox ul { list-style: none; margin: 0; padding: 0 14px 12px; max-height: 320px; overflow-y: auto; }
.inbox li { display: grid; grid-template-columns: auto minmax(0, 1fr); column-gap: 10px; align-items: baseline; padding: 6px 0; border-top: 1px solid ${c.border}; }
.inbox li code { font-size: ${vars.fontSizes.md}; font-weight: ${vars.fontWeights.bold}; letter-spacing: 0.08em; }
.inbox li span { color: ${c.foregroundSecondary}; overflow-wrap: anywhere; }
.inbox .empty { margin: 0; padding: 0 14px 12px; color: ${c.foregroundSecondary}; }
`

/** The page's stylesheet (tokens first, then the rules that use them). */
export const PAGE_CSS = `${tokens}\n${page}`

/** Renders the page's stylesheet; mount it once, at the top of the app. */
export function PageStyle() {
  return <style data-demo-page-style="">{PAGE_CSS}</style>
}
