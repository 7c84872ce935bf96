// Embedded Ethereum wallets end to end, on the demo's wallet page (test/e2e: one journey per test).
// The host page is http://localhost:PORT; the wallet service answers on http://127.0.0.1:PORT (the
// other loopback name: another origin) and the local chain on /rpc/evm/31337 of the same server.
// wallet-service.e2e.ts covers the frame alone (its CSP, its protocol, framing by a disallowed
// origin); this file covers the kit and the hooks through the demo.
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Frame, Locator, Page } from 'playwright-core'
import { bytesToHex, createPublicClient, defineChain, erc20Abi, http, parseEther, verifyMessage, type Address, type Hex } from 'viem'
import { generatePrivateKey, HDKey, privateKeyToAccount } from 'viem/accounts'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEMO_APP_ID } from '../../demo/config.js'
import { decodeSecret } from '../../src/wallet-service/keys.js'
import { openShare } from '../../src/wallet-service/recovery.js'
import { combineShares, fromBase64, toBase64 } from '../../src/wallet-service/shares.js'
import { baseUrl, launch, localhostUrl, loginOnHeadlessPage, loginWithEmailInModal, uniqueEmail } from './support/browser.js'
import { hostStorage, leaked, recordHostMessages } from './support/hostRecording.js'

let browser: Browser
/** A page of a third site (another loopback port), neither the host nor the wallet service. */
let third: Server
let thirdUrl: string
beforeAll(async () => {
  browser = await launch()
  third = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end('<!doctype html><title>Third site</title><h1>Third site</h1>')
  })
  await new Promise<void>((resolve) => third.listen(0, '127.0.0.1', resolve))
  thirdUrl = `http://127.0.0.1:${(third.address() as AddressInfo).port}/`
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => third?.close(resolve))
})

/** The wallet service's origin: the demo server under 127.0.0.1 (the host page is on localhost). */
const walletOrigin = () => new URL(baseUrl()).origin

const LOCAL_CHAIN_ID = 31337
const chain = () =>
  createPublicClient({
    chain: defineChain({ id: LOCAL_CHAIN_ID, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } }),
    transport: http(`${baseUrl()}/rpc/evm/${LOCAL_CHAIN_ID}`),
  })

/**
 * Sets the wallet page's 'Confirm in the modal' switch (`uiOptions.showWalletUIs`): on, each sign
 * or send waits for the user in the default modal's wallet screens (`confirmInModal`).
 */
async function chooseConfirmation(page: Page, inModal: boolean) {
  await page.getByTestId('confirm-in-modal').setChecked(inModal)
}

/** Confirms a sign or send request in the modal's wallet screen, as a user does; it closes after. */
async function confirmInModal(page: Page, request: 'sign' | 'send') {
  const dialog = page.getByRole('dialog')
  if (request === 'sign') {
    await dialog.getByRole('button', { name: 'Sign and continue' }).click()
  } else {
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await dialog.getByText('Transaction complete!').waitFor({ timeout: 15_000 })
    await dialog.getByRole('button', { name: 'All Done' }).click()
  }
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
}

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  context.on('page', (page) => page.on('pageerror', (error) => console.error('[page error]', error)))
  return context
}

/** The wallet page's embedded wallet, once created. */
async function walletAddress(page: Page): Promise<Address> {
  const card = page.locator('[data-testid="embedded-wallet"][data-state="ready"]')
  await card.waitFor({ timeout: 15_000 })
  return (await card.getAttribute('data-address')) as Address
}

/** A new context logged in on the headless wallet page (no Foyer UI mounted): the wallet is created on login. */
async function headlessLogin(email: string): Promise<{ context: BrowserContext; page: Page; address: Address }> {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto(localhostUrl('/wallet/headless'))
  await loginOnHeadlessPage(page, email)
  return { context, page, address: await walletAddress(page) }
}

async function signOnPage(page: Page, message: string, { inModal = false } = {}): Promise<Hex> {
  await page.getByTestId('sign-message').fill(message)
  await page.getByTestId('sign').click()
  if (inModal) await confirmInModal(page, 'sign')
  await expect.poll(() => page.getByTestId('signature-valid').textContent()).toBe('valid')
  return (await page.getByTestId('signature').getAttribute('data-signature')) as Hex
}

