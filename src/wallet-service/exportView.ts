/**
 * The export page's document: the wallet's private key and, when asked for, its seed phrase, each
 * hidden until 'Reveal' and with 'Copy' (the clipboard of this frame, never the host's page).
 * Built with DOM calls and styled through CSSOM only: the page's CSP allows no inline style or
 * markup (`style-src` is 'none', Trusted Types are required), and nothing is parsed as HTML.
 */
import type { ExportFrameColor } from '../core/types/walletService.js'
import type { ExportPageLocale, ExportPageQuery } from './export.js'
import type { ExportedSecrets } from './service.js'

/** The parts of `document` the view uses (happy-dom's in tests). */
export type ExportViewDocument = Pick<Document, 'createElement' | 'documentElement' | 'body'>

/** Where 'Copy' writes (the frame's `navigator.clipboard`); undefined: copying is not offered. */
export type ExportClipboard = { writeText(text: string): Promise<void> } | undefined

/** How long 'Copied' shows after a copy (ms). */
export const EXPORT_COPIED_MS = 3_000

const TEXTS: Record<ExportPageLocale, Record<'loading' | 'privateKey' | 'seedPhrase' | 'reveal' | 'hide' | 'copy' | 'copied' | 'hidden', string>> = {
  en: { loading: 'Loading…', privateKey: 'Private key', seedPhrase: 'Seed phrase', reveal: 'Reveal', hide: 'Hide', copy: 'Copy', copied: 'Copied', hidden: 'Hidden' },
  es: { loading: 'Cargando…', privateKey: 'Clave privada', seedPhrase: 'Frase semilla', reveal: 'Mostrar', hide: 'Ocultar', copy: 'Copiar', copied: 'Copiado', hidden: 'Oculta' },
}

/** The look without colours from the host (the default light theme's). */
const DEFAULT_COLORS: Record<ExportFrameColor, string> = {
  background: '#FFFFFF',
  backgroundSecondary: '#F4F4F6',
  foreground: '#111827',
  foregroundSecondary: '#6B7280',
  border: '#E5E7EB',
  accent: '#676FFF',
  accentForeground: '#FFFFFF',
}

const MASK = '•'.repeat(48)
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif'
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace'

type Style = Partial<Record<keyof CSSStyleDeclaration, string>>

/**
 * Mounts the view in `doc` (a 'Loading…' line until `show`). `show` replaces it with the secrets;
 * the view keeps them only in its closure and, once revealed, in the page's own DOM.
 */
export function mountExportView(doc: ExportViewDocument, query: Pick<ExportPageQuery, 'colors' | 'locale' | 'width'>, clipboard: ExportClipboard) {
  const t = TEXTS[query.locale]
  const colors = { ...DEFAULT_COLORS, ...query.colors }
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, style: Style = {}, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag)
    Object.assign(node.style, style)
    if (text !== undefined) node.textContent = text
    return node
  }

  doc.documentElement.lang = query.locale
  Object.assign(doc.body.style, {
    margin: '0',
    background: colors.background,
    color: colors.foreground,
    fontFamily: FONT,
    fontSize: '14px',
    lineHeight: '1.4',
  } satisfies Style)
  // Fixed heights (a section is 18 + 6 + 64 + 6 + 30 px; 2 px around for the focus rings): the host sizes the frame to fit.
  const main = el('main', { display: 'flex', flexDirection: 'column', gap: '12px', padding: '2px', maxWidth: query.width ? `${query.width}px` : 'none', boxSizing: 'border-box' })
  main.dataset.state = 'loading'
  const loading = el('p', { margin: '0', color: colors.foregroundSecondary }, t.loading)
  main.append(loading)
  doc.body.replaceChildren(main)

  const button = (label: string, primary: boolean) => {
    const node = el('button', {
      font: 'inherit',
      fontSize: '13px',
      fontWeight: '600',
      height: '30px',
      boxSizing: 'border-box',
      padding: '0 12px',
      borderRadius: '8px',
      cursor: 'pointer',
      border: `1px solid ${primary ? colors.accent : colors.border}`,
      background: primary ? colors.accent : colors.background,
      color: primary ? colors.accentForeground : colors.foreground,
    }, label)
    node.type = 'button'
    return node
  }

  /** One secret: its label, its box (masked until revealed) and its two buttons. */
  const secretSection = (kind: 'private-key' | 'seed-phrase', label: string, value: string) => {
    const section = el('section', { display: 'flex', flexDirection: 'column', gap: '6px' })
    section.dataset.secret = kind
    const id = `foyer-export-${kind}`
    const heading = el('div', { fontSize: '13px', lineHeight: '18px', fontWeight: '600', color: colors.foregroundSecondary }, label)
    heading.id = `${id}-label`
    const box = el('div', {
      boxSizing: 'border-box',
      height: '64px',
      overflow: 'auto',
      padding: '8px 10px',
      borderRadius: '8px',
      border: `1px solid ${colors.border}`,
      background: colors.backgroundSecondary,
      fontFamily: MONO,
      fontSize: '12px',
      // A key breaks anywhere; a seed phrase between its words.
      wordBreak: kind === 'private-key' ? 'break-all' : 'normal',
      overflowWrap: 'anywhere',
      userSelect: 'none',
    }, MASK)
    box.id = id
    box.dataset.secretValue = ''
    box.dataset.revealed = 'false'
    box.setAttribute('role', 'group')
    box.setAttribute('aria-labelledby', heading.id)
    box.setAttribute('aria-label', t.hidden)
    const reveal = button(t.reveal, false)
    reveal.setAttribute('aria-controls', id)
    reveal.setAttribute('aria-expanded', 'false')
    reveal.dataset.action = 'reveal'
    reveal.addEventListener('click', () => {
      const shown = box.dataset.revealed !== 'true'
      box.dataset.revealed = String(shown)
      box.textContent = shown ? value : MASK
      box.style.userSelect = shown ? 'all' : 'none'
      if (shown) box.removeAttribute('aria-label')
      else box.setAttribute('aria-label', t.hidden)
      reveal.textContent = shown ? t.hide : t.reveal
      reveal.setAttribute('aria-expanded', String(shown))
    })
    const buttons = el('div', { display: 'flex', gap: '8px' })
    buttons.append(reveal)
    if (clipboard) {
      const copy = button(t.copy, true)
      copy.dataset.action = 'copy'
      let timer: ReturnType<typeof setTimeout> | undefined
      copy.addEventListener('click', () => {
        void clipboard.writeText(value).then(() => {
          copy.textContent = t.copied
          clearTimeout(timer)
          timer = setTimeout(() => (copy.textContent = t.copy), EXPORT_COPIED_MS)
        }, () => undefined)
      })
      buttons.append(copy)
    }
    section.append(heading, box, buttons)
    return section
  }

  return {
    /** Shows the secrets (replacing what shows). */
    show(secrets: ExportedSecrets) {
      const sections = [secretSection('private-key', t.privateKey, secrets.privateKey)]
      if (secrets.seedPhrase) sections.push(secretSection('seed-phrase', t.seedPhrase, secrets.seedPhrase))
      main.replaceChildren(...sections)
      main.dataset.state = 'shown'
      main.dataset.address = secrets.address
    },
  }
}
