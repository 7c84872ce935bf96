/**
 * A wallet-standard Solana wallet backed by an ed25519 keypair, for tests and the demo: it
 * registers through the wallet-standard window protocol ('wallet-standard:register-wallet', and
 * answering 'wallet-standard:app-ready'), so the kit discovers it like Phantom or Solflare. Each
 * request (connect, signMessage, signTransaction) is approved, rejected ('User rejected the request.', code 4001,
 * as Phantom does) or left hanging, scripted with `respondNext`. The dev backend verifies its
 * signatures for real.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58Encode } from './base58.js'
import type { PageLike } from './ethereumTestWallet.js'

/** How a test wallet answers a request: approve, reject or never (hang). */
export type TestSolanaWalletResponse = 'approve' | 'reject' | 'hang'
/** A request a Solana test wallet answers: connect, signMessage or signTransaction. */
export type TestSolanaWalletMethod = 'connect' | 'signMessage' | 'signTransaction'

/** Options of {@link createTestSolanaWallet}: its name, key and default answers. */
export type TestSolanaWalletOptions = {
  /** Shown in the picker (default 'Foyer Test Wallet'; its wallet_client_type is 'foyer_test_wallet'). */
  name?: string | undefined
  /** 32-byte ed25519 secret key (or its hex); default: a fresh random key. */
  secretKey?: Uint8Array | string | undefined
  /** Wallet-standard chains (default ['solana:mainnet', 'solana:devnet']). */
  chains?: readonly `${string}:${string}`[] | undefined
  /** Answer to requests with no scripted response (default 'approve'). */
  defaultResponse?: TestSolanaWalletResponse | undefined
}

/** A request a Solana test wallet received, with its answer. */
export type TestSolanaWalletRequest = { method: TestSolanaWalletMethod; response: TestSolanaWalletResponse; message?: string }

