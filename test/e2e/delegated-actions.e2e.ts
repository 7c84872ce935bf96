// Delegated actions end to end, on the demo's wallet page: the user enables offline access in the
// modal's consent screen; a Node-side request of the app's server (foyerkit/server, the app secret
// and the authorization key) signs a transaction with the wallet, which the local chain accepts;
// the user revokes in the modal; the same request is then refused. The host page is
// http://localhost:PORT, the wallet service and the backend http://127.0.0.1:PORT.
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, defineChain, http, parseEther, parseGwei, recoverTransactionAddress, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEMO_APP_ID } from '../../demo/config.js'
import { createWalletApi, WalletApiError } from '../../src/server/index.js'
import { DEV_APP_SECRET, DEV_AUTHORIZATION_KEY } from '../../src/testing/index.js'
import { baseUrl, launch, localhostUrl, loginWithEmailInModal, uniqueEmail } from './support/browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const LOCAL_CHAIN_ID = 31337
const chain = () =>
  createPublicClient({
    chain: defineChain({ id: LOCAL_CHAIN_ID, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } }),
    transport: http(`${baseUrl()}/rpc/evm/${LOCAL_CHAIN_ID}`),
  })

/** The app's server, as a host's Node process runs it. */
const server = () => createWalletApi({ apiUrl: baseUrl(), appId: DEMO_APP_ID, appSecret: DEV_APP_SECRET, authorizationPrivateKey: DEV_AUTHORIZATION_KEY.privateKey })

async function walletAddress(page: Page): Promise<Address> {
  const card = page.locator('[data-testid="embedded-wallet"][data-state="ready"]')
  await card.waitFor({ timeout: 15_000 })
  return (await card.getAttribute('data-address')) as Address
}

/** A 0.01 ETH transfer from `from`, its nonce read from the chain now (the wire's snake_case). */
async function transfer(from: Address) {
  return {
    from, to: '0x000000000000000000000000000000000000dEaD', chain_id: LOCAL_CHAIN_ID, nonce: await chain().getTransactionCount({ address: from }),
    value: parseEther('0.01'), gas_limit: 21_000, max_fee_per_gas: parseGwei('20'), max_priority_fee_per_gas: parseGwei('1'), type: 2 as const,
  }
}

test("delegate in the modal → the server's Node-side request signs a transaction the local chain accepts → revoke in the modal → the same request is refused", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('[page error]', error))
  await page.goto(localhostUrl('/wallet'))
  await loginWithEmailInModal(page, uniqueEmail('delegated'))
  const address = await walletAddress(page)
  await page.getByTestId('faucet-eth').click()
  await expect.poll(async () => BigInt((await page.getByTestId('wallet-balance-eth').getAttribute('data-wei')) ?? '0')).toBeGreaterThan(0n)

  // The consent: 'Enable offline access' with the wallet, Accept and Not now.
  const row = page.getByTestId('offline-wallet-ethereum')
  await expect.poll(() => row.getAttribute('data-delegated')).toBe('false')
  const walletId = (await row.getAttribute('data-wallet-id'))!
  expect(walletId).toMatch(/^[a-z0-9]{25}$/)
  await page.getByTestId('delegate-ethereum').click()
  const dialog = page.getByRole('dialog', { name: 'Offline access' })
  await dialog.getByText('Enable offline access').waitFor({ timeout: 15_000 })
  expect(await dialog.locator('.foyer-walletAddressCard code').textContent()).toBe(address)
  await dialog.getByRole('button', { name: 'Not now' }).waitFor()
  await dialog.getByRole('button', { name: 'Accept' }).click()
  await dialog.getByText('Offline access enabled').waitFor({ timeout: 15_000 })
  // The result shows 2.5 s, then the screen closes with it.
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await expect.poll(() => page.getByTestId('offline-access-result').textContent()).toBe(`Offline access enabled for ${address}`)
  await expect.poll(() => row.getAttribute('data-delegated')).toBe('true')

  // The app's server, in this Node process: signs with the wallet; the local chain takes it.
  const transaction = await transfer(address)
  const { signedTransaction } = await server().signTransaction({ walletId, transaction })
  expect(await recoverTransactionAddress({ serializedTransaction: signedTransaction as never })).toBe(address)
  const hash = await chain().sendRawTransaction({ serializedTransaction: signedTransaction })
  const receipt = await chain().waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 100 })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

  // The revoke: 'Revoke offline access to wallet', Confirm and Deny.
  await page.getByTestId('revoke-offline-access').click()
  await dialog.getByText('Revoke offline access to wallet').waitFor({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Deny' }).waitFor()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await dialog.getByText('Offline access revoked').waitFor({ timeout: 15_000 })
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await expect.poll(() => row.getAttribute('data-delegated')).toBe('false')

  // The same request (the next nonce's transaction) is now refused: nothing is signed.
  const refused = await server().signTransaction({ walletId, transaction: await transfer(address) }).catch((error: unknown) => error)
  expect(refused).toBeInstanceOf(WalletApiError)
  expect(refused).toMatchObject({ status: 403, code: 'wallet_not_delegated' })
  // A request without the authorization signature is refused before any wallet is looked at.
  const unsigned = await fetch(`${baseUrl()}/api/v1/wallets/${walletId}/rpc`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${DEMO_APP_ID}:${DEV_APP_SECRET}`)}`, 'foyer-app-id': DEMO_APP_ID, 'content-type': 'application/json' },
    body: JSON.stringify({ chain_type: 'ethereum', method: 'eth_signTransaction', params: { transaction: {} } }),
  })
  expect(unsigned.status).toBe(401)
  expect(((await unsigned.json()) as { code: string }).code).toBe('missing_authorization_signature')
  await context.close()
}, 120_000)
