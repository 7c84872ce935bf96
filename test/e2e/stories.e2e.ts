// Every story of the gallery (each state of each screen, Light and Dark) in Chromium, walked once
// by six pages in parallel; each story is opened once and checked twice (a Dark story is checked on
// its Light twin switched to dark in place, by axe's colour rules when its layout and text are the
// twin's — the built-in themes differ only in colour: see walk()):
//
// axe-core: no violations of WCAG 2.0/2.1 A and AA nor of axe's best practices, scoped to the kit's
// own roots (at 1280 × 800, as the page opened). A failure lists every violation: story, rule,
// target and what to fix (also in test-results/a11y/stories.json).
//
// The layout guard, at a desktop (1280 px) and then a phone (390 px) width (the page is resized). It
// fails when
//   (a) the kit's content overflows where nobody can reach it: wider than its panel, clipped by an
//       element that hides its overflow, or taller than the modal without a scroll container and
//       the shade that says there is more;
//   (b) a primary label (a button, a method or wallet row, an option, a title, a field label) is
//       cut (an ellipsis, or text hidden by its box);
//   (c) a non-interactive element (a heading, a screen, the dialog) shows a focus ring after
//       programmatic focus — what the kit does when a screen mounts, after a keyboard user typed.
// A failure lists story, width, check and element (also in test-results/guard.json).
//
// The pages prefer reduced motion (`prefers-reduced-motion: reduce`) from the start, for axe as for
// the guard: a story is checked in its settled state either way (openStory waits for finite
// animations, pauses endless ones), and switching the preference for each story restyled its page
// twice (8% of the walk's CPU). The kit's motion itself is checked by motion.e2e.ts.
//
// FOYER_STORY_FILTER=<text> limits both to the story ids containing <text> (while working on a
// screen). A sample of screens is also checked with axe in the midnight and brutalist themes.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import axe from 'axe-core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
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
const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 390, height: 844 }] as const
/** Pages open in parallel: most of a story switch is idle (React reveals a suspended story after 300 ms). */
const PARALLEL_PAGES = 6
const FILTER = process.env.FOYER_STORY_FILTER ?? ''

type Violation = { story: string; rule: string; impact: string | null; help: string; target: string; summary: string }
type Problem = { story: string; width: number; check: 'overflow' | 'truncated' | 'focus-ring'; element: string; detail: string }

let browser: Browser
let gallery: { url: string; close: () => Promise<void> }
let allStories: StoryEntry[]
let stories: StoryEntry[]

beforeAll(async () => {
  // The run's one gallery build, started by the gallery project's setup.
  const [dir, launched] = await Promise.all([storyGallery(), launch()])
  browser = launched
  allStories = listStories(dir)
  stories = allStories.filter((s) => s.id.includes(FILTER))
  gallery = await serveDir(dir)
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await gallery?.close()
})

/** A page whose every new document gets axe-core (from `newContext` in `contexts`, closed by the caller). */
async function axePage(contexts: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[0], reducedMotion: 'reduce' })
  contexts.push(context)
  await context.addInitScript({ content: axe.source })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[page error]', error))
  return page
}

/** axe on the open story (only the rules `only` names, when given): its violations, or null when the story rendered no kit root. */
function runAxe(page: Page, only?: string[]): Promise<Omit<Violation, 'story'>[] | null> {
  return page.evaluate(
    async ({ tags, disabled, only }) => {
      const roots = Array.from(document.querySelectorAll('[data-foyer]'))
      if (roots.length === 0) return null
      const axeApi = (window as unknown as { axe: typeof axe }).axe
      const result = await axeApi.run({ include: roots }, {
        runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: tags },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      })
      return result.violations.flatMap((v) => v.nodes.map((n) => ({
        rule: v.id, impact: v.impact ?? null, help: v.help, target: n.target.join(' '), summary: n.failureSummary ?? '', html: n.html,
      })))
    },
    { tags: TAGS, disabled: Object.keys(PAGE_RULES), only },
  ).then((found) => found && found.map((v) => {
    // axe's selector uses styled-components' hashed classes: name the kit's slot too.
    const slots = [...new Set(v.html.match(/\bfoyer-[\w-]+/g) ?? [])].join(' ')
    return { rule: v.rule, impact: v.impact, help: v.help, target: slots ? `${v.target} (${slots})` : v.target, summary: `${v.summary}\n      ${v.html.slice(0, 160)}` }
  }))
}

