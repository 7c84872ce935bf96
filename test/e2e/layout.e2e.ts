// The modal's layout at a desktop and a phone width: 360 px and centred above the 440 px
// breakpoint, a full-width bottom sheet below it; nothing overflows sideways. Screenshots go to
// test-results/screenshots/ (git-ignored) for a look.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MOBILE_BREAKPOINT_PX } from '../../src/themes/index.js'
import { baseUrl, launch, uniqueEmail } from './support/browser.js'

const SHOTS = join(process.cwd(), 'test-results', 'screenshots')

let browser: Browser
beforeAll(async () => {
  browser = await launch()
  mkdirSync(SHOTS, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
})

type Box = { x: number; y: number; width: number; height: number }
type Measure = { panel: Box; scrollWidth: number; clientWidth: number; overflowing: string[] }

/** The dialog panel's box, its scroll and client widths, and any element sticking out of it sideways. */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const panel = document.querySelector<HTMLElement>('[role="dialog"] .foyer-modal')!
    const r = panel.getBoundingClientRect()
    const overflowing = Array.from(panel.querySelectorAll<HTMLElement>('*'))
      .filter((el) => {
        const b = el.getBoundingClientRect()
        // (1 px boxes are visually hidden texts, e.g. the dialog's title.)
        return b.width > 1 && b.height > 1 && (b.left < r.left - 0.5 || b.right > r.right + 0.5)
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80))
    return { panel: { x: r.x, y: r.y, width: r.width, height: r.height }, scrollWidth: panel.scrollWidth, clientWidth: panel.clientWidth, overflowing }
  })
}

async function openAt(width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[page error]', error))
  await page.goto(new URL('/', baseUrl()).toString())
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.locator('[data-screen="landing"]').waitFor()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return { context, page, dialog }
}

/** Landing, then the e-mail code screen: measured and photographed at each. */
async function landingAndCode(width: number, height: number, check: (m: Measure, screen: string) => void) {
  const { context, page, dialog } = await openAt(width, height)
  check(await measure(page), 'landing')
  await page.screenshot({ path: join(SHOTS, `modal-${width}-landing.png`) })
  await dialog.getByLabel('Email address').fill(uniqueEmail('layout'))
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await dialog.locator('[data-screen="emailCode"]').waitFor()
  await page.waitForTimeout(250) // the panel's height follows the new content
  check(await measure(page), 'emailCode')
  await page.screenshot({ path: join(SHOTS, `modal-${width}-email-code.png`) })
  await context.close()
}

test('at 1280 px the modal is 360 px wide and centred; nothing overflows sideways', async () => {
  expect(1280).toBeGreaterThan(MOBILE_BREAKPOINT_PX)
  await landingAndCode(1280, 800, (m, screen) => {
    expect(m.panel.width, screen).toBeCloseTo(360, 0)
    expect(m.panel.x + m.panel.width / 2, screen).toBeCloseTo(640, 0)
    expect(m.panel.y + m.panel.height / 2, screen).toBeCloseTo(400, 0)
    expect(m.scrollWidth, screen).toBeLessThanOrEqual(m.clientWidth)
    expect(m.overflowing, screen).toEqual([])
  })
})

test('at 390 px the modal spans the viewport width as a bottom sheet; nothing overflows sideways', async () => {
  expect(390).toBeLessThan(MOBILE_BREAKPOINT_PX)
  await landingAndCode(390, 844, (m, screen) => {
    expect(m.panel.x, screen).toBeCloseTo(0, 0)
    expect(m.panel.width, screen).toBeCloseTo(390, 0)
    expect(m.panel.y + m.panel.height, screen).toBeCloseTo(844, 0)
    expect(m.scrollWidth, screen).toBeLessThanOrEqual(m.clientWidth)
    expect(m.overflowing, screen).toEqual([])
  })
})

test('just above and below the 440 px breakpoint: 360 px wide at 441, full width at 439', async () => {
  for (const [width, expected] of [[MOBILE_BREAKPOINT_PX + 1, 360], [MOBILE_BREAKPOINT_PX - 1, MOBILE_BREAKPOINT_PX - 1]] as const) {
    const { context, page } = await openAt(width, 800)
    expect((await measure(page)).panel.width, `at ${width} px`).toBeCloseTo(expected, 0)
    await context.close()
  }
})