/** Fills the send form and waits for the receipt the page shows; returns the transaction hash. */
async function sendOnPage(page: Page, { to, amount, asset, inModal = false }: { to: Address; amount: string; asset: 'ETH' | 'USDC'; inModal?: boolean }): Promise<Hex> {
  await page.getByTestId('send-to').fill(to)
  await page.getByTestId('send-amount').fill(amount)
  await page.getByTestId('send-asset').selectOption(asset)
  await page.getByTestId('send').click()
  if (inModal) await confirmInModal(page, 'send')
  const receipt = page.getByTestId('receipt')
  await receipt.waitFor({ timeout: 15_000 })
  expect(await receipt.getAttribute('data-status')).toBe('success')
  return (await receipt.getAttribute('data-hash')) as Hex
}

/** Faucet button, then the live balance showing the funds. */
async function fund(page: Page, asset: 'ETH' | 'USDC') {
  await page.getByTestId(asset === 'ETH' ? 'faucet-eth' : 'faucet-usdc').click()
  const balance = page.getByTestId(asset === 'ETH' ? 'wallet-balance-eth' : 'wallet-balance-usdc')
  await expect.poll(async () => BigInt((await balance.getAttribute(asset === 'ETH' ? 'data-wei' : 'data-units')) ?? '0')).toBeGreaterThan(0n)
}

const newRecipient = () => privateKeyToAccount(generatePrivateKey()).address

/** The user's access token, as the host page holds it (the demo's 'Get access token'). */
async function accessTokenOf(page: Page): Promise<string> {
  await page.getByTestId('get-access-token').click()
  return (await page.getByTestId('access-token').getAttribute('data-token'))!
}

/** How many key calls the wallet service made to the backend (shares, recovery key, registrations). */
async function walletKeyCalls(): Promise<number> {
  const log = (await (await fetch(new URL('/__dev/requests', baseUrl()))).json()) as { method: string; path: string }[]
  return log.filter((r) => r.method === 'POST' && /^\/api\/v1\/embedded_wallets(\/import|\/[^/]+\/(auth_share|recovery\/share|recovery\/key_material|wallets))?$/.test(r.path)).length
}

/** The wallet service's frame in a host page. */
function walletFrame(page: Page): Frame | undefined {
  return page.frames().find((frame) => frame.url().startsWith(`${walletOrigin()}/apps/`))
}

// ---------------------------------------------------------------------------------------------
// The wallet's actual secrets, recovered from the wallet origin's side.

type Secrets = { address: Address; privateKey: Hex; entropy: Hex; mnemonic: string; needles: string[] }

/**
 * Recovers the wallet's key as the wallet service does, from its side: the auth share and the
 * sealed recovery share from the backend (with the user's token) and the recovery key to open it.
 * Returns every form the secrets could leak in.
 */