/** What wallet-standard apps see (the `Wallet` interface of @wallet-standard/base). */
export type TestSolanaStandardWallet = {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/svg+xml;base64,${string}`
  readonly chains: readonly `${string}:${string}`[]
  readonly accounts: readonly TestWalletAccount[]
  readonly features: Record<string, unknown>
}
type TestWalletAccount = {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly `${string}:${string}`[]
  readonly features: readonly `${string}:${string}`[]
  readonly label?: string
}

/**
 * A Solana test wallet (from {@link createTestSolanaWallet}): the wallet-standard object, its address and
 * the requests it saw.
 */
export type TestSolanaWallet = {
  /** The wallet-standard wallet object. */
  readonly wallet: TestSolanaStandardWallet
  /** The base58 address (= the public key). */
  readonly address: string
  readonly publicKey: Uint8Array
  /** Scripts the answer to the next request (of `method`, or of any method). Queued in order. */
  respondNext(response: TestSolanaWalletResponse, method?: TestSolanaWalletMethod): void
  /** Every request so far, with the answer it got. */
  readonly requests: readonly TestSolanaWalletRequest[]
  /** Whether an app connected (and did not disconnect). */
  readonly connected: boolean
  /** Ends every hanging request with a rejection (tests' clean-up). */
  releaseHanging(): void
  /** Registers the wallet in `window` (the wallet-standard protocol); returns unregister. */
  register(window?: Window): () => void
}

/** A 4001 rejection, shaped as wallet-standard wallets (Phantom) throw it. */
export class TestSolanaWalletRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
    this.name = 'WalletSignMessageError'
  }
}

const ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#14F195"/>' +
    '<path d="M9 11h14l-3 3H6zm3 4h14l-3 3H9zm-3 4h14l-3 3H6z" fill="#1b1b1f"/></svg>',
)}` as const

const toSecret = (key: Uint8Array | string | undefined): Uint8Array => {
  if (key === undefined) return ed25519.utils.randomSecretKey()
  if (typeof key !== 'string') return key
  return Uint8Array.from(key.replace(/^0x/, '').match(/../g) ?? [], (h) => parseInt(h, 16))
}

/**
 * Signs a transaction's wire bytes (compact-u16 signature count < 128, the signatures, then the
 * legacy or v0 message) as `publicKey`: its slot among the message's required signers gets the
 * ed25519 signature of the message. Throws when the key is not a required signer.
 */
function signWireTransaction(wire: Uint8Array, publicKey: Uint8Array, secretKey: Uint8Array): Uint8Array {
  const count = wire[0]!
  const message = wire.slice(1 + 64 * count)
  let offset = message[0]! & 0x80 ? 1 : 0
  const required = message[offset]!
  offset += 3
  const keyCount = message[offset]! // fewer than 128 keys: one byte
  offset += 1
  for (let i = 0; i < Math.min(required, keyCount, count); i++) {
    const key = message.subarray(offset + 32 * i, offset + 32 * (i + 1))
    if (key.every((byte, j) => byte === publicKey[j])) {
      const signed = wire.slice()
      signed.set(ed25519.sign(message, secretKey), 1 + 64 * i)
      return signed
    }
  }
  throw new Error('The account is not a signer of this transaction')
}

/**
 * A Solana test wallet (wallet standard) whose answers a test controls: approve, reject or hang each
 * request. It signs messages and transactions (`solana:signTransaction`) with its ed25519 key.
 */
export function createTestSolanaWallet(options: TestSolanaWalletOptions = {}): TestSolanaWallet {
  const secretKey = toSecret(options.secretKey)
  const publicKey = ed25519.getPublicKey(secretKey)
  const address = base58Encode(publicKey)
  const chains = options.chains ?? ['solana:mainnet', 'solana:devnet']
  const name = options.name ?? 'Foyer Test Wallet'
  const account: TestWalletAccount = {
    address,
    publicKey,
    chains,
    features: ['solana:signMessage', 'solana:signTransaction'],
    label: name,
  }
  const queue: { response: TestSolanaWalletResponse; method?: TestSolanaWalletMethod | undefined }[] = []
  const requests: TestSolanaWalletRequest[] = []
  const hanging = new Set<(error: Error) => void>()
  const listeners = new Set<(properties: { accounts?: readonly TestWalletAccount[] }) => void>()
  let accounts: readonly TestWalletAccount[] = []

  /** The scripted answer for a request: approve → run; reject → 4001; hang → never (until released). */
  function answer<T>(method: TestSolanaWalletMethod, run: () => T, message?: string): Promise<T> {
    const at = queue.findIndex((q) => q.method === undefined || q.method === method)
    const response = at >= 0 ? queue.splice(at, 1)[0]!.response : (options.defaultResponse ?? 'approve')
    requests.push({ method, response, ...(message === undefined ? {} : { message }) })
    if (response === 'reject') return Promise.reject(new TestSolanaWalletRejectedError())
    if (response === 'hang') return new Promise<T>((_, reject) => void hanging.add(reject))
    return Promise.resolve().then(run)
  }
  const setAccounts = (next: readonly TestWalletAccount[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }

  const wallet: TestSolanaStandardWallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: ({ silent = false }: { silent?: boolean } = {}) => {
          // A silent connect (restoring after a reload) never prompts: it answers what is authorised.
          if (silent) return Promise.resolve({ accounts })
          return answer('connect', () => {
            if (accounts.length === 0) setAccounts([account])
            return { accounts }
          })
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => setAccounts([]) },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: (properties: { accounts?: readonly TestWalletAccount[] }) => void) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { account: { address: string }; transaction: Uint8Array }[]) =>
          answer('signTransaction', () =>
            inputs.map(({ account: a, transaction }) => {
              if (a.address !== address || !accounts.includes(account)) throw new Error('The account is not connected')
              return { signedTransaction: signWireTransaction(transaction, publicKey, secretKey) }
            }),
          ),
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async (...inputs: { account: { address: string }; message: Uint8Array }[]) => {
          const text = inputs.map((i) => new TextDecoder().decode(i.message)).join('\n')
          return answer(
            'signMessage',
            () =>
              inputs.map(({ account: a, message }) => {
                if (a.address !== address || !accounts.includes(account)) throw new Error('The account is not connected')
                return { signedMessage: message, signature: ed25519.sign(message, secretKey), signatureType: 'ed25519' as const }
              }),
            text,
          )
        },
      },
    },
  }

  return {
    wallet,
    address,
    publicKey,
    respondNext: (response, method) => void queue.push({ response, method }),
    get requests() {
      return [...requests]
    },
    get connected() {
      return accounts.length > 0
    },
    releaseHanging() {
      for (const reject of hanging) reject(new TestSolanaWalletRejectedError())
      hanging.clear()
    },
    register: (win) => registerStandardWallet(wallet, win),
  }
}

