// Keyboard only, on the demo's modal page: every journey below uses page.keyboard (Tab, Shift+Tab,
// Enter, Space, typing) and no click. Focus is trapped in the dialog, moves into each new screen
// (its first field, else its heading) and returns to the opener on close.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { codeFor, launch, newPage, newPageWithAuthenticator, smsCodeFor, uniqueEmail, uniqueUkMobile } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

type Focused = { tag: string; name: string; testId: string | null; inDialog: boolean; screen: string | null; overflow: boolean }

/** What has the focus: its tag, a rough accessible name, and where it is. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { tag: 'BODY', name: '', testId: null, inDialog: false, screen: null, overflow: false }
    const label = (el as HTMLInputElement).labels?.[0]?.textContent
    // The visible text without aria-hidden parts (the 'Recent' chip).
    const visible = el.cloneNode(true) as HTMLElement
    visible.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove())
    return {
      tag: el.tagName,
      name: (el.getAttribute('aria-label') ?? label ?? visible.textContent ?? '').trim(),
      testId: el.getAttribute('data-testid'),
      inDialog: Boolean(el.closest('[role="dialog"]')),
      screen: el.closest('[data-screen]')?.getAttribute('data-screen') ?? null,
      overflow: el.hasAttribute('data-overflow'),
    }
  })
}

/** Presses Tab (or Shift+Tab) until `match` has the focus; fails after `max` presses. */
async function tabTo(page: Page, match: (f: Focused) => boolean, { max = 30, back = false } = {}): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const now = await focused(page)
    if (match(now)) return now
  }
  throw new Error(`nothing matching was reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses (last: ${JSON.stringify(await focused(page))})`)
}

const named = (name: string) => (f: Focused) => f.name === name
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'log in or sign up' })

/** From the top of the demo page: Tab to its 'Log in' button and press Enter; waits for the landing. */
async function openWithKeyboard(page: Page) {
  await tabTo(page, (f) => f.testId === 'open-login', { max: 40 })
  await page.keyboard.press('Enter')
  await dialogOf(page).locator('[data-screen="landing"]').waitFor()
}

/** Waits for the focus to sit on `name` inside the dialog (screens move it when they mount). */
async function expectFocusOn(page: Page, name: string) {
  await expect.poll(async () => { const f = await focused(page); return f.inDialog ? f.name : `(outside: ${f.tag} ${f.name})` }).toBe(name)
}

/** A landing method's button, reached with Tab; through the overflow button ('More options' …) when it sits behind it. */
async function tabToMethod(page: Page, name: string) {
  const found = await tabTo(page, (f) => f.name === name || (f.inDialog && f.overflow), { max: 20 })
  if (found.name === name) return
  await page.keyboard.press('Enter') // the overflow view
  await dialogOf(page).locator('[data-screen="loginOverflow"]').waitFor()
  await tabTo(page, named(name), { max: 20 })
}

test('the dialog traps the focus: Tab from the last control wraps to the first, Shift+Tab back; Esc returns it to the opener', async () => {
  const { page, context } = await newPage(browser, '/')
  await openWithKeyboard(page)
  // The landing's first field has the focus.
  await expectFocusOn(page, 'Email address')

  // Walk the whole cycle: every stop is inside the dialog, and it comes back to the start.
  const start = await focused(page)
  const cycle: Focused[] = []
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    expect(now.inDialog, `Tab stop ${i} left the dialog: ${JSON.stringify(now)}`).toBe(true)
    if (now.name === start.name && now.tag === start.tag) break
    cycle.push(now)
  }
  expect(cycle.length).toBeGreaterThan(3)
  expect(cycle.length).toBeLessThan(39)
  expect(cycle[0]!.name).not.toBe(start.name)
  // The header's Close button is the first stop; Shift+Tab from it goes to the last control of the
  // dialog (the stop before it in the cycle), and Tab from there wraps to it again.
  const full = [start, ...cycle]
  const closeAt = full.findIndex((f) => f.name === 'Close')
  expect(closeAt).toBeGreaterThanOrEqual(0)
  const lastControl = full.at(closeAt - 1)!
  expect(lastControl.name).not.toBe('Close')
  await tabTo(page, named('Close'))
  await page.keyboard.press('Shift+Tab')
  expect(await focused(page)).toEqual(lastControl)
  await page.keyboard.press('Tab')
  expect((await focused(page)).name).toBe('Close')

  await page.keyboard.press('Escape')
  await dialogOf(page).waitFor({ state: 'detached' })
  // The focus returns once the dialog has gone (a frame later on a busy machine).
  await expect.poll(async () => (await focused(page)).testId).toBe('open-login')

  // Opened again (the screen's code is loaded now): the focus still goes to the first field.
  await page.keyboard.press('Enter')
  await dialogOf(page).locator('[data-screen="landing"]').waitFor()
  await expectFocusOn(page, 'Email address')
  // Space works on buttons too: Close closes, and the focus returns to the opener.
  await tabTo(page, named('Close'), { back: true })
  await page.keyboard.press('Space')
  await dialogOf(page).waitFor({ state: 'detached' })
  // The focus returns once the dialog has gone (a frame later on a busy machine).
  await expect.poll(async () => (await focused(page)).testId).toBe('open-login')
  await context.close()
})