async function recoverSecrets(page: Page, address: Address): Promise<Secrets> {
  const token = await accessTokenOf(page)
  const call = async (path: string, body: unknown = {}) => {
    const res = await fetch(new URL(`/api/v1/embedded_wallets/${address}${path}`, baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'foyer-app-id': DEMO_APP_ID, authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(200)
    return (await res.json()) as Record<string, string>
  }
  const authShareB64 = (await call('/auth_share')).auth_share!
  const sealed = (await call('/recovery/share')).encrypted_recovery_share!
  const recoveryKeyB64 = (await call('/recovery/key_material', { chain_type: 'ethereum' })).key_material!
  const authShare = fromBase64(authShareB64)!
  const recoveryShare = await openShare(fromBase64(recoveryKeyB64)!, sealed, address)
  const tagged = await combineShares(authShare, recoveryShare)
  const secret = decodeSecret(tagged)
  if (secret?.kind !== 'mnemonic') throw new Error('expected a mnemonic secret')
  const mnemonic = entropyToMnemonic(secret.entropy, wordlist)
  const privateKey = bytesToHex(HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive("m/44'/60'/0'/0/0").privateKey!)
  // The actual key: it is this wallet's.
  expect(privateKeyToAccount(privateKey).address).toBe(address)

  // The device share lives in the frame (in its origin's storage, or in its memory when the browser
  // denies a third-party frame storage, as this headless Chromium does): it is one of the other
  // points of the line through the two shares above.
  const shares = [authShare, recoveryShare, ...(await otherSharesOfLine(authShare, recoveryShare))]
  const entropy = bytesToHex(secret.entropy)
  const needles = [
    privateKey.slice(2), entropy.slice(2), mnemonic, mnemonic.split(' ').slice(0, 4).join(' '), bytesToHex(tagged).slice(2), toBase64(tagged),
    recoveryKeyB64, bytesToHex(fromBase64(recoveryKeyB64)!).slice(2), sealed,
    ...shares.flatMap((share) => [toBase64(share), bytesToHex(share).slice(2)]),
  ]
  return { address, privateKey, entropy, mnemonic, needles }
}

/**
 * Every share a 2-of-3 split could have given besides `a` and `b` (shamir-secret-sharing: bytes of
 * y, then x): the line through them in GF(2^8), at each other x. Lagrange interpolation there
 * only depends on the x's XOR-distances, so f(t) is `combine` of the two shares with their x's
 * XORed with t.
 */
async function otherSharesOfLine(a: Uint8Array, b: Uint8Array): Promise<Uint8Array[]> {
  const xa = a[a.length - 1]!
  const xb = b[b.length - 1]!
  const shares: Uint8Array[] = []
  for (let t = 1; t < 256; t++) {
    if (t === xa || t === xb) continue
    const moved = (share: Uint8Array, x: number) => Uint8Array.from(share, (byte, i) => (i === share.length - 1 ? x ^ t : byte))
    const y = await combineShares(moved(a, xa), moved(b, xb))
    shares.push(Uint8Array.of(...y, t))
  }
  return shares
}


// ---------------------------------------------------------------------------------------------

test("e-mail login in the modal creates the wallet; it signs and sends on the local chain, each confirmed in the modal's wallet screens; the host never holds key material, through logout and login", async () => {
  const context = await newContext()
  const messages = await recordHostMessages(context)
  const page = await context.newPage()
  const snapshots: Record<string, string> = {}
  await page.goto(localhostUrl('/wallet'))
  const email = uniqueEmail('embedded')

  // Create: createOnLogin ('users-without-wallets') makes the wallets (Ethereum, then Solana of the
  // same entropy) as the login completes.
  await loginWithEmailInModal(page, email)
  const address = await walletAddress(page)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect.poll(() => page.getByTestId('user-accounts').textContent()).toBe('email, wallet, wallet')
  await chooseConfirmation(page, true)
  snapshots.create = await hostStorage(page)

  // Sign: personal_sign in the frame; the signature is the wallet's.
  const message = `Foyer e2e ${Date.now()}`
  const signature = await signOnPage(page, message, { inModal: true })
  expect(await verifyMessage({ address, message, signature })).toBe(true)
  snapshots.sign = await hostStorage(page)

  // Send: faucet, then 0.25 ETH to a fresh address; the receipt is on the chain.
  await fund(page, 'ETH')
  const to = newRecipient()
  const hash = await sendOnPage(page, { to, amount: '0.25', asset: 'ETH', inModal: true })
  const receipt = await chain().getTransactionReceipt({ hash })
  expect({ status: receipt.status, from: receipt.from.toLowerCase(), to: receipt.to?.toLowerCase() }).toEqual({ status: 'success', from: address.toLowerCase(), to: to.toLowerCase() })
  expect(await chain().getBalance({ address: to })).toBe(parseEther('0.25'))
  snapshots.send = await hostStorage(page)

  // The key, as the wallet origin holds it (before logout: the token is needed).
  const secrets = await recoverSecrets(page, address)

  // Logout, then login again: the same wallet, no second one.
  await page.getByTestId('logout').click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('You are logged out.')
  snapshots.logout = await hostStorage(page)
  await loginWithEmailInModal(page, email)
  expect(await walletAddress(page)).toBe(address)
  await expect.poll(() => page.getByTestId('user-accounts').textContent()).toBe('email, wallet, wallet')
  snapshots.login = await hostStorage(page)

  // The recorder saw the frame's answers (the signature among them) and the host's storage (its session).
  const fromFrame = messages.filter((m) => m.origin === walletOrigin())
  expect(fromFrame.some((m) => m.data.includes(signature.slice(2)))).toBe(true)
  expect(snapshots.login).toContain('foyer')
  // …and none of it holds the private key, the entropy, the mnemonic, a share or the recovery key.
  expect(leaked(messages.map((m) => m.data).join('\n'), secrets.needles)).toEqual([])
  for (const [step, snapshot] of Object.entries(snapshots)) expect({ step, leaked: leaked(snapshot, secrets.needles) }).toEqual({ step, leaked: [] })
  await context.close()
})

/** The value of a confirmation row (a description list: dt label, dd value). */
const row = (dialog: Locator, label: string) => dialog.locator(`dt:text-is("${label}") + dd`).first().textContent()

test('the confirmation says what a transaction does: a USDC transfer decoded with its simulated change and the fee in dollars; a drainer blocked until the box is ticked; approve then send in two steps', async () => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto(localhostUrl('/wallet'))
  await loginWithEmailInModal(page, uniqueEmail('safety'))
  const address = await walletAddress(page)
  await chooseConfirmation(page, true)
  await fund(page, 'ETH')
  await fund(page, 'USDC')
  const dialog = page.getByRole('dialog')
  const usdc = (await (await fetch(new URL('/__dev/chains', baseUrl()))).json() as { chainType: string; networks: { tokens: { USDC: { address: Address } } }[] }[])
    .find((c) => c.chainType === 'ethereum')!.networks[0]!.tokens.USDC.address
  const usdcBalance = () => chain().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

  // 2 USDC to a fresh address: decoded (token read from the chain, 6 decimals), in dollars, simulated.
  const to = newRecipient()
  await page.getByTestId('send-to').fill(to)
  await page.getByTestId('send-amount').fill('2')
  await page.getByTestId('send-asset').selectOption('USDC')
  await page.getByTestId('send').click()
  await dialog.getByText('Scan details').waitFor({ timeout: 15_000 })
  expect(await row(dialog, 'Action')).toBe('Transfer token')
  expect(await row(dialog, 'Send')).toBe('2 USDC ($2.00)')
  expect(await row(dialog, 'To')).toBe(to)
  expect(await row(dialog, 'Token address')).toBe(usdc)
  expect(await row(dialog, 'Estimated fee')).toMatch(/^(\$\d+\.\d\d|<\$0\.01)$/)
  await dialog.getByText('Scan details').click()
  expect(await dialog.getByRole('list', { name: 'Simulated changes' }).textContent()).toBe('−2 USDC ($2.00)')
  await confirmInModal(page, 'send')
  await expect.poll(() => page.getByTestId('receipt').getAttribute('data-status')).toBe('success')
  expect(await usdcBalance()).toBe(98_000_000n)

  // A "free airdrop" that is the dev backend's known drainer: Malicious, blocked until ticked.
  await page.getByTestId('claim-airdrop').click()
  const approve = dialog.getByRole('button', { name: 'Approve' })
  await dialog.getByRole('alert').filter({ hasText: 'malicious' }).waitFor({ timeout: 15_000 })
  expect(await approve.isDisabled()).toBe(true)
  await dialog.getByLabel('I understand and want to proceed anyways.').check()
  expect(await approve.isEnabled()).toBe(true)
  await confirmInModal(page, 'send')
  await page.getByTestId('safety-result').waitFor({ timeout: 15_000 })
  const [drained] = (await page.getByTestId('safety-result').getAttribute('data-hashes'))!.split(',') as Hex[]
  expect((await chain().getTransactionReceipt({ hash: drained! })).status).toBe('success')

  // Approve 5 USDC, then send 1: one request, two steps (Continue, then Approve), sent one at a time.
  await page.getByTestId('approve-then-send').click()
  await dialog.getByText('Step 1 of 2').waitFor({ timeout: 15_000 })
  expect(await row(dialog, 'Action')).toBe('Approve token')
  await dialog.locator('[data-scan="warn"]').waitFor()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByText('Step 2 of 2').waitFor()
  expect(await row(dialog, 'Action')).toBe('Transfer token')
  await confirmInModal(page, 'send')
  await expect.poll(async () => (await page.getByTestId('safety-result').getAttribute('data-hashes'))?.split(',').length).toBe(2)
  const spender = '0x000000000000000000000000000000000000dEaD'
  expect(await chain().readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [address, spender] })).toBe(5_000_000n)
  expect(await usdcBalance()).toBe(97_000_000n)
  await context.close()
})