/** axe's findings for one story: its violations, or the story's lack of a kit root. */
function axeViolations(story: string, found: Omit<Violation, 'story'>[] | null): Violation[] {
  if (found === null) return [{ story, rule: 'no-kit-root', impact: 'critical', help: 'the story rendered no [data-foyer] root', target: 'document', summary: '' }]
  return found.map((v) => ({ story, ...v }))
}

type Found = Omit<Problem, 'story' | 'width'>

/**
 * (a) and (b), measured in the page. Anonymous functions only (tsx's keepNames would wrap named
 * ones in a helper the page lacks).
 */
function measureLayout(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const found: { check: 'overflow' | 'truncated'; element: string; detail: string }[] = []
    const describe = (el: Element) => {
      const slot = [...el.classList].find((c) => c.startsWith('foyer-')) ?? ''
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `${el.tagName.toLowerCase()}${slot ? `.${slot}` : ''}${text ? ` "${text}"` : ''}`
    }
    // Visually hidden texts (1 px, clipped) and hidden subtrees are not what a user sees.
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect()
      if (r.width <= 1 || r.height <= 1) return false
      const style = getComputedStyle(el)
      return style.visibility !== 'hidden' && style.display !== 'none' && el.closest('[aria-hidden="true"]') === null
    }
    const hides = (value: string) => value === 'hidden' || value === 'clip'
    const SLACK = 1
    for (const root of Array.from(document.querySelectorAll<HTMLElement>('[data-foyer]'))) {
      // The modal's panel, else the inline/embed root itself.
      const panel = root.querySelector<HTMLElement>('.foyer-modal') ?? root
      if (!shown(panel)) continue
      const box = panel.getBoundingClientRect()
      const panelStyle = getComputedStyle(panel)
      // (a) The panel: nothing wider than it; taller only when it scrolls and says so.
      if (panel.scrollWidth > panel.clientWidth + SLACK) {
        found.push({ check: 'overflow', element: describe(panel), detail: `content ${panel.scrollWidth} px wide in a ${panel.clientWidth} px panel` })
      }
      if (panel.scrollHeight > panel.clientHeight + SLACK) {
        const scrolls = panelStyle.overflowY === 'auto' || panelStyle.overflowY === 'scroll'
        // At the top, the bottom edge must say "more below" (data-scroll and its visible shade).
        const marked = panel.scrollTop > SLACK || ((panel.getAttribute('data-scroll') ?? '').includes('below') && Number(getComputedStyle(panel, '::after').opacity) > 0)
        if (!scrolls) {
          found.push({ check: 'overflow', element: describe(panel), detail: `content ${panel.scrollHeight} px tall in a ${panel.clientHeight} px panel that does not scroll` })
        } else if (!marked) {
          found.push({ check: 'overflow', element: describe(panel), detail: `content ${panel.scrollHeight} px tall in a ${panel.clientHeight} px panel with no sign that it scrolls` })
        }
      }
      for (const el of Array.from(panel.querySelectorAll<HTMLElement>('*'))) {
        if (!shown(el) || el.matches('input, textarea, select, svg, svg *, img')) continue
        const r = el.getBoundingClientRect()
        const style = getComputedStyle(el)
        // (a) Sticking out of the panel sideways (the inline panel clips it; the modal hides it).
        if (style.position !== 'fixed' && (r.left < box.left - SLACK || r.right > box.right + SLACK)) {
          found.push({ check: 'overflow', element: describe(el), detail: `spans ${Math.round(r.left - box.left)}..${Math.round(r.right - box.left)} px of a ${Math.round(box.width)} px panel` })
          continue
        }
        const cutX = el.scrollWidth > el.clientWidth + SLACK
        const cutY = el.scrollHeight > el.clientHeight + SLACK
        if (!cutX && !cutY) continue
        const ellipsis = style.textOverflow === 'ellipsis'
        // (b) A primary label, cut.
        const label = el.closest('button, a, [role="option"], [role="button"], label, h1, h2, h3, [data-method], [data-wallet]')
        if (label && ((cutX && (ellipsis || hides(style.overflowX))) || (cutY && hides(style.overflowY)))) {
          found.push({ check: 'truncated', element: describe(label), detail: `${describe(el)} shows ${el.clientWidth}×${el.clientHeight} of ${el.scrollWidth}×${el.scrollHeight} px` })
          continue
        }
        // (a) Content hidden by an element that does not scroll.
        if ((cutX && hides(style.overflowX)) || (cutY && hides(style.overflowY))) {
          found.push({ check: 'overflow', element: describe(el), detail: `shows ${el.clientWidth}×${el.clientHeight} of ${el.scrollWidth}×${el.scrollHeight} px and does not scroll` })
        }
      }
    }
    return found
  })
}

