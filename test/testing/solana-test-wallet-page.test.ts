// @vitest-environment happy-dom
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, describe, expect, it } from 'vitest'
import { toSolanaConnector } from '../../src/core/internal.js'
import { installTestSolanaWalletInPage, type SolanaPageLike } from '../../src/testing/index.js'

/** What the fake page put in this window: removed after the file (the next file of the worker shares the window). */
const globals: string[] = []
const listeners: [string, EventListenerOrEventListenerObject][] = []
afterAll(() => {
  for (const [type, listener] of listeners) window.removeEventListener(type, listener)
  for (const name of [...globals, '__foyerTestSolanaWallet']) delete (window as unknown as Record<string, unknown>)[name]
})

/** A page stand-in: the exposed function becomes a window global and the init script runs in this window, as playwright does. */
function fakePage(): SolanaPageLike & { run(): void } {
  const scripts: string[] = []
  return {
    async exposeFunction(name, fn) {
      globals.push(name)
      ;(window as unknown as Record<string, unknown>)[name] = fn
    },
    async addInitScript(script) {
      scripts.push(typeof script === 'string' ? script : script.content)
    },
    run() {
      const add = window.addEventListener
      const dispatch = window.dispatchEvent
      window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: AddEventListenerOptions) => {
        listeners.push([type, listener])
        add.call(window, type, listener, options)
      }) as typeof window.addEventListener
      // The wallet's own announcement would reach the wallet registry an earlier file of this
      // worker left in the shared window, and the wallet would show in later files' pickers (seen
      // once: a story's picker listed 'Page Sol Wallet'). This file reaches it by 'app-ready' only.
      window.dispatchEvent = (event: Event) => event.type === 'wallet-standard:register-wallet' || dispatch.call(window, event)
      try {
        for (const script of scripts) new Function(script)()
      } finally {
        window.addEventListener = add
        window.dispatchEvent = dispatch
      }
    },
  }
}

/** The wallet-standard wallets the page registers (the app side of the window protocol). */
function registeredWallets(): { name: string; features: Record<string, unknown> }[] {
  const wallets: { name: string; features: Record<string, unknown> }[] = []
  const api = { register: (wallet: (typeof wallets)[number]) => (wallets.push(wallet), () => {}) }
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  return wallets
}

describe('the Solana test wallet in a page (init script + exposed function)', () => {
  it('offers solana:signTransaction: the kit signs a transaction through it and the signature verifies; a rejection is 4001', async () => {
    const page = fakePage()
    const testWallet = await installTestSolanaWalletInPage(page, { name: 'Page Sol Wallet' })
    page.run()
    const wallet = registeredWallets().find((w) => w.name === 'Page Sol Wallet')!
    expect(Object.keys(wallet.features)).toEqual(expect.arrayContaining(['solana:signMessage', 'solana:signTransaction']))
    const connector = toSolanaConnector(wallet as never)
    expect(connector.signSolanaTransaction).toBeTypeOf('function')
    await connector.connect()

    const from = new PublicKey(testWallet.address)
    const tx = new Transaction({ feePayer: from, recentBlockhash: Keypair.generate().publicKey.toBase58() })
      .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 1 }))
    const signed = await connector.signSolanaTransaction!({ address: testWallet.address, transaction: tx.serialize({ requireAllSignatures: false }) })
    expect(Transaction.from(signed).verifySignatures()).toBe(true)
    expect(testWallet.requests.map((r) => [r.method, r.response])).toEqual([['connect', 'approve'], ['signTransaction', 'approve']])

    testWallet.respondNext('reject', 'signTransaction')
    await expect(connector.signSolanaTransaction!({ address: testWallet.address, transaction: tx.serialize({ requireAllSignatures: false }) }))
      .rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })
})