const solana = () => new Connection(`${baseUrl()}/rpc/solana`, 'confirmed')
const newSolanaRecipient = () => Keypair.generate().publicKey

/** The wallet page's embedded Solana wallet, once created. */
async function solanaAddress(page: Page): Promise<string> {
  const card = page.locator('[data-testid="solana-wallet"][data-state="ready"]')
  await card.waitFor({ timeout: 15_000 })
  return (await card.getAttribute('data-address'))!
}

/** Solana faucet button, then the live balance showing the funds. */
async function fundSolana(page: Page, asset: 'SOL' | 'USDC') {
  await page.getByTestId(asset === 'SOL' ? 'solana-faucet-sol' : 'solana-faucet-usdc').click()
  const balance = page.getByTestId(asset === 'SOL' ? 'solana-balance-sol' : 'solana-balance-usdc')
  await expect.poll(async () => BigInt((await balance.getAttribute(asset === 'SOL' ? 'data-lamports' : 'data-units')) ?? '0')).toBeGreaterThan(0n)
}

/** Fills the Solana send form, confirms in the modal when one shows, and returns the confirmed signature. */
async function sendSolanaOnPage(page: Page, { to, amount, asset, inModal }: { to: string; amount: string; asset: 'SOL' | 'USDC'; inModal: boolean }): Promise<string> {
  await page.getByTestId('solana-send-to').fill(to)
  await page.getByTestId('solana-send-amount').fill(amount)
  await page.getByTestId('solana-send-asset').selectOption(asset)
  await page.getByTestId('solana-send').click()
  if (inModal) {
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Confirm transaction').waitFor({ timeout: 15_000 })
    await confirmInModal(page, 'send')
  }
  const receipt = page.getByTestId('solana-receipt')
  await receipt.waitFor({ timeout: 15_000 })
  return (await receipt.getAttribute('data-signature'))!
}

