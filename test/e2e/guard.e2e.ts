// The layout guard: every story of the gallery (each state of each screen, Light and Dark) at a
// desktop (1280 px) and a phone (390 px) width, in Chromium. It fails when
//   (a) the kit's content overflows where nobody can reach it: wider than its panel, clipped by an
//       element that hides its overflow, or taller than the modal without a scroll container and
//       the shade that says there is more;
//   (b) a primary label (a button, a method or wallet row, an option, a title, a field label) is
//       cut (an ellipsis, or text hidden by its box);
//   (c) a non-interactive element (a heading, a screen, the dialog) shows a focus ring after
//       programmatic focus — what the kit does when a screen mounts, after a keyboard user typed.
// Each story opens once (stories switch in place) and is checked at both widths (the page is resized). FOYER_GUARD_FILTER=<text> limits it to the story ids
// containing <text> (while working on a screen). A failure lists story, width, check and element;
// the list is also written to test-results/guard.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { listStories, openStory, root, serveDir, type StoryEntry } from '../../scripts/stories.js'
import { launch, storyGallery } from './support/browser.js'

const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 390, height: 844 }] as const
/** Pages in parallel, each opening a story once and checking it at both widths. */
const PARALLEL_PAGES = 3
const FILTER = process.env.FOYER_GUARD_FILTER ?? ''

type Problem = { story: string; width: number; check: 'overflow' | 'truncated' | 'focus-ring'; element: string; detail: string }

let browser: Browser
let gallery: { url: string; close: () => Promise<void> }
let stories: StoryEntry[]

beforeAll(async () => {
  // The run's one gallery build, shared with the axe test (a11y.e2e.ts), which may be running meanwhile.
  const [dir, launched] = await Promise.all([storyGallery(), launch()])
  browser = launched
  stories = listStories(dir).filter((s) => s.id.includes(FILTER))
  gallery = await serveDir(dir)
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await gallery?.close()
})

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

/** After a resize: two frames painted, then the finite transitions it started have finished (≤ 1 s). */
function settle(page: Page): Promise<void> {
  return page.evaluate(async (capMs: number) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
    if (finite.length === 0) return
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, capMs))])
  }, 1_000)
}

/**
 * Walks the stories of `queue` (shared by the parallel pages): opens each once, checks it at one
 * width, resizes to the other and checks again (the next story starts at the width this one
 * ended with: one resize per story).
 */
async function guard(queue: StoryEntry[]): Promise<{ problems: Problem[]; visited: number }> {
  let at: 0 | 1 = 0
  const context = await browser.newContext({ viewport: VIEWPORTS[at], reducedMotion: 'reduce' })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[page error]', error))
  const problems: Problem[] = []
  let visited = 0
  const check = async (story: StoryEntry) => {
    const found = [...await measureLayout(page), ...await measureFocus(page)]
    problems.push(...found.map((f) => ({ story: story.id, width: VIEWPORTS[at].width, ...f })))
  }
  try {
    for (let story = queue.shift(); story; story = queue.shift()) {
      await openStory(page, gallery.url, story.id)
      await check(story)
      at = at === 0 ? 1 : 0
      await page.setViewportSize(VIEWPORTS[at])
      await settle(page)
      await check(story)
      visited++
    }
  } finally {
    await context.close()
  }
  return { problems, visited }
}

function report(problems: Problem[]): string {
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

test('every story, light and dark, at 1280 and 390 px: nothing unreachable, no label cut, no ring on programmatic focus', async () => {
  if (!FILTER) {
    expect(stories.filter((s) => s.id.endsWith('-light')).length).toBeGreaterThan(150)
    expect(stories.filter((s) => s.id.endsWith('-dark')).length).toBeGreaterThan(150)
  }
  expect(stories.length).toBeGreaterThan(0)
  // Pages in parallel: most of a story switch is idle (React reveals a suspended story after 300 ms).
  const queue = [...stories]
  const results = await Promise.all(Array.from({ length: PARALLEL_PAGES }, () => guard(queue)))
  expect(results.reduce((n, r) => n + r.visited, 0)).toBe(stories.length)
  const problems = results.flatMap((r) => r.problems)
  expect(report(problems)).toBe('')
}, 420_000)