/**
 * The wallet-standard registration protocol, as wallets run it: dispatch
 * 'wallet-standard:register-wallet' with a callback the app calls with its `{ register }` API, and
 * answer the app's 'wallet-standard:app-ready' (an app that loads later). Returns unregister.
 */
export function registerStandardWallet(wallet: TestSolanaStandardWallet, win: Window = globalThis as unknown as Window): () => void {
  let unregister: (() => void) | undefined
  const callback = ({ register }: { register: (w: TestSolanaStandardWallet) => () => void }) => {
    unregister ??= register(wallet)
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent).detail)
  win.addEventListener('wallet-standard:app-ready', onAppReady)
  win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    win.removeEventListener('wallet-standard:app-ready', onAppReady)
    unregister?.()
  }
}

/** Creates the test wallet and registers it in `window`; also exposed as `window.__foyerTestSolanaWallet` for scripts. */
export function installTestSolanaWallet(options: TestSolanaWalletOptions & { window?: Window | undefined } = {}): TestSolanaWallet {
  const win = options.window ?? (globalThis as unknown as Window)
  const testWallet = createTestSolanaWallet(options)
  testWallet.register(win)
  ;(win as unknown as { __foyerTestSolanaWallet?: TestSolanaWallet }).__foyerTestSolanaWallet = testWallet
  return testWallet
}

/** What `installTestSolanaWalletInPage` needs of a playwright Page (as the Ethereum test wallet's). */
export type SolanaPageLike = PageLike

/** The parameters of {@link testSolanaWalletInitScript}. */
export type TestSolanaWalletInitScriptParameters = {
  name: string
  icon: string
  chains: readonly string[]
  address: string
  publicKey: readonly number[]
  /** The page function (playwright `exposeFunction`) every request is forwarded to, as JSON. */
  binding: string
}

/**
 * The page side of `installTestSolanaWalletInPage`: a self-contained script that registers a
 * wallet-standard wallet (the window protocol) whose connect / disconnect / solana:signMessage /
 * solana:signTransaction go to `binding` as JSON (`{ method, params }` → `{ result }` or
 * `{ error: { code, message } }`; bytes travel as arrays of numbers).
 */