test('Solana: login creates the Solana wallet too; it signs a message and sends SOL and USDC (a new token account) confirmed in the modal; a second context gets the same address; headless it sends with no screen', async () => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto(localhostUrl('/wallet'))
  const email = uniqueEmail('solana')
  await loginWithEmailInModal(page, email)
  const address = await solanaAddress(page)
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await expect.poll(() => page.getByTestId('user-accounts').textContent()).toBe('email, wallet, wallet')

  // Sign: ed25519 of the wallet's key (the page verifies it against the address).
  await page.getByTestId('solana-sign-message').fill(`Foyer Solana e2e ${Date.now()}`)
  await page.getByTestId('solana-sign').click()
  await expect.poll(() => page.getByTestId('solana-signature-valid').textContent()).toBe('valid')

  // Send SOL, then USDC to an address without a token account (created in the same transaction).
  await fundSolana(page, 'SOL')
  await fundSolana(page, 'USDC')
  const to = newSolanaRecipient()
  const sent = await sendSolanaOnPage(page, { to: to.toBase58(), amount: '0.1', asset: 'SOL', inModal: true })
  expect((await solana().getSignatureStatus(sent)).value?.err).toBeNull()
  expect(await solana().getBalance(to)).toBe(100_000_000)
  const usdcMint = new PublicKey(((await (await fetch(new URL('/__dev/chains', baseUrl()))).json()) as { chainType: string; networks: { tokens: { USDC: { address: string } } }[] }[])
    .find((c) => c.chainType === 'solana')!.networks[0]!.tokens.USDC.address)
  const tokenTo = newSolanaRecipient()
  await sendSolanaOnPage(page, { to: tokenTo.toBase58(), amount: '2', asset: 'USDC', inModal: true })
  expect((await solana().getTokenAccountBalance(getAssociatedTokenAddressSync(usdcMint, tokenTo))).value.amount).toBe('2000000')

  // A second context, same user: the same Solana address, recovered with no prompt.
  const second = await newContext()
  const other = await second.newPage()
  await other.goto(localhostUrl('/wallet'))
  await loginWithEmailInModal(other, email)
  expect(await solanaAddress(other)).toBe(address)
  await second.close()
  await context.close()

  // Headless: no Foyer UI mounted; the send signs with no screen.
  const { context: headless, page: bare } = await headlessLogin(uniqueEmail('solana-headless'))
  await solanaAddress(bare)
  await fundSolana(bare, 'SOL')
  const quiet = newSolanaRecipient()
  await sendSolanaOnPage(bare, { to: quiet.toBase58(), amount: '0.05', asset: 'SOL', inModal: false })
  expect(await solana().getBalance(quiet)).toBe(50_000_000)
  expect(await bare.getByRole('dialog').count()).toBe(0)
  await headless.close()
})