/**
 * (c) Focuses each screen's frame and headings (and the dialog) the way the kit does — tabindex -1,
 * `focus()` — after a key press (keyboard modality), and reports any outline or box-shadow it gets.
 */
async function measureFocus(page: Page): Promise<Found[]> {
  await page.keyboard.press('Shift')
  return page.evaluate(() => {
    const found: { check: 'focus-ring'; element: string; detail: string }[] = []
    const CONTROL = 'input, select, textarea, button, a[href], [role="option"], [role="combobox"], [role="button"]'
    const ring = (el: Element) => {
      const style = getComputedStyle(el)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `outline ${style.outlineStyle} ${style.outlineWidth}` : ''
      return { outline, shadow: style.boxShadow }
    }
    const targets = new Set<HTMLElement>()
    for (const root of Array.from(document.querySelectorAll<HTMLElement>('[data-foyer]'))) {
      for (const el of Array.from(root.querySelectorAll<HTMLElement>('section[data-screen], h1, h2, h3, [tabindex="-1"]'))) {
        if (!el.matches(CONTROL) && el.getBoundingClientRect().width > 1) targets.add(el)
      }
      const dialog = root.matches('[role="dialog"]') ? root : root.querySelector<HTMLElement>('[role="dialog"]')
      if (dialog) targets.add(dialog)
    }
    const active = document.activeElement as HTMLElement | null
    for (const el of targets) {
      const before = ring(el)
      const hadTabIndex = el.getAttribute('tabindex')
      if (hadTabIndex === null) el.tabIndex = -1
      el.focus({ preventScroll: true })
      if (document.activeElement === el) {
        const after = ring(el)
        if (after.outline || after.shadow !== before.shadow) {
          const slot = [...el.classList].find((c) => c.startsWith('foyer-')) ?? ''
          const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
          found.push({
            check: 'focus-ring',
            element: `${el.tagName.toLowerCase()}${slot ? `.${slot}` : ''}${text ? ` "${text}"` : ''}`,
            detail: after.outline || `box-shadow ${after.shadow}`,
          })
        }
      }
      if (hadTabIndex === null) el.removeAttribute('tabindex')
    }
    active?.focus({ preventScroll: true })
    return found
  })
}

/**
 * After a resize: two frames painted, then the finite transitions it started have finished (≤ 1 s);
 * endless animations it started are paused (as openStory does).
 */
function settle(page: Page): Promise<void> {
  return page.evaluate(async (capMs: number) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const running = document.getAnimations().filter((a) => a.playState === 'running')
    running.filter((a) => !Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity)).forEach((a) => a.pause())
    const finite = running.filter((a) => a.playState === 'running')
    if (finite.length === 0) return
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, capMs))])
  }, 1_000)
}

/** What the walk over every story found. */
type Walk = { violations: Violation[]; problems: Problem[]; visited: number; twins: number }

/** axe's rules whose verdict depends on colours: all a Dark story can add to its Light twin's. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * The open story's document as layout and text: each element inside the kit's roots with its slot,
 * its untransformed box (offset*, so a spinning icon reads the same) and its own text (style
 * sheets aside), digits
 * dropped (countdowns tick). Equal for a Light and a Dark story when only colours differ.
 */
function layoutFingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const rows: string[] = []
    for (const root of Array.from(document.querySelectorAll('[data-foyer]'))) {
      for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
        if (el.closest('style, script')) continue
        const slot = [...el.classList].find((c) => c.startsWith('foyer-')) ?? ''
        const own = Array.from(el.childNodes).filter((n) => n.nodeType === 3).map((n) => n.textContent ?? '').join('').replace(/\d/g, '').trim()
        const box = el instanceof HTMLElement ? `${el.offsetLeft},${el.offsetTop},${el.offsetWidth},${el.offsetHeight}` : ''
        rows.push(`${el.tagName}.${slot}[${box}]${own}`)
      }
    }
    return rows.join('\n')
  })
}

