// Smart wallets (ERC-4337) end to end on the demo's wallet page: the embedded wallet (created on
// login, no ETH) owns a smart account; a USDC transfer from it goes through the default modal's
// confirmation ('Sponsored' as the fee), the dev backend's bundler and its sponsoring paymaster,
// and lands on the local chain with a receipt.
import type { Browser, Locator, Page } from 'playwright-core'
import { createPublicClient, defineChain, erc20Abi, http, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { baseUrl, launch, localhostUrl, loginWithEmailInModal, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const USDC: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const chain = () =>
  createPublicClient({
    chain: defineChain({ id: 31337, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } }),
    transport: http(`${baseUrl()}/rpc/evm/31337`),
  })

/** The value of a confirmation row (dt label, dd value). */
const row = (dialog: Locator, label: string) => dialog.locator(`dt:text-is("${label}") + dd`).first().textContent()

async function embeddedWallet(page: Page): Promise<Address> {
  const card = page.locator('[data-testid="embedded-wallet"][data-state="ready"]')
  await card.waitFor({ timeout: 15_000 })
  return (await card.getAttribute('data-address')) as Address
}

test('log in → smart wallet → a sponsored USDC transfer from a zero-balance owner, confirmed in the modal → receipt on the chain', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[page error]', error))
  await page.goto(localhostUrl('/wallet'))
  await loginWithEmailInModal(page, uniqueEmail('smart'))
  const owner = await embeddedWallet(page)
  expect(await chain().getBalance({ address: owner })).toBe(0n)

  // The smart wallet: its address (counterfactual), linked to the user as a smart_wallet account.
  await page.getByTestId('use-smart-wallet').click()
  const card = page.locator('[data-testid="smart-wallet"][data-state="ready"]')
  await card.waitFor({ timeout: 20_000 })
  const smart = (await card.getAttribute('data-address')) as Address
  expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(smart.toLowerCase()).not.toBe(owner.toLowerCase())
  expect(await card.getAttribute('data-sponsored')).toBe('true')
  await expect.poll(() => page.getByTestId('user-accounts').textContent()).toContain('smart_wallet')
  expect(await chain().getCode({ address: smart })).toBeUndefined()

  // USDC for the smart wallet; no ETH anywhere.
  await page.getByTestId('smart-wallet-faucet-usdc').click()
  await expect.poll(async () => BigInt((await page.getByTestId('smart-wallet-balance-usdc').getAttribute('data-units')) ?? '0')).toBe(10_000_000n)

  // Send 2.5 USDC: the confirmation shows the transfer and 'Sponsored'; Approve sends the user operation.
  const to = privateKeyToAccount(generatePrivateKey()).address
  await page.getByTestId('smart-send-to').fill(to)
  await page.getByTestId('smart-send-amount').fill('2.5')
  await page.getByTestId('smart-send').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Approve' }).waitFor({ timeout: 15_000 })
  expect(await row(dialog, 'Action')).toBe('Transfer token')
  expect(await row(dialog, 'Send')).toMatch(/^2\.5 USDC/)
  expect(await row(dialog, 'Estimated fee')).toBe('Sponsored')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await dialog.getByText('Transaction complete!').waitFor({ timeout: 30_000 })
  await dialog.getByRole('button', { name: 'All Done' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })

  // The receipt: the bundle transaction succeeded, the smart account is deployed, the token moved,
  // and neither the owner nor the smart wallet paid any ETH.
  const receipt = page.getByTestId('smart-receipt')
  await receipt.waitFor({ timeout: 15_000 })
  expect(await receipt.getAttribute('data-status')).toBe('success')
  const hash = (await receipt.getAttribute('data-hash')) as Hex
  expect((await chain().getTransactionReceipt({ hash })).status).toBe('success')
  expect(await chain().getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
  expect(await chain().readContract({ address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [to] })).toBe(2_500_000n)
  expect(await chain().getBalance({ address: owner })).toBe(0n)
  expect(await chain().getBalance({ address: smart })).toBe(0n)
  await context.close()
})
