import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiOf, ENTRIES, referencePage } from '../../scripts/api.js'

const ROOT = join(import.meta.dirname, '../..')

/** The names a reference page lists under one entry's heading (`- \`name\` — …` lines). */
function listedOn(page: string, entry: string): string[] {
  const text = readFileSync(join(ROOT, page), 'utf8')
  const section = text.split(/^## /m).find((part) => part.startsWith(`\`${entry}\``)) ?? ''
  return [...section.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]!).sort((a, b) => a.localeCompare(b))
}

// Every name a package entry exports has a TSDoc comment and a line on the entry's reference page
// in docs/reference/ (regenerate the pages with `npm run api`).
describe('the public API is the documented one', { timeout: 120_000 }, () => {
  it.each(ENTRIES.map((e) => [e.entry, e] as const))('%s: every exported name has a TSDoc comment', (_entry, e) => {
    expect(apiOf(e.source).filter((n) => !n.summary).map((n) => n.name)).toEqual([])
  })

  it.each(ENTRIES.map((e) => [e.entry, e] as const))('%s: its reference page lists exactly the exported names', (_entry, e) => {
    expect(listedOn(e.page, e.entry)).toEqual(apiOf(e.source).map((n) => n.name))
  })

  it.each([...new Set(ENTRIES.map((e) => e.page))])('%s is up to date (`npm run api`)', (page) => {
    expect(readFileSync(join(ROOT, page), 'utf8')).toBe(referencePage(page))
  })

  it('reads a page section by entry (the check above can fail)', () => {
    expect(listedOn('docs/reference/testing.md', 'foyerkit/testing/node')).toContain('startDevServer')
    expect(listedOn('docs/reference/testing.md', 'foyerkit/no-such-entry')).toEqual([])
  })
})
