// Ladle's global provider: applies the gallery globals (theme, locale, overrides sample) to every
// story and, outside preview mode, shows the toolbar that changes them. See ./toolbar.tsx.
// First: the stories run the dev backend in the page, whose passkey checks (@simplewebauthn/server)
// need the Reflect metadata polyfill installed before @peculiar/x509 runs; Rolldown (the gallery's
// bundler, see ./vite.config.mjs) may run that module first otherwise.
import 'reflect-metadata'
import type { GlobalProvider } from '@ladle/react'
import { Fragment, useEffect, useState } from 'react'
import { setStoryGlobals } from '../stories/globals.js'
import { GalleryToolbar, SESSION_KEY, globalsAfterNavigation, globalsKey, rememberedGlobals, writeGlobals } from './toolbar.js'

// Read before ladle's first render: once a story mounted, ladle rewrites the query string.
const initialSearch = typeof location === 'undefined' ? '' : location.search
const session = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)

export const Provider: GlobalProvider = ({ children, globalState }) => {
  const preview = globalState.mode === 'preview'
  const [globals, setGlobals] = useState(() =>
    globalsAfterNavigation(initialSearch, preview, preview ? null : rememberedGlobals(session())),
  )
  // Before the story renders: stories read them with getStoryGlobals().
  setStoryGlobals(globals)

  // History navigation (back/forward, or scripts/stories.ts switching story in place).
  useEffect(() => {
    const onPop = () => setGlobals((current) => globalsAfterNavigation(location.search, preview, current))
    addEventListener('popstate', onPop)
    return () => removeEventListener('popstate', onPop)
  }, [preview])

  // Full mode: remember the choice for this tab and keep it in the URL (shareable). Ladle rewrites
  // the URL in its own effects after ours (on every state change), so write after it.
  useEffect(() => {
    if (preview) return
    try {
      session()?.setItem(SESSION_KEY, JSON.stringify(globals))
    } catch {
      // Storage may be unavailable (privacy mode): the toolbar still works for this page.
    }
    const id = setTimeout(() => {
      const next = writeGlobals(location.search, globals)
      if (next !== location.search) history.replaceState(history.state, '', `${location.pathname}${next}${location.hash}`)
    }, 0)
    return () => clearTimeout(id)
  }, [globals, preview, globalState])

  return (
    <>
      {/* Keyed by the globals: a change remounts the story with a fresh client and backend. */}
      <Fragment key={globalsKey(globals)}>{children}</Fragment>
      {!preview && <GalleryToolbar globals={globals} onChange={setGlobals} />}
    </>
  )
}
