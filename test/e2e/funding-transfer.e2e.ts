// Funding an embedded wallet from another wallet, end to end on the demo's wallet page: an external
// test wallet (foyer/testing, injected in the page) sends on the local chain itself ('Transfer from
// wallet'), or bridges from the second local chain or from the local Solana runtime through the
// dev backend's bridge (its solver pays on the destination chain); a failed fill shows the
// bridging failure with the refund link.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { FUNDING_FAULT_STEPS, installTestEthereumWalletInPage, installTestSolanaWalletInPage, type TestEthereumWallet, type TestSolanaWallet } from '../../src/testing/index.js'
import { baseUrl, devCall, launch, localhostUrl, loginWithEmailInModal, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})
afterEach(async () => {
  await devCall('DELETE', '/__dev/faults')
})

const AMOUNT = 50_000_000_000_000_000n // the demo funds 0.05 ETH

async function faucet(body: Record<string, unknown>): Promise<void> {
  const res = await fetch(new URL('/__dev/faucet', baseUrl()), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`faucet: ${res.status} ${await res.text()}`)
}

async function evmBalance(chainId: number, address: string): Promise<bigint> {
  const res = await fetch(new URL(`/rpc/evm/${chainId}`, baseUrl()), {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  return BigInt(((await res.json()) as { result: string }).result)
}

type Setup = { context: BrowserContext; page: Page; address: string; ethereum?: TestEthereumWallet; solana?: TestSolanaWallet }

/** The wallet page with the external test wallets installed before the demo loads, logged in (its embedded wallet ready). */
async function walletPage(wallets: { ethereum?: string; solana?: string }): Promise<Setup> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  context.on('page', (page) => page.on('pageerror', (error) => console.error('[page error]', error)))
  const page = await context.newPage()
  const ethereum = wallets.ethereum
    ? await installTestEthereumWalletInPage(page, {
        name: wallets.ethereum, rdns: `dev.foyer.${wallets.ethereum.toLowerCase().replace(/\W/g, '')}`, chainId: 31337,
        rpc: (chainId) => new URL(`/rpc/evm/${chainId}`, baseUrl()).toString(),
      })
    : undefined
  const solana = wallets.solana ? await installTestSolanaWalletInPage(page, { name: wallets.solana }) : undefined
  await page.goto(localhostUrl('/wallet'))
  await loginWithEmailInModal(page, uniqueEmail('funding-transfer'))
  const card = page.locator('[data-testid="embedded-wallet"][data-state="ready"]')
  await card.waitFor({ timeout: 20_000 })
  const address = (await card.getAttribute('data-address'))!
  return { context, page, address, ...(ethereum ? { ethereum } : {}), ...(solana ? { solana } : {}) }
}

/** 'Add funds' → 'Transfer from wallet' → the wallet's row. */
async function chooseWallet(page: Page, name: string): Promise<Locator> {
  await page.getByTestId('fund-wallet').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('heading', { name: /^Add funds to your .+ wallet$/ }).waitFor({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Transfer from wallet' }).click()
  await dialog.getByRole('heading', { name: 'Transfer from wallet' }).waitFor()
  await dialog.getByRole('button', { name: new RegExp(name) }).click()
  return dialog
}

/** 'Success!' with the spec's sentence, the dialog closing about 4 s later, the demo seeing the provider. */
async function expectSuccess(page: Page, dialog: Locator, provider: 'wallet' | 'bridge') {
  await dialog.getByRole('heading', { name: 'Success!' }).waitFor({ timeout: 45_000 })
  await expect(dialog.textContent()).resolves.toContain("You've successfully added 0.05 ETH to your")
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await expect.poll(() => page.getByTestId('fund-result').getAttribute('data-status')).toBe('funded')
  expect(await page.getByTestId('fund-result').getAttribute('data-provider')).toBe(provider)
}

test("transfer from the external test wallet: the confirmation (Total, To, Network, Estimated fee), the wallet sends on the local chain, the balance rises, 'Success!'", async () => {
  const { context, page, address, ethereum } = await walletPage({ ethereum: 'Funding Wallet' })
  try {
    await faucet({ chainType: 'ethereum', chainId: 31337, address: ethereum!.address, amount: '1' })
    const before = await evmBalance(31337, address)
    const dialog = await chooseWallet(page, 'Funding Wallet')
    await dialog.getByRole('heading', { name: 'Confirm transfer' }).waitFor({ timeout: 20_000 })
    const text = (await dialog.textContent()) ?? ''
    for (const field of ['Total', '0.05 ETH', 'To', 'Network', 'Foyer Local', 'Estimated fee']) expect(text).toContain(field)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(() => evmBalance(31337, address), { timeout: 30_000 }).toBe(before + AMOUNT)
    expect(ethereum!.requests.some((r) => r.method === 'eth_sendTransaction')).toBe(true)
    await expectSuccess(page, dialog, 'wallet')
  } finally {
    await context.close()
  }
}, 120_000)

test("bridge from the second local chain (31338): the wallet deposits there, the solver pays on 31337, 'Success!'", async () => {
  const { context, page, address, ethereum } = await walletPage({ ethereum: 'Bridge Wallet' })
  try {
    // Nothing on 31337 (the direct transfer cannot be paid): the bridge from 31338 is offered.
    await faucet({ chainType: 'ethereum', chainId: 31338, address: ethereum!.address, amount: '1' })
    const before = await evmBalance(31337, address)
    const sourceBefore = await evmBalance(31338, ethereum!.address)
    const dialog = await chooseWallet(page, 'Bridge Wallet')
    await dialog.getByRole('heading', { name: 'Transfer from another network' }).waitFor({ timeout: 20_000 })
    const networks = dialog.getByRole('combobox', { name: 'Source network' })
    await expect.poll(() => networks.inputValue()).toBe('31338')
    const confirm = dialog.getByRole('button', { name: 'Confirm with Bridge Wallet' })
    await expect.poll(() => confirm.isEnabled(), { timeout: 20_000 }).toBe(true)
    await confirm.click()
    await expect.poll(() => evmBalance(31337, address), { timeout: 45_000 }).toBe(before + AMOUNT)
    // The deposit left the source chain (the amount, the bridge's fee, the gas).
    expect(sourceBefore - (await evmBalance(31338, ethereum!.address))).toBeGreaterThan(AMOUNT)
    await expectSuccess(page, dialog, 'bridge')
  } finally {
    await context.close()
  }
}, 150_000)

test("bridge from Solana (the local runtime): the Solana test wallet signs the deposit, the solver pays ETH on 31337, 'Success!'", async () => {
  const { context, page, address, solana } = await walletPage({ solana: 'Sol Bridge Wallet' })
  try {
    await faucet({ chainType: 'solana', address: solana!.address, amount: '5' })
    const before = await evmBalance(31337, address)
    const dialog = await chooseWallet(page, 'Sol Bridge Wallet')
    await dialog.getByRole('heading', { name: 'Transfer from another network' }).waitFor({ timeout: 20_000 })
    const confirm = dialog.getByRole('button', { name: 'Confirm with Sol Bridge Wallet' })
    await expect.poll(() => confirm.isEnabled(), { timeout: 20_000 }).toBe(true)
    await confirm.click()
    await expect.poll(() => evmBalance(31337, address), { timeout: 45_000 }).toBe(before + AMOUNT)
    expect(solana!.requests.some((r) => r.method === 'signTransaction')).toBe(true)
    await expectSuccess(page, dialog, 'bridge')
  } finally {
    await context.close()
  }
}, 150_000)

test("a bridge whose fill fails: 'Transaction failed', the refund sentence, the 'refund status' link to the bridge's request, and the refund lands", async () => {
  const { context, page, address, ethereum } = await walletPage({ ethereum: 'Refund Wallet' })
  try {
    await devCall('POST', '/__dev/faults', { method: 'POST', path: FUNDING_FAULT_STEPS.relayFill, status: 500, times: 1 })
    await faucet({ chainType: 'ethereum', chainId: 31338, address: ethereum!.address, amount: '1' })
    const before = await evmBalance(31337, address)
    const dialog = await chooseWallet(page, 'Refund Wallet')
    await dialog.getByRole('heading', { name: 'Transfer from another network' }).waitFor({ timeout: 20_000 })
    const confirm = dialog.getByRole('button', { name: 'Confirm with Refund Wallet' })
    await expect.poll(() => confirm.isEnabled(), { timeout: 20_000 }).toBe(true)
    await confirm.click()
    await dialog.getByRole('heading', { name: 'Transaction failed' }).waitFor({ timeout: 45_000 })
    await dialog.getByText('We were unable to complete the bridging transaction. Funds will be refunded on your wallet.').waitFor()
    const link = dialog.getByRole('link', { name: /refund status/ })
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(/\/fake\/relay\/transaction\/0x[0-9a-f]{64}$/)
    // The bridge's page of the request answers (the link is not dead) and says it was refunded.
    await expect.poll(async () => (await fetch(new URL(new URL(href).pathname, baseUrl()))).status).toBe(200)
    expect(await evmBalance(31337, address)).toBe(before)
    // The deposit came back on the source chain (1 ETH less the gas of the deposit).
    await expect.poll(() => evmBalance(31338, ethereum!.address), { timeout: 20_000 }).toBeGreaterThan(990_000_000_000_000_000n)
    await dialog.getByRole('button', { name: 'Try again' }).waitFor()
  } finally {
    await context.close()
  }
}, 150_000)
