import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { codeFor, launch, newPage, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function loginThroughModal(page: Page, email: string) {
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.waitFor()
  const submit = dialog.getByRole('button', { name: 'Submit' })
  await dialog.getByLabel('Email address').fill(email)
  expect(await submit.isEnabled()).toBe(true)
  await submit.click()
  await dialog.getByText('Enter confirmation code').waitFor()
  // Type the code into the first box: focus moves along and the sixth digit submits.
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(await codeFor(email), { delay: 20 })
  await dialog.getByText('Success!').waitFor()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
}

test('e-mail login through the modal, the session survives a reload, logout logs out', async () => {
  const { page, context } = await newPage(browser, '/')
  const email = uniqueEmail('modal')
  await loginThroughModal(page, email)
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)

  await page.reload()
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)

  await page.getByTestId('logout').click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
  await page.reload()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
  await context.close()
})

test('submit stays disabled until the e-mail is valid; Esc closes and focus returns to the opener', async () => {
  const { page, context } = await newPage(browser, '/')
  const opener = page.getByTestId('open-login')
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.waitFor()
  const submit = dialog.getByRole('button', { name: 'Submit' })
  await dialog.getByLabel('Email address').fill('not-an-email')
  expect(await submit.isDisabled()).toBe(true)
  await dialog.getByLabel('Email address').fill('valid@example.com')
  expect(await submit.isEnabled()).toBe(true)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true)
  await context.close()
})

test('a wrong code shakes, clears and says "Incorrect code"; pasting the right code logs in', async () => {
  const { page, context } = await newPage(browser, '/')
  const email = uniqueEmail('paste')
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  const code = await codeFor(email)
  const wrong = code === '000000' ? '111111' : '000000'
  await dialog.getByLabel('Digit 1 of 6').click()
  await page.keyboard.type(wrong, { delay: 20 })
  await dialog.getByText('Incorrect code').waitFor()
  await expect.poll(() => dialog.getByLabel('Digit 1 of 6').inputValue(), { timeout: 10_000 }).toBe('')

  // Paste spreads the digits over the six boxes and submits.
  await dialog.getByLabel('Digit 1 of 6').focus()
  await page.evaluate((text) => {
    const data = new DataTransfer()
    data.setData('text/plain', text)
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, ` ${code.slice(0, 3)} ${code.slice(3)} `)
  await dialog.getByText('Success!').waitFor()
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)
  await context.close()
})

test('the dark theme switch restyles the modal through CSS variables only', async () => {
  const { page, context } = await newPage(browser, '/')
  await page.getByTestId('theme-switcher').selectOption('dark')
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.waitFor()
  const background = await page.evaluate(() => {
    const root = document.querySelector('[data-foyer]')!
    return getComputedStyle(root).getPropertyValue('--foyer-colors-background').trim()
  })
  expect(background.toLowerCase()).not.toBe('#ffffff')
  await context.close()
})