/** The Light story of a Dark one (same state, other colours), or null. */
const lightTwin = (id: string) => (id.endsWith('-dark') ? `${id.slice(0, -'-dark'.length)}-light` : null)

/** The theme the open story's kit roots write (their style sheet's text). */
const themeCss = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll('[data-foyer] style')).map((el) => el.textContent ?? '').join('\n'))

/**
 * Switches the open story's scheme in place (stories/support.tsx `useSchemeSwitch`) and waits until
 * its theme changed and it settled. False when the story does not switch (it is then opened).
 */
async function switchScheme(page: Page, to: 'light' | 'dark'): Promise<boolean> {
  const before = await themeCss(page)
  await page.evaluate((scheme) => dispatchEvent(new CustomEvent('foyer-story-scheme', { detail: scheme })), to)
  const switched = await page
    .waitForFunction((css) => Array.from(document.querySelectorAll('[data-foyer] style')).map((el) => el.textContent ?? '').join('\n') !== css, before, { timeout: 2_000 })
    .then(() => true, () => false)
  if (switched) await settle(page)
  return switched
}

/**
 * Walks the stories of `queue` (shared by the parallel pages; a state's Light story with its Dark
 * one). Each story opens once, at 1280 × 800, and axe runs; then the guard checks it at 1280 px,
 * the page is resized to 390 px and the guard checks it again.
 *
 * The built-in light and dark themes differ only in colour, so a Dark story is checked on its
 * Light twin, switched to the dark scheme in place (same props, same state): when its document
 * then has the same layout and text as before (compared, see layoutFingerprint), axe's colour
 * rules are all it needs — the other rules and the layout guard would find what they found on the
 * twin. A Dark story that cannot be switched to, or whose document differs, is opened and gets
 * every check.
 */
async function walk(queue: StoryEntry[][]): Promise<Walk> {
  const contexts: BrowserContext[] = []
  const walked: Walk = { violations: [], problems: [], visited: 0, twins: 0 }
  const lane = async () => {
    const page = await axePage(contexts)
    const fullChecks = async (story: StoryEntry) => {
      walked.violations.push(...axeViolations(story.id, await runAxe(page)))
      for (const viewport of VIEWPORTS) {
        if (viewport !== VIEWPORTS[0]) await page.setViewportSize(viewport)
        await settle(page)
        const found = [...await measureLayout(page), ...await measureFocus(page)]
        walked.problems.push(...found.map((f) => ({ story: story.id, width: viewport.width, ...f })))
      }
    }
    const open = async (story: StoryEntry) => {
      if (page.viewportSize()?.width !== VIEWPORTS[0].width) await page.setViewportSize(VIEWPORTS[0])
      await openStory(page, gallery.url, story.id)
    }
    for (let group = queue.shift(); group; group = queue.shift()) {
      const [light, dark] = group as [StoryEntry, StoryEntry | undefined]
      await open(light)
      const fingerprint = await layoutFingerprint(page)
      await fullChecks(light)
      walked.visited++
      if (!dark) continue
      await page.setViewportSize(VIEWPORTS[0])
      if ((await switchScheme(page, 'dark')) && (await layoutFingerprint(page)) === fingerprint) {
        walked.twins++
        walked.violations.push(...axeViolations(dark.id, await runAxe(page, COLOUR_RULES)))
      } else {
        await open(dark)
        await fullChecks(dark)
      }
      walked.visited++
    }
  }
  try {
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, lane))
  } finally {
    await Promise.all(contexts.map((c) => c.close()))
  }
  return walked
}

/** The stories in groups a lane walks in order: a Light story with its Dark twin, others alone. */
function twinGroups(list: StoryEntry[]): StoryEntry[][] {
  const byId = new Map(list.map((s) => [s.id, s]))
  const groups: StoryEntry[][] = []
  for (const story of list) {
    const twin = lightTwin(story.id)
    if (twin !== null && byId.has(twin)) continue
    const dark = story.id.endsWith('-light') ? byId.get(`${story.id.slice(0, -'-light'.length)}-dark`) : undefined
    groups.push(dark ? [story, dark] : [story])
  }
  return groups
}

