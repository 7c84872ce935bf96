import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launch, newPage } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** A CSS variable as the kit's root in the preview resolves it. */
const rootVar = (page: Page, name: string, index = 0) =>
  page.getByTestId('theme-preview').locator('[data-foyer]').nth(index).evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name)

test('the theme gallery: midnight with large corners restyles the live screens and the snippets follow', async () => {
  const { page, context } = await newPage(browser, '/themes')
  await page.getByTestId('theme-preview').getByLabel('Email address').waitFor()
  expect(await rootVar(page, '--foyer-colors-background')).toBe('#FFFFFF')
  expect(await rootVar(page, '--foyer-radii-modal')).toBe('16px')
  expect(await page.getByTestId('theme-snippet-code').textContent()).toContain('const theme = lightTheme()')

  await page.getByTestId('theme-base').selectOption('midnight')
  await page.getByTestId('theme-radius').selectOption('large')
  await expect.poll(() => rootVar(page, '--foyer-colors-background')).toBe('#0B1020')
  expect(await rootVar(page, '--foyer-radii-modal')).toBe('24px')
  expect(await rootVar(page, '--foyer-radii-button')).toBe('9999px')
  // The computed style of a real element changed, not only the variable.
  const panelRadius = await page.getByTestId('theme-preview').locator('[data-foyer]').first().evaluate((el) => getComputedStyle(el).borderTopLeftRadius)
  expect(panelRadius).toBe('24px')

  const code = await page.getByTestId('theme-snippet-code').textContent()
  expect(code).toContain("import { midnightTheme } from 'foyerkit/themes'")
  expect(code).toContain("const theme = midnightTheme({ borderRadius: 'large' })")
  const css = await page.getByTestId('theme-snippet-css').textContent()
  expect(css).toMatch(/^\.my-login \{/)
  expect(css).toContain('--foyer-colors-background: #0B1020;')
  expect(css).toContain('--foyer-radii-modal: 24px;')

  // An accent preset of the same factory, and the pair shows both halves.
  await page.getByTestId('theme-accent').selectOption('green')
  await expect.poll(() => rootVar(page, '--foyer-colors-accent')).toBe('#4ADE80')
  expect(await page.getByTestId('theme-snippet-code').textContent()).toContain("midnightTheme({ ...midnightTheme.accentColors.green, borderRadius: 'large' })")
  await page.getByTestId('theme-base').selectOption('pair')
  await page.getByTestId('theme-dark-half').selectOption('midnight')
  await expect.poll(() => page.getByTestId('theme-preview').locator('[data-foyer]').count()).toBe(2)
  expect(await rootVar(page, '--foyer-colors-background', 0)).toBe('#FFFFFF')
  expect(await rootVar(page, '--foyer-colors-background', 1)).toBe('#0B1020')
  expect(await page.getByTestId('theme-snippet-css').textContent()).toContain('@media (prefers-color-scheme: dark)')
  await context.close()
})

test('the theme gallery shows the factory\'s message for a bad value and keeps the last good theme', async () => {
  const { page, context } = await newPage(browser, '/themes')
  await page.getByTestId('theme-preview').getByLabel('Email address').waitFor()
  await page.getByTestId('theme-font').selectOption('custom')
  await page.getByTestId('theme-font-custom').fill('Inter; color: red')
  await expect.poll(() => page.getByTestId('theme-error').textContent()).toContain('Unsafe theme value at "fontStack": the character ";" is not allowed')
  expect(await rootVar(page, '--foyer-fonts-body')).toBe('Georgia, "Times New Roman", serif')
  await page.getByTestId('theme-font-custom').fill('"Comic Neue", cursive')
  await expect.poll(() => rootVar(page, '--foyer-fonts-body')).toBe('"Comic Neue", cursive')
  expect(await page.getByTestId('theme-error').count()).toBe(0)
  await context.close()
})