test('a second browser context, same user, recovers the same wallet with no prompt and signs with it', async () => {
  const email = uniqueEmail('embedded-device')
  const { context: first, address } = await headlessLogin(email)
  await first.close()

  // A new device: no device share in this context; recovery method 'privy' recovers on first use.
  const second = await newContext()
  const page = await second.newPage()
  await page.goto(localhostUrl('/wallet'))
  await loginWithEmailInModal(page, email)
  expect(await walletAddress(page)).toBe(address)
  await chooseConfirmation(page, false)
  const message = 'Same wallet, new device'
  const signature = await signOnPage(page, message)
  expect(await verifyMessage({ address, message, signature })).toBe(true)
  // No prompt: no dialog opened for the recovery, and still one wallet.
  expect(await page.getByRole('dialog').count()).toBe(0)
  expect(await page.getByTestId('user-accounts').textContent()).toBe('email, wallet, wallet')
  await second.close()
})

test('a page on a third origin that posts to the wallet frame or to the host gets nothing and changes nothing', async () => {
  const { context, page, address } = await headlessLogin(uniqueEmail('embedded-third'))
  const token = await accessTokenOf(page)
  // The frame is up (it created the wallet); what it keeps for this wallet, before the attack.
  const frame = walletFrame(page)!
  const frameStorage = () => frame.evaluate(() => { try { return JSON.stringify({ ...localStorage }) } catch { return 'denied' } })
  const before = await frameStorage()

  // The third site holds a reference to the host window (as a page that opened it would), and
  // through it to the wallet frame. It posts the protocol's requests — with the user's own token —
  // to every frame of the host, and forged answers to the host, recording whatever reaches it.
  const attacker = await context.newPage()
  await attacker.goto(thirdUrl)
  const opened = context.waitForEvent('page')
  await attacker.evaluate(
    ({ hostUrl, token, address }) => {
      const w = window as unknown as { __received: unknown[]; __host: Window; __posts: number; __stop: () => void }
      w.__received = []
      w.__posts = 0
      window.addEventListener('message', (event) => w.__received.push({ origin: event.origin, data: event.data }))
      // The host page, opened by this one: window.open gives a proxy of its window and its frames.
      const host = window.open(hostUrl)!
      w.__host = host
      const wallet = { accessToken: token, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier', hdWalletIndex: 0, chainType: 'ethereum' }
      const requests = [
        { event: 'foyer:iframe:ready', data: {} },
        { event: 'foyer:wallet:connect', data: wallet },
        { event: 'foyer:wallet:recover', data: wallet },
        { event: 'foyer:wallet:rpc', data: { ...wallet, request: { method: 'personal_sign', params: ['0x6869', address] } } },
        { event: 'foyer:wallet:create', data: { accessToken: token, chainType: 'ethereum' } },
        { event: 'foyer:wallet:clear', data: {} },
      ]
      let n = 0
      const timer = setInterval(() => {
        n += 1
        try {
          for (let i = 0; i < host.frames.length; i++) {
            for (const r of requests) host.frames[i]!.postMessage({ id: `third-${n}-${r.event}`, ...r }, '*')
            w.__posts += 1
          }
          // Forged answers for the kit's request ids (foyer-{time in base 36}-{counter}), and a forged announcement.
          const now = Date.now()
          for (let t = now - 2; t <= now; t++) {
            for (let c = 1; c <= 24; c++) {
              host.postMessage({ id: `foyer-${t.toString(36)}-${c.toString(36)}`, data: { signature: `0x${'de'.repeat(65)}`, address: '0x000000000000000000000000000000000000dEaD' } }, '*')
            }
          }
          host.postMessage({ event: 'foyer:iframe:ready', data: { ready: true } }, '*')
        } catch {
          // The host is still loading.
        }
      }, 40)
      w.__stop = () => clearInterval(timer)
    },
    { hostUrl: localhostUrl('/wallet/headless'), token, address },
  )
  const host = await opened
  const posts = () => attacker.evaluate(() => (window as unknown as { __posts: number }).__posts)
  expect(await walletAddress(host)).toBe(address)
  // The host signs while forged answers arrive: its signature is the frame's, not a forged one.
  // (This page's new frame loads the key first: it asks the backend for the shares.)
  const beforeLoad = await walletKeyCalls()
  const message = 'Only the frame answers'
  expect(await verifyMessage({ address, message, signature: await signOnPage(host, message) })).toBe(true)
  // Its frame is up now: the third site posts to it for a while, then the host signs again (the
  // frame answers its host after the third site's requests, which it drops on arrival).
  const start = await posts()
  await expect.poll(posts).toBeGreaterThan(start + 3)
  const keyCalls = await walletKeyCalls()
  expect(keyCalls).toBeGreaterThan(beforeLoad)
  const second = 'Still only the frame'
  expect(await verifyMessage({ address, message: second, signature: await signOnPage(host, second) })).toBe(true)
  await attacker.evaluate(() => (window as unknown as { __stop(): void }).__stop())
  // The third site's 'clear' did not drop the key (the second signature needed no recovery), and
  // its 'create' and 'recover' registered nothing: no key call reached the backend since.
  expect(await walletKeyCalls()).toBe(keyCalls)

  // The third site got nothing back, and nothing changed: same wallet, same stored device share
  // (where the browser gives the frame storage), still logged in.
  expect(await attacker.evaluate(() => (window as unknown as { __received: unknown[] }).__received)).toEqual([])
  expect(await frameStorage()).toBe(before)
  expect(await walletAddress(host)).toBe(address)
  expect(await host.getByTestId('user-accounts').textContent()).toBe('email, wallet, wallet')
  await context.close()
})

test('headless: with no Foyer UI mounted, login creates the wallet and it sends the 6-decimals token', async () => {
  const { context, page, address } = await headlessLogin(uniqueEmail('embedded-headless'))
  await fund(page, 'ETH')
  await fund(page, 'USDC')
  const to = newRecipient()
  const hash = await sendOnPage(page, { to, amount: '12.5', asset: 'USDC' })
  expect((await chain().getTransactionReceipt({ hash })).status).toBe('success')
  const { networks } = ((await (await fetch(new URL('/__dev/chains', baseUrl()))).json()) as { chainType: string; networks: { tokens: { USDC: { address: Address } } }[] }[])
    .find((c) => c.chainType === 'ethereum')!
  const usdc = networks[0]!.tokens.USDC.address
  expect(await chain().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [to] })).toBe(12_500_000n)
  expect(await chain().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })).toBe(87_500_000n)
  // No UI was ever mounted: no dialog, no screen of the kit.
  expect(await page.locator('[role="dialog"], [data-screen]').count()).toBe(0)
  await context.close()
})
