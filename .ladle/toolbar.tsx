/**
 * The gallery's toolbar: a compact bar (theme, locale, overrides sample) floating in the top corner
 * of ladle's story area. Ladle has no API for custom addon buttons, so the provider in components.tsx
 * renders this bar itself (never in `mode=preview`, which is what screenshots and the axe test use).
 *
 * Where the globals live:
 * - the query string (`?foyerTheme=midnight&locale=es&overrides=1`) is the input: a page load, or a
 *   history navigation (`openStory` in scripts/stories.ts switches story with pushState + popstate);
 *   `theme` is ladle's own parameter (its UI's light/dark), hence `foyerTheme`;
 * - ladle rewrites the query string once a story mounted, and its sidebar drops every unknown parameter when you switch
 *   story. So the provider reads the globals once per navigation and forces them
 *   (`setStoryGlobals`), and in full mode remembers them in sessionStorage and writes them back.
 */
import type { CSSProperties } from 'react'
import {
  STORY_LOCALES, STORY_THEMES, THEME_PARAM, parseStoryGlobals, type StoryGlobals, type StoryLocale, type StoryThemeName,
} from '../stories/globals.js'

export const SESSION_KEY = 'foyer-story-globals'

/** Whether a query string names any gallery global (then it wins over the remembered ones). */
export function searchHasGlobals(search: string): boolean {
  const q = new URLSearchParams(search)
  const parsed = parseStoryGlobals(search)
  return parsed.theme !== undefined || q.has('locale') || q.has('overrides')
}

/** The query string with the globals written into it (defaults removed, other parameters kept). */
export function writeGlobals(search: string, globals: StoryGlobals): string {
  const q = new URLSearchParams(search)
  if (globals.theme) q.set(THEME_PARAM, globals.theme)
  else q.delete(THEME_PARAM)
  if (globals.locale && globals.locale !== 'en') q.set('locale', globals.locale)
  else q.delete('locale')
  if (globals.overrides) q.set('overrides', '1')
  else q.delete('overrides')
  const text = q.toString()
  return text ? `?${text}` : ''
}

/** A stable key for the globals: the story remounts when it changes. */
export function globalsKey(globals: StoryGlobals): string {
  return `${globals.theme ?? 'own'}|${globals.locale ?? 'en'}|${globals.overrides ? 'overrides' : 'plain'}`
}

/** sessionStorage's remembered globals (full mode), or nothing. */
export function rememberedGlobals(storage: Pick<Storage, 'getItem'> | undefined): StoryGlobals | null {
  try {
    const raw = storage?.getItem(SESSION_KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as Record<string, unknown>
    // Re-validate through the parser (a stale or hand-edited value must not break the gallery).
    const q = new URLSearchParams()
    if (typeof value.theme === 'string') q.set(THEME_PARAM, value.theme)
    if (typeof value.locale === 'string') q.set('locale', value.locale)
    if (value.overrides === true) q.set('overrides', '1')
    return parseStoryGlobals(q.toString())
  } catch {
    return null
  }
}

/**
 * The globals after a navigation to `search`. In preview mode the URL is the whole truth (a page
 * without parameters is the story's own look). In full mode a URL without any of our parameters
 * (ladle's sidebar dropped them) keeps what the toolbar chose.
 */
export function globalsAfterNavigation(search: string, preview: boolean, current: StoryGlobals | null): StoryGlobals {
  if (preview || searchHasGlobals(search) || !current) return parseStoryGlobals(search)
  return current
}

const THEME_LABELS: Record<StoryThemeName | 'own', string> = {
  own: "story's own",
  light: 'light',
  dark: 'dark',
  midnight: 'midnight',
  brutalist: 'brutalist',
}

const bar: CSSProperties = {
  // In the top padding of ladle's story area (ladle's own addon buttons are at the bottom left).
  position: 'fixed',
  left: 10,
  top: 10,
  // Above the stories' canvases; the modal story's dialog makes the page outside it inert anyway.
  zIndex: 2147483000,
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '4px 8px',
  borderRadius: 6,
  font: '12px/1.2 system-ui, -apple-system, "Segoe UI", sans-serif',
  color: 'var(--ladle-color-primary, #1f2937)',
  background: 'var(--ladle-bg-color-secondary, #f5f5f5)',
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.25)',
  opacity: 0.96,
}
const field: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 4 }
const select: CSSProperties = { font: 'inherit', padding: '1px 2px' }

/** The bar itself: controlled, it only reports the new globals. */
export function GalleryToolbar({ globals, onChange }: { globals: StoryGlobals; onChange: (next: StoryGlobals) => void }) {
  return (
    <div role="toolbar" aria-label="Foyer gallery" data-foyer-gallery-toolbar="" style={bar}>
      <strong style={{ fontWeight: 600 }}>Foyer</strong>
      <label style={field}>
        Theme
        <select
          style={select}
          value={globals.theme ?? 'own'}
          onChange={(e) => onChange({ ...globals, theme: e.target.value === 'own' ? undefined : (e.target.value as StoryThemeName) })}
        >
          {(['own', ...STORY_THEMES] as const).map((name) => (
            <option key={name} value={name}>{THEME_LABELS[name]}</option>
          ))}
        </select>
      </label>
      <label style={field}>
        Locale
        <select
          style={select}
          value={globals.locale ?? 'en'}
          onChange={(e) => onChange({ ...globals, locale: e.target.value === 'en' ? undefined : (e.target.value as StoryLocale) })}
        >
          {STORY_LOCALES.map((name) => (
            <option key={name} value={name}>{name}</option>
          ))}
        </select>
      </label>
      <label style={field}>
        <input type="checkbox" checked={!!globals.overrides} onChange={(e) => onChange({ ...globals, overrides: e.target.checked })} />
        Overrides sample
      </label>
    </div>
  )
}
