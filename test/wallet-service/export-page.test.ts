// @vitest-environment happy-dom
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WALLET_SERVICE_EVENTS as E } from '../../src/core/types/walletService.js'
import { createDevBackend, totpCode, type DevBackend } from '../../src/testing/index.js'
import { startExportPage, type ExportPageWindow } from '../../src/wallet-service/index.js'
import { EXPORT_COPIED_MS } from '../../src/wallet-service/exportView.js'
import { call, login } from '../testing/helpers.js'
import { HOST, backendFetch, memoryStorage, serviceOn } from './helpers.js'

type Listener = (event: { origin: string; source: unknown; data: unknown }) => void

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

/** A user with an embedded wallet (and TOTP as MFA when `mfa`); `mfaToken()` earns a fresh MFA token. */
async function walletUser(backend: DevBackend, email = 'ada@example.com', { mfa = false } = {}) {
  const session = await login(backend, email)
  const { send } = serviceOn(backend)
  const address = ((await send(E.create, { accessToken: session.token }))!.data as { address: string }).address
  const post = (path: string, body: unknown = {}) => call(backend, 'POST', path, { body, token: session.token })
  let secret = ''
  if (mfa) {
    secret = (await post('/api/v1/mfa/totp/init')).body.secret
    await post('/api/v1/mfa/totp/enroll', { code: totpCode(secret, Date.now() - 30_000) })
  }
  let step = 0
  const mfaToken = async () => (await post('/api/v1/mfa/totp/verify', { code: totpCode(secret, Date.now() + (step++) * 30_000) })).body.token as string
  return { token: session.token, address, mfaToken }
}

/** The export page in this (happy-dom) document, framed by `parentOrigin`, for `entropyId`'s wallet 0. */
async function openPage(backend: DevBackend, entropyId: string, { parentOrigin = HOST, query = '', clipboard, origin = 'http://127.0.0.1:4321' }: { parentOrigin?: string; query?: string; clipboard?: { writeText(text: string): Promise<void> }; origin?: string } = {}) {
  const listeners = new Set<Listener>()
  const parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() }
  const url = new URL(`${origin}/apps/${backend.appId}/embedded-wallets/export?v=0.1.0&entropy_id=${entropyId}&entropy_id_verifier=ethereum-address-verifier&hd_wallet_index=0&chain_type=ethereum&client_id=web&caid=abc&width=360&phrase_export=true${query}`)
  const win: ExportPageWindow = {
    location: { protocol: url.protocol, hostname: url.hostname, origin: url.origin, pathname: url.pathname, search: url.search, ancestorOrigins: [parentOrigin] },
    parent,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    localStorage: memoryStorage(),
    crypto: globalThis.crypto,
    document,
    ...(clipboard ? { navigator: { clipboard } } : {}),
  }
  const page = await startExportPage(win, { fetch: backendFetch(backend) })
  let n = 0
  /** Posts a message as `origin` from `source` (default: the parent), and waits for an answer to it (or none). */
  const post = async (event: string, data: unknown, { origin = HOST, source = parent as unknown, waitMs = 2000 } = {}) => {
    const id = `m${++n}`
    const before = parent.postMessage.mock.calls.length
    listeners.forEach((listener) => listener({ origin, source, data: { id, event, data } }))
    for (let i = 0; i < waitMs / 5 && !parent.postMessage.mock.calls.slice(before).some(([m]) => (m as { id?: string }).id === id); i++) await new Promise((r) => setTimeout(r, 5))
    return parent.postMessage.mock.calls.slice(before).find(([m]) => (m as { id?: string }).id === id) ?? null
  }
  return { page, parent, post, listeners }
}

const main = () => document.querySelector('main')!
const secretBox = (kind: string) => document.querySelector<HTMLElement>(`[data-secret="${kind}"] [data-secret-value]`)!
const button = (kind: string, action: string) => document.querySelector<HTMLButtonElement>(`[data-secret="${kind}"] [data-action="${action}"]`)!

