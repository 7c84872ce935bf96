// What a screen reader gets from the e-mail code screen, read from Chromium's own accessibility
// tree (CDP Accessibility.getFullAXTree): the named group of named boxes, the polite status, the
// alert for a wrong code and the boxes' description and invalid state.
import type { Browser, CDPSession } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { codeFor, launch, newPage, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

type AXNode = { role: string; name: string; description: string; invalid: boolean; live: string }

/** The accessibility tree's nodes that are not ignored, with the properties read here. */
async function axNodes(cdp: CDPSession): Promise<AXNode[]> {
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  type Raw = { ignored: boolean; role?: { value: string }; name?: { value: string }; description?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }
  return (nodes as Raw[]).filter((n) => !n.ignored).map((n) => {
    const prop = (name: string) => n.properties?.find((p) => p.name === name)?.value.value
    return {
      role: n.role?.value ?? '',
      name: n.name?.value ?? '',
      description: n.description?.value ?? '',
      invalid: prop('invalid') !== undefined && prop('invalid') !== 'false',
      live: String(prop('live') ?? ''),
    }
  })
}

test('the code screen announces itself: a named group of six named boxes, status, alert and descriptions', async () => {
  const { page, context } = await newPage(browser, '/')
  const cdp = await context.newCDPSession(page)
  const email = uniqueEmail('sr')
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'log in or sign up' })
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await dialog.getByRole('heading', { name: 'Enter confirmation code' }).waitFor()

  let nodes = await axNodes(cdp)
  expect(nodes.filter((n) => n.role === 'group' && n.name === 'Confirmation code')).toHaveLength(1)
  const boxes = nodes.filter((n) => n.role === 'textbox' && /^Digit \d of 6$/.test(n.name))
  expect(boxes.map((b) => b.name)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `Digit ${i} of 6`))
  expect(boxes.every((b) => !b.invalid && b.description === '')).toBe(true)
  const status = nodes.find((n) => n.role === 'status' && n.name === '' && n.live === 'polite')
  expect(status).toBeTruthy()
  expect(await dialog.getByRole('status').filter({ hasText: 'Code sent' }).count()).toBe(1)

  const code = await codeFor(email)
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
  await page.keyboard.type(code === '000000' ? '111111' : '000000', { delay: 10 })
  await dialog.getByRole('alert').filter({ hasText: 'Incorrect code' }).waitFor()
  nodes = await axNodes(cdp)
  const wrong = nodes.filter((n) => n.role === 'textbox' && /^Digit \d of 6$/.test(n.name))
  expect(wrong).toHaveLength(6)
  expect(wrong.every((b) => b.invalid && b.description === 'Incorrect code')).toBe(true)
  expect(nodes.some((n) => n.role === 'alert')).toBe(true)
  await context.close()
})