export function testSolanaWalletInitScript(parameters: TestSolanaWalletInitScriptParameters): string {
  return `(() => {
  const cfg = ${JSON.stringify(parameters)};
  const listeners = new Set();
  let accounts = [];
  const account = Object.freeze({ address: cfg.address, publicKey: new Uint8Array(cfg.publicKey), chains: cfg.chains, features: ['solana:signMessage', 'solana:signTransaction'], label: cfg.name });
  const call = async (method, params) => {
    const out = JSON.parse(await window[cfg.binding](JSON.stringify({ method, params })));
    if (out.error) { const error = new Error(out.error.message); error.code = out.error.code; error.name = 'WalletError'; throw error; }
    return out.result;
  };
  const setAccounts = (next) => { accounts = next; listeners.forEach((listener) => listener({ accounts })); };
  const wallet = {
    version: '1.0.0', name: cfg.name, icon: cfg.icon, chains: cfg.chains,
    get accounts() { return accounts; },
    features: {
      'standard:connect': { version: '1.0.0', connect: async ({ silent } = {}) => {
        if (silent) return { accounts };
        await call('connect');
        setAccounts([account]);
        return { accounts };
      } },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => { await call('disconnect'); setAccounts([]); } },
      'standard:events': { version: '1.0.0', on: (event, listener) => {
        if (event !== 'change') return () => {};
        listeners.add(listener);
        return () => listeners.delete(listener);
      } },
      'solana:signMessage': { version: '1.1.0', signMessage: (...inputs) => Promise.all(inputs.map(async ({ message }) => {
        const signature = await call('signMessage', { message: Array.from(message) });
        return { signedMessage: message, signature: new Uint8Array(signature), signatureType: 'ed25519' };
      })) },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction: (...inputs) => Promise.all(inputs.map(async ({ transaction }) => {
        const signed = await call('signTransaction', { transaction: Array.from(transaction) });
        return { signedTransaction: new Uint8Array(signed) };
      })) },
    },
  };
  const callback = ({ register }) => register(wallet);
  window.addEventListener('wallet-standard:app-ready', (event) => callback(event.detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  window.__foyerTestSolanaWallet = wallet;
})();`
}

/**
 * Installs a test Solana wallet in a playwright page (before its scripts run): the page's
 * wallet-standard wallet is the init script's; keys and scripting stay in the test process
 * (`respondNext` there).
 */
export async function installTestSolanaWalletInPage(page: SolanaPageLike, options: TestSolanaWalletOptions = {}): Promise<TestSolanaWallet> {
  const testWallet = createTestSolanaWallet(options)
  const { wallet } = testWallet
  const features = wallet.features as {
    'standard:connect': { connect(): Promise<unknown> }
    'standard:disconnect': { disconnect(): Promise<void> }
    'solana:signMessage': { signMessage(input: { account: TestWalletAccount; message: Uint8Array }): Promise<{ signature: Uint8Array }[]> }
    'solana:signTransaction': { signTransaction(input: { account: { address: string }; transaction: Uint8Array }): Promise<{ signedTransaction: Uint8Array }[]> }
  }
  const binding = `__foyerTestSolanaWallet_${testWallet.address.slice(0, 8)}`
  await page.exposeFunction(binding, async (json: string) => {
    const { method, params } = JSON.parse(json) as { method: string; params?: { message?: number[]; transaction?: number[] } }
    try {
      if (method === 'connect') await features['standard:connect'].connect()
      if (method === 'disconnect') await features['standard:disconnect'].disconnect()
      if (method === 'connect' || method === 'disconnect') return JSON.stringify({ result: null })
      if (method === 'signMessage') {
        const [output] = await features['solana:signMessage'].signMessage({ account: wallet.accounts[0]!, message: Uint8Array.from(params?.message ?? []) })
        return JSON.stringify({ result: Array.from(output!.signature) })
      }
      if (method === 'signTransaction') {
        const [output] = await features['solana:signTransaction'].signTransaction({ account: wallet.accounts[0]!, transaction: Uint8Array.from(params?.transaction ?? []) })
        return JSON.stringify({ result: Array.from(output!.signedTransaction) })
      }
      return JSON.stringify({ error: { code: 4200, message: `Unsupported: ${method}` } })
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string }
      return JSON.stringify({ error: { code: code ?? -32603, message: message ?? 'Internal error' } })
    }
  })
  await page.addInitScript({
    content: testSolanaWalletInitScript({
      name: wallet.name, icon: wallet.icon, chains: wallet.chains, address: testWallet.address, publicKey: Array.from(testWallet.publicKey), binding,
    }),
  })
  return testWallet
}