describe('the export page', () => {
  it("announces readiness to its allowed parent only; answers only its parent window on an allowed origin, to that origin", async () => {
    const backend = createDevBackend()
    const ada = await walletUser(backend)
    const { page, parent, post } = await openPage(backend, ada.address)
    expect(page).not.toBeNull()
    expect(parent.postMessage).toHaveBeenCalledWith({ event: E.ready, data: { ready: true } }, HOST)

    // (A refused message is dropped at once: a short wait shows no answer comes.)
    expect(await post(E.exportWallet, { accessToken: ada.token }, { origin: 'https://evil.example', waitMs: 100 })).toBeNull()
    expect(await post(E.exportWallet, { accessToken: ada.token }, { source: { postMessage() {} }, waitMs: 100 })).toBeNull()
    expect(main().dataset.state).toBe('loading')
    expect(await post(E.ready, {})).toEqual([{ id: 'm3', data: { ready: true } }, HOST])

    const other = await openPage(createDevBackend(), ada.address, { parentOrigin: 'https://evil.example' })
    expect(other.parent.postMessage).not.toHaveBeenCalled()
  })

  it('shows the key only after the token comes by message: hidden until Reveal, copied to its own clipboard; its answer holds no key', async () => {
    const backend = createDevBackend()
    const ada = await walletUser(backend)
    const clipboard = { writeText: vi.fn(async (_text: string) => {}) }
    const { post } = await openPage(backend, ada.address, { query: '&locale=es&background=%23101010&accent=url(x)', clipboard })
    expect(document.body.textContent).toBe('Cargando…')

    const [reply, target] = (await post(E.exportWallet, { accessToken: ada.token }))!
    expect(target).toBe(HOST)
    expect(reply).toEqual({ id: 'm1', data: { address: ada.address, chainType: 'ethereum', shown: ['private-key', 'seed-phrase'] } })
    expect(main().dataset).toMatchObject({ state: 'shown', address: ada.address })

    // Hidden until revealed; the colours of the query that are colours apply.
    expect(secretBox('private-key').textContent).toMatch(/^•+$/)
    expect(document.body.style.background).toMatch(/#101010|rgb\(16, 16, 16\)/)
    expect(button('private-key', 'copy').style.background).not.toContain('url')
    button('private-key', 'reveal').click()
    const key = secretBox('private-key').textContent!
    expect(privateKeyToAccount(key as `0x${string}`).address).toBe(ada.address)
    expect(button('private-key', 'reveal').textContent).toBe('Ocultar')
    button('seed-phrase', 'reveal').click()
    const phrase = secretBox('seed-phrase').textContent!
    expect(mnemonicToAccount(phrase).address).toBe(ada.address)
    button('private-key', 'reveal').click()
    expect(secretBox('private-key').textContent).toMatch(/^•+$/)

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    button('seed-phrase', 'copy').click()
    await vi.advanceTimersByTimeAsync(0)
    expect(clipboard.writeText).toHaveBeenCalledWith(phrase)
    expect(button('seed-phrase', 'copy').textContent).toBe('Copiado')
    await vi.advanceTimersByTimeAsync(EXPORT_COPIED_MS)
    expect(button('seed-phrase', 'copy').textContent).toBe('Copiar')
    expect(JSON.stringify(reply)).not.toContain(key.slice(2))
  })

  it('a user with MFA: refused without a verification (nothing shown); shown with one; the same verification does not export twice', async () => {
    const backend = createDevBackend()
    const ada = await walletUser(backend, 'ada@example.com', { mfa: true })
    const first = await openPage(backend, ada.address)
    expect((await first.post(E.exportWallet, { accessToken: ada.token }))![0]).toEqual({ id: 'm1', error: { type: 'missing_or_invalid_mfa', message: 'MFA verification required' } })
    expect(main().dataset.state).toBe('loading')
    const mfaToken = await ada.mfaToken()
    expect((await first.post(E.exportWallet, { accessToken: ada.token, mfaToken }))![0]).toMatchObject({ data: { address: ada.address } })
    // A repeated message gets the same answer: the backend is not asked again.
    expect((await first.post(E.exportWallet, { accessToken: ada.token, mfaToken }))![0]).toMatchObject({ data: { address: ada.address } })

    document.body.replaceChildren()
    const second = await openPage(backend, ada.address)
    expect((await second.post(E.exportWallet, { accessToken: ada.token, mfaToken }))![0]).toEqual({ id: 'm1', error: { type: 'expired_or_invalid_mfa_token', message: 'Expired or invalid MFA token' } })
    expect(main().dataset.state).toBe('loading')
  })

  it("refuses another user's wallet, a missing token, a wallet the query does not name, data that is not an object; any other event", async () => {
    const backend = createDevBackend()
    const ada = await walletUser(backend)
    const bob = await walletUser(backend, 'bob@example.com')
    const { post } = await openPage(backend, ada.address)
    expect((await post(E.exportWallet, { accessToken: bob.token }))![0]).toEqual({ id: 'm1', error: { type: 'embedded_wallet_not_found', message: 'Embedded wallet not found' } })
    expect((await post(E.exportWallet, {}))![0]).toEqual({ id: 'm2', error: { type: 'must_be_authenticated', message: 'User must be authenticated before exporting their wallet' } })
    expect((await post(E.rpc, { accessToken: ada.token }))![0]).toEqual({ id: 'm3', error: { type: 'unsupported_event', message: 'Unsupported wallet service event' } })
    expect((await post(E.exportWallet, 'token'))![0]).toMatchObject({ error: { type: 'invalid_request' } })
    expect(main().dataset.state).toBe('loading')

    document.body.replaceChildren()
    const nameless = await openPage(backend, 'nobody')
    expect((await nameless.post(E.exportWallet, { accessToken: ada.token }))![0]).toEqual({ id: 'm1', error: { type: 'invalid_request', message: 'Missing or invalid entropyId' } })
  })

  it('the hidden wallet service never exports: it answers the export event as unknown', async () => {
    const backend = createDevBackend()
    const ada = await walletUser(backend)
    const { send } = serviceOn(backend)
    expect((await send(E.exportWallet, { accessToken: ada.token, entropyId: ada.address, entropyIdVerifier: 'ethereum-address-verifier', hdWalletIndex: 0 }))).toMatchObject({
      error: { type: 'unsupported_event' },
    })
  })

  it('refuses to run over plain http on a domain name: the reason goes to the parent, nothing listens, nothing shows', async () => {
    const backend = createDevBackend()
    const { page, parent, listeners } = await openPage(backend, '0x0', { origin: 'http://wallet.example.com' })
    expect(page).toBeNull()
    expect(parent.postMessage).toHaveBeenCalledWith({ event: E.ready, error: { type: 'insecure_context', message: 'Embedded wallet is only available over HTTPS' } }, '*')
    expect(listeners.size).toBe(0)
    expect(document.querySelector('main')).toBeNull()
  })
})
