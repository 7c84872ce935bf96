// Shared vitest setup. Files that need a DOM declare `// @vitest-environment happy-dom` at the top.
//
// The unit suite runs without per-file isolation (vitest.config.ts): the files of one worker share
// their module graph and, for happy-dom files, one window. So every file starts on a clean page
// (the environment's address, empty storages, no cookies, an empty body) and ends with real timers
// and no stubbed globals or environment variables.
//
// Testing Library's findBy… / waitFor wait up to 5 s (its default, 1 s, is short for the first
// render of a lazy screen while other workers and the type check share two cores).
import { afterAll, vi } from 'vitest'

if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react')
  // How long findBy/waitFor wait: a UI test's first screen is a lazy chunk whose modules are
  // transformed on first import, which took over 5 s while the type check and the builds shared the
  // two cores. A wait only ends sooner when it succeeds; nothing asserts speed.
  configure({ asyncUtilTimeout: 10_000 })
}

type HappyDomWindow = Window & { happyDOM: { setURL(url: string): void } }
type SetupState = { __foyerTestStartUrl?: string }

/**
 * Runs as this file is evaluated, before each test file is imported: a file that reads the page at
 * import (its origin for a mock server's handlers) reads the clean page, not the last file's.
 */
function cleanPage() {
  if (typeof window === 'undefined' || !('happyDOM' in window)) return
  // The first file of a worker sees the environment's own address (its `url` option); keep it.
  const state = globalThis as SetupState
  state.__foyerTestStartUrl ??= window.location.href
  ;(window as HappyDomWindow).happyDOM.setURL(state.__foyerTestStartUrl)
  window.localStorage.clear()
  window.sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  document.body.replaceChildren()
}
cleanPage()

afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})