/** The walk over every story, once (both tests below read it). */
let walked: Promise<Walk> | undefined
const walkEveryStory = () => (walked ??= walk(twinGroups(stories)))

/** Runs axe on each story of `queue` (shared by the parallel pages) with its query parameters. */
async function audit(queue: { id: string; params: Record<string, string> }[]): Promise<{ violations: Violation[]; audited: number }> {
  const contexts: BrowserContext[] = []
  const violations: Violation[] = []
  let audited = 0
  const lane = async () => {
    const page = await axePage(contexts)
    for (let next = queue.shift(); next; next = queue.shift()) {
      const story = next.params[THEME_PARAM] ? `${next.id} (theme=${next.params[THEME_PARAM]})` : next.id
      await openStory(page, gallery.url, next.id, next.params)
      violations.push(...axeViolations(story, await runAxe(page)))
      audited++
    }
  }
  try {
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, lane))
  } finally {
    await Promise.all(contexts.map((c) => c.close()))
  }
  return { violations, audited }
}

function axeReport(name: string, violations: Violation[]): string {
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

function guardReport(problems: Problem[]): string {
  if (problems.length === 0) return ''
  const dir = join(root, 'test-results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'guard.json'), JSON.stringify(problems, null, 2))
  const byCheck = new Map<string, number>()
  for (const p of problems) byCheck.set(p.check, (byCheck.get(p.check) ?? 0) + 1)
  return [
    `${problems.length} layout problem(s) in ${new Set(problems.map((p) => p.story)).size} stories (${[...byCheck].map(([c, n]) => `${c}: ${n}`).join(', ')}):`,
    ...problems.map((p) => `- ${p.story} @${p.width}px [${p.check}] ${p.element}\n    ${p.detail}`),
    '(also in test-results/guard.json)',
  ].join('\n')
}

test('every story, light and dark: axe finds no WCAG 2.1 A/AA or best-practice violation', async () => {
  if (!FILTER) {
    expect(stories.length).toBeGreaterThan(300)
    expect(stories.filter((s) => s.id.endsWith('-light')).length).toBeGreaterThan(150)
    expect(stories.filter((s) => s.id.endsWith('-dark')).length).toBeGreaterThan(150)
  }
  expect(stories.length).toBeGreaterThan(0)
  const { violations, visited, twins } = await walkEveryStory()
  expect(visited).toBe(stories.length)
  console.log(`${visited} stories walked; ${twins} Dark stories checked on their Light twin switched to dark in place (colour rules only)`)
  expect(axeReport('stories', violations)).toBe('')
}, 600_000)

test('every story, light and dark, at 1280 and 390 px: nothing unreachable, no label cut, no ring on programmatic focus', async () => {
  const { problems, visited } = await walkEveryStory()
  expect(visited).toBe(stories.length)
  expect(guardReport(problems)).toBe('')
}, 600_000)

/** The screens a visitor meets most, in the two other built-in themes (the gallery's ?foyerTheme=). */
const SAMPLE = [
  'landing--default-light', 'landing-layout--landing-recent-light', 'landing-layout--landing-overflow-view-light',
  'email-code--awaiting-light', 'email-code--incorrect-code-light', 'sms--sms-phone-valid-light',
  'passkey--passkey-choice-light', 'error--generic-light', 'mfa--mfa-enter-code-light', 'mfa--mfa-enroll-totp-light',
  'accounts--terms-consent-light', 'wallets--ethereum--picker---wallet-picker-light', 'modal--open-light',
]

test('a sample of screens in the midnight and brutalist themes: no axe violation', async () => {
  const ids = new Set(allStories.map((s) => s.id))
  const sample = SAMPLE.filter((id) => ids.has(id))
  expect(sample).toEqual(SAMPLE)
  const queue = ['midnight', 'brutalist'].flatMap((theme) => sample.map((id) => ({ id, params: { [THEME_PARAM]: theme } })))
  const { violations, audited } = await audit(queue)
  expect(audited).toBe(sample.length * 2)
  expect(axeReport('themes', violations)).toBe('')
}, 120_000)