test('e-mail journey by keyboard: type the address, Enter, type the code (Backspace fixes a typo)', async () => {
  const { page, context } = await newPage(browser, '/')
  const email = uniqueEmail('keyboard')
  await openWithKeyboard(page)
  await expectFocusOn(page, 'Email address')
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')

  await dialogOf(page).getByText('Enter confirmation code').waitFor()
  await expectFocusOn(page, 'Digit 1 of 6')
  const code = await codeFor(email)
  // A wrong digit, Backspace, then the code: focus moves along and the sixth digit submits.
  await page.keyboard.type(code.slice(0, 2))
  await page.keyboard.type(code[2] === '9' ? '0' : '9')
  await page.keyboard.press('Backspace')
  await expectFocusOn(page, 'Digit 3 of 6')
  await page.keyboard.type(code.slice(2), { delay: 20 })
  await dialogOf(page).getByText('Success!').waitFor()
  await dialogOf(page).waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email)
  await context.close()
})

test('SMS journey by keyboard: reach the method, pick the country with the keyboard, type the number and the code', async () => {
  const { page, context } = await newPage(browser, '/')
  const phone = uniqueUkMobile()
  await openWithKeyboard(page)
  await tabToMethod(page, 'Continue with SMS')
  await page.keyboard.press('Enter')
  await dialogOf(page).getByText('Log in with SMS').waitFor()

  // The first field is the country picker (a combobox): typing replaces the shown country and
  // filters the list (by name or calling code), Enter picks the first match, the arrows move.
  await expectFocusOn(page, 'Country')
  const country = dialogOf(page).getByRole('combobox', { name: 'Country' })
  const options = dialogOf(page).getByRole('listbox', { name: 'Country' }).getByRole('option')
  await page.keyboard.type('united', { delay: 10 })
  await expect.poll(() => options.allTextContents()).toEqual(['United Arab Emirates+971', 'United Kingdom+44', 'United States+1'])
  await page.keyboard.type(' k', { delay: 10 })
  await expect.poll(() => options.allTextContents()).toEqual(['United Kingdom+44'])
  await page.keyboard.press('Enter')
  await expect.poll(() => country.inputValue()).toBe('United Kingdom (+44)')
  expect(await options.count()).toBe(0)
  // The arrows open the whole list at the chosen country and move through it.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect.poll(() => country.inputValue()).toBe('United Arab Emirates (+971)')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect.poll(() => country.inputValue()).toBe('United Kingdom (+44)')
  // By calling code: '+1' lists the North American countries; Esc keeps the choice.
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('+1', { delay: 10 })
  await expect.poll(async () => (await options.allTextContents()).every((o) => o.endsWith('+1'))).toBe(true)
  await page.keyboard.press('Escape')
  await expect.poll(() => country.inputValue()).toBe('United Kingdom (+44)')
  await expect(dialogOf(page).isVisible()).resolves.toBe(true)

  await tabTo(page, named('Phone number'))
  await page.keyboard.type(phone.national, { delay: 10 })
  await page.keyboard.press('Enter')

  await dialogOf(page).getByText('Enter confirmation code').waitFor()
  await expectFocusOn(page, 'Digit 1 of 6')
  await page.keyboard.type(await smsCodeFor(phone.e164), { delay: 20 })
  await dialogOf(page).getByText('Success!').waitFor()
  await dialogOf(page).waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(() => page.getByTestId('user-phone').textContent()).toBe(phone.e164)
  await context.close()
})

/** Landing → 'Log in with a passkey' → the chooser (its heading has the focus) → `choice` → done. */
async function passkeyByKeyboard(page: Page, choice: string, done: string) {
  await openWithKeyboard(page)
  await tabToMethod(page, 'Log in with a passkey')
  await page.keyboard.press('Enter')
  await dialogOf(page).getByText('Log in or create a new account?').waitFor()
  await expectFocusOn(page, 'Log in or create a new account?')
  await tabTo(page, named(choice))
  await page.keyboard.press('Enter')
  await dialogOf(page).getByText(done).waitFor()
  await dialogOf(page).waitFor({ state: 'detached', timeout: 15_000 })
}

test('passkey journey by keyboard: sign up with a new passkey, log out, log back in with it', async () => {
  const { page, context } = await newPageWithAuthenticator(browser)
  await page.getByTestId('open-login').waitFor()
  await passkeyByKeyboard(page, 'Sign up with a new passkey', 'Your account has been created.')
  await expect.poll(() => page.getByTestId('passkey-count').textContent()).toBe('1')
  const userId = await page.getByTestId('user-id').textContent()

  await tabTo(page, (f) => f.testId === 'logout', { max: 40 })
  await page.keyboard.press('Enter')
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
  await passkeyByKeyboard(page, 'Log in with an existing passkey', "You're logged in.")
  await expect.poll(() => page.getByTestId('user-id').textContent()).toBe(userId)
  await context.close()
})
