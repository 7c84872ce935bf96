/**
 * Gallery-wide settings every story honours: the theme, the locale and a sample of host
 * overrides. They come from the page's query string (`?foyerTheme=midnight&locale=es&overrides=1`),
 * which is what the ladle toolbar (.ladle/components.tsx) writes and what `npm run screenshots`
 * and the accessibility test pass; tests may set them directly with `setStoryGlobals`.
 */
import { brutalistTheme, darkTheme, lightTheme, midnightTheme, type Theme } from '../src/themes/index.js'

export const STORY_THEMES = ['light', 'dark', 'midnight', 'brutalist'] as const
/** The query parameter of the theme (`theme` is ladle's own, for its UI's light/dark). */
export const THEME_PARAM = 'foyerTheme'
export type StoryThemeName = (typeof STORY_THEMES)[number]
export const STORY_LOCALES = ['en', 'es', 'pseudo'] as const
export type StoryLocale = (typeof STORY_LOCALES)[number]

export type StoryGlobals = {
  /** Overrides the story's own Light/Dark theme with a built-in theme. */
  theme?: StoryThemeName | undefined
  /** The copy catalogue: the English defaults, the Spanish locale, or a marker pseudo-locale (the Spanish texts in ⟦ ⟧). */
  locale?: StoryLocale | undefined
  /** Applies a sample of slot/copy overrides (see stories/overrides.ts). */
  overrides?: boolean | undefined
}

let forced: StoryGlobals | null = null

/**
 * Forces the globals (null = read the query string again). The gallery's provider
 * (.ladle/components.tsx) does this on every navigation: ladle rewrites the query string after a
 * story mounts (and drops `theme`, a name it uses itself), so stories must not re-read it later.
 * Tests use it too.
 */
export function setStoryGlobals(globals: StoryGlobals | null): void {
  forced = globals
}

export function getStoryGlobals(): StoryGlobals {
  if (forced) return forced
  if (typeof location === 'undefined') return {}
  return parseStoryGlobals(location.search)
}

/** The globals a query string asks for (unknown values are ignored). */
export function parseStoryGlobals(search: string): StoryGlobals {
  const q = new URLSearchParams(search)
  const theme = q.get(THEME_PARAM)
  const locale = q.get('locale')
  return {
    theme: (STORY_THEMES as readonly string[]).includes(theme ?? '') ? (theme as StoryThemeName) : undefined,
    locale: (STORY_LOCALES as readonly string[]).includes(locale ?? '') ? (locale as StoryLocale) : undefined,
    overrides: q.get('overrides') === '1',
  }
}

const FACTORIES = { light: lightTheme, dark: darkTheme, midnight: midnightTheme, brutalist: brutalistTheme }

/** The theme a story renders with: the gallery's choice, else the story's own scheme. */
export function storyTheme(scheme: 'light' | 'dark', globals: StoryGlobals = getStoryGlobals()): Theme {
  return FACTORIES[globals.theme ?? scheme]()
}

/** The canvas background behind a story (dark themes get a dark canvas). */
export function storyCanvasIsDark(scheme: 'light' | 'dark', globals: StoryGlobals = getStoryGlobals()): boolean {
  const name = globals.theme ?? scheme
  return name === 'dark' || name === 'midnight'
}
