// Reduced motion: with `prefers-reduced-motion: reduce` the wrong-code shake does not run (the
// boxes still turn red and 'Incorrect code' is announced); without it, they shake.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { codeFor, launch, newPage, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Types a wrong code in the modal; returns the code group's animation while it shows the error. */
async function wrongCodeAnimation(reducedMotion: 'reduce' | 'no-preference') {
  const { page, context } = await newPage(browser, '/')
  await page.emulateMedia({ reducedMotion })
  const email = uniqueEmail('motion')
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  const code = await codeFor(email)
  await dialog.getByLabel('Digit 1 of 6').focus()
  const group = dialog.getByRole('group', { name: 'Confirmation code' })
  await group.waitFor()
  await page.keyboard.type(code === '000000' ? '111111' : '000000', { delay: 10 })
  // Read in the first frame that shows 'Incorrect code', all at once: the error state lasts 1.4 s,
  // which a busy machine may spend between separate reads.
  const shown = await group.evaluate((el) => new Promise<{ state: string | null; name: string; running: number; invalid: string | null }>((resolve, reject) => {
    const deadline = Date.now() + 10_000
    const read = () => {
      const alert = Array.from(document.querySelectorAll('[role="alert"]')).some((a) => a.textContent?.includes('Incorrect code'))
      if (!alert) {
        if (Date.now() > deadline) reject(new Error("'Incorrect code' did not show in 10 s"))
        else requestAnimationFrame(read)
        return
      }
      resolve({
        state: el.getAttribute('data-state'),
        name: getComputedStyle(el).animationName,
        running: el.getAnimations().length,
        invalid: el.querySelector('input')?.getAttribute('aria-invalid') ?? null,
      })
    }
    read()
  }))
  expect(shown.state).toBe('error')
  // The boxes show the error either way.
  expect(shown.invalid).toBe('true')
  await context.close()
  return { name: shown.name, running: shown.running }
}

test('with prefers-reduced-motion: reduce, a wrong code does not shake the boxes', async () => {
  expect(await wrongCodeAnimation('reduce')).toEqual({ name: 'none', running: 0 })
})

test('without the preference, a wrong code shakes the boxes', async () => {
  const shake = await wrongCodeAnimation('no-preference')
  expect(shake.name).not.toBe('none')
  expect(shake.running).toBe(1)
})

test('with reduced motion, the spinner turns three times slower', async () => {
  const durations: string[] = []
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const { page, context } = await newPage(browser, '/')
    await page.emulateMedia({ reducedMotion })
    await page.getByTestId('open-login').click()
    const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
    await dialog.getByLabel('Email address').fill(uniqueEmail('spinner'))
    // Hold the code request so the submit button shows its spinner.
    await page.route('**/api/v1/passwordless/init', async (route) => {
      await new Promise((r) => setTimeout(r, 1_500))
      await route.continue()
    })
    await dialog.getByRole('button', { name: 'Submit' }).click()
    const spinner = dialog.locator('.foyer-spinner').first()
    await spinner.waitFor()
    durations.push(await spinner.evaluate((el) => getComputedStyle(el).animationDuration))
    await context.close()
  }
  expect(durations).toEqual(['0.8s', '2.4s'])
})
