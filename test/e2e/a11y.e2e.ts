// axe-core over every story of the gallery (each state of each screen, Light and Dark), in Chromium:
// no violations of WCAG 2.0/2.1 A and AA nor of axe's best practices, scoped to the kit's own
// roots. A failure lists every violation: story, rule, target and what to fix.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import axe from 'axe-core'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { listStories, openStory, root, serveDir, type StoryEntry } from '../../scripts/stories.js'
import { launch, storyGallery } from './support/browser.js'
import { THEME_PARAM } from '../../stories/globals.js'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
/**
 * Rules that judge a whole page, not a component: a story renders one screen of the kit on a bare
 * canvas, and a host page supplies the landmarks and the page heading around the modal or embed.
 */
const PAGE_RULES: Record<string, string> = {
  region: 'all content inside landmarks: the host page owns the landmarks',
  'landmark-one-main': 'a page has one <main>: the host page has it, the kit must not add one',
  'page-has-heading-one': 'a page has an <h1>: the host page has it; the kit titles its screens with <h2>',
}
/** Pages open in parallel: most of a story switch is idle (React reveals a suspended story after 300 ms). */
const PARALLEL_PAGES = 3

type Violation = { story: string; rule: string; impact: string | null; help: string; target: string; summary: string }

let browser: Browser
let gallery: { url: string; close: () => Promise<void> }
let stories: StoryEntry[]

beforeAll(async () => {
  // The run's one gallery build, shared with the layout guard (guard.e2e.ts), which may be running meanwhile.
  const [dir, launched] = await Promise.all([storyGallery(), launch()])
  browser = launched
  stories = listStories(dir)
  gallery = await serveDir(dir)
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await gallery?.close()
})

/** Runs axe on each story in `queue` (shared by the parallel pages); returns the violations. */
async function audit(queue: { id: string; params: Record<string, string> }[]): Promise<{ violations: Violation[]; audited: number }> {
  const violations: Violation[] = []
  let audited = 0
  const worker = async (context: BrowserContext) => {
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('[page error]', error))
    for (let next = queue.shift(); next; next = queue.shift()) {
      const story = next.params[THEME_PARAM] ? `${next.id} (theme=${next.params[THEME_PARAM]})` : next.id
      await openStory(page, gallery.url, next.id, next.params)
      const found = await page.evaluate(
        async ({ tags, disabled }) => {
          const roots = Array.from(document.querySelectorAll('[data-foyer]'))
          if (roots.length === 0) return null
          const axeApi = (window as unknown as { axe: typeof axe }).axe
          const result = await axeApi.run({ include: roots }, {
            runOnly: { type: 'tag', values: tags },
            rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
            resultTypes: ['violations'],
          })
          return result.violations.flatMap((v) => v.nodes.map((n) => ({
            rule: v.id, impact: v.impact ?? null, help: v.help, target: n.target.join(' '), summary: n.failureSummary ?? '', html: n.html,
          })))
        },
        { tags: TAGS, disabled: Object.keys(PAGE_RULES) },
      )
      audited++
      if (found === null) {
        violations.push({ story, rule: 'no-kit-root', impact: 'critical', help: 'the story rendered no [data-foyer] root', target: 'document', summary: '' })
        continue
      }
      for (const v of found) {
        // axe's selector uses styled-components' hashed classes: name the kit's slot too.
        const slots = [...new Set(v.html.match(/\bfoyer-[\w-]+/g) ?? [])].join(' ')
        violations.push({ story, ...v, target: slots ? `${v.target} (${slots})` : v.target, summary: `${v.summary}\n      ${v.html.slice(0, 160)}` })
      }
    }
  }
  const contexts = await Promise.all(Array.from({ length: PARALLEL_PAGES }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript({ content: axe.source })
    return context
  }))
  try {
    await Promise.all(contexts.map(worker))
  } finally {
    await Promise.all(contexts.map((c) => c.close()))
  }
  return { violations, audited }
}

function report(name: string, violations: Violation[]): string {
  if (violations.length === 0) return ''
  const dir = join(root, 'test-results', 'a11y')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(violations, null, 2))
  const byRule = new Map<string, number>()
  for (const v of violations) byRule.set(v.rule, (byRule.get(v.rule) ?? 0) + 1)
  const lines = violations.map((v) => `- ${v.story}  [${v.rule}, ${v.impact}] ${v.target}\n    ${v.help}\n    ${v.summary.replace(/\n/g, '\n    ')}`)
  return [
    `${violations.length} axe violation(s) in ${new Set(violations.map((v) => v.story)).size} stories (${[...byRule].map(([r, n]) => `${r}: ${n}`).join(', ')}):`,
    ...lines,
    `(also in test-results/a11y/${name}.json)`,
  ].join('\n')
}

test('every story, light and dark: axe finds no WCAG 2.1 A/AA or best-practice violation', async () => {
  expect(stories.length).toBeGreaterThan(300)
  expect(stories.filter((s) => s.id.endsWith('-light')).length).toBeGreaterThan(100)
  expect(stories.filter((s) => s.id.endsWith('-dark')).length).toBeGreaterThan(100)
  const { violations, audited } = await audit(stories.map((s) => ({ id: s.id, params: {} })))
  expect(audited).toBe(stories.length)
  expect(report('stories', violations)).toBe('')
}, 300_000)

/** The screens a visitor meets most, in the two other built-in themes (the gallery's ?foyerTheme=). */
const SAMPLE = [
  'landing--default-light', 'landing-layout--landing-recent-light', 'landing-layout--landing-overflow-view-light',
  'email-code--awaiting-light', 'email-code--incorrect-code-light', 'sms--sms-phone-valid-light',
  'passkey--passkey-choice-light', 'error--generic-light', 'mfa--mfa-enter-code-light', 'mfa--mfa-enroll-totp-light',
  'accounts--terms-consent-light', 'wallets--ethereum--picker---wallet-picker-light', 'modal--open-light',
]

test('a sample of screens in the midnight and brutalist themes: no axe violation', async () => {
  const ids = new Set(stories.map((s) => s.id))
  const sample = SAMPLE.filter((id) => ids.has(id))
  expect(sample).toEqual(SAMPLE)
  const queue = ['midnight', 'brutalist'].flatMap((theme) => sample.map((id) => ({ id, params: { [THEME_PARAM]: theme } })))
  const { violations, audited } = await audit(queue)
  expect(audited).toBe(sample.length * 2)
  expect(report('themes', violations)).toBe('')
}, 120_000)
