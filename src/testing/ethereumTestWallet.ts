/**
 * A test Ethereum wallet: an EIP-1193 provider backed by a viem local account, announced through
 * EIP-6963 like a browser extension. Each prompt (eth_requestAccounts, personal_sign,
 * wallet_switchEthereumChain) answers as scripted with `respondNext`: 'approve' (default),
 * 'reject' (4001 'User rejected the request.') or 'hang' (never answers; a real wallet whose popup
 * was left open). The dev backend verifies its SIWE signatures for real.
 *
 * Two ways in: `installTestEthereumWallet()` in the page itself (in-process tests, the demo's
 * toggle), or `installTestEthereumWalletInPage(page)` for playwright — the page gets a small
 * init script (`testEthereumWalletInitScript`) whose provider forwards every request to the
 * wallet in the test process through an exposed function.
 */
import { createWalletClient, custom, defineChain, getAddress, hexToString, isHex, numberToHex, type Hex } from 'viem'
import { privateKeyToAccount, generatePrivateKey, type PrivateKeyAccount } from 'viem/accounts'

/** How a test wallet answers a request: approve, reject or never (hang). */
export type TestEthereumWalletResponse = 'approve' | 'reject' | 'hang'
/** A request an Ethereum test wallet lets a test answer. */
export type TestEthereumWalletMethod = 'eth_requestAccounts' | 'personal_sign' | 'wallet_switchEthereumChain' | 'eth_sendTransaction'

/** A chain's JSON-RPC as the test wallet sends transactions to it: a URL (fetched), or an EIP-1193 provider. */
export type TestEthereumWalletRpc = string | { request(args: { method: string; params?: unknown }): Promise<unknown> }

/** Options of {@link createTestEthereumWallet}: its key, EIP-6963 info and default answers. */
export type TestEthereumWalletOptions = {
  /** Default: a fresh random key. */
  privateKey?: Hex | undefined
  /** EIP-6963 info (defaults: 'Foyer Test Wallet', rdns 'dev.foyer.testwallet'). */
  name?: string | undefined
  rdns?: string | undefined
  icon?: `data:image/${string}` | undefined
  /** The wallet's chain (default 1). */
  chainId?: number | undefined
  /**
   * Where the wallet sends transactions (`eth_sendTransaction`: signed with its key, then
   * `eth_sendRawTransaction`), per chain id, e.g. the dev backend's `/rpc/evm/{chainId}`. Without
   * it (or for a chain it does not name) `eth_sendTransaction` is refused (4200).
   */
  rpc?: ((chainId: number) => TestEthereumWalletRpc | undefined) | undefined
  /** The fetch an RPC URL is reached with (default: the global one). */
  fetch?: typeof globalThis.fetch | undefined
}

/** A request an Ethereum test wallet received, with its answer. */
export type TestEthereumWalletRequest = { method: string; params?: unknown; response?: TestEthereumWalletResponse }

type Listener = (...args: unknown[]) => void

/** The EIP-1193 provider of an Ethereum test wallet. */
export type TestEip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  isFoyerTestWallet: true
}

/**
 * An Ethereum test wallet (from {@link createTestEthereumWallet}): its account, address, EIP-6963 info,
 * provider and the requests it saw.
 */
export type TestEthereumWallet = {
  readonly account: PrivateKeyAccount
  readonly address: `0x${string}`
  readonly info: { uuid: string; name: string; icon: `data:image/${string}`; rdns: string }
  readonly provider: TestEip1193Provider
  /** Scripts the next prompt (of `method`, or any prompt): approve, reject (4001) or hang. */
  respondNext(response: TestEthereumWalletResponse, method?: TestEthereumWalletMethod): void
  /** Every request the page made, in order. */
  readonly requests: TestEthereumWalletRequest[]
  /** Whether the page was granted the account (eth_requestAccounts approved). */
  readonly connected: boolean
  /** Announces the provider (EIP-6963) in `window`, now and on every request; returns an uninstall. */
  announce(window: Window): () => void
  /** Revokes the page's access (like disconnecting in the extension): accountsChanged []. */
  revoke(): void
}

/** The icon of the test wallets (an SVG data URL). */
export const TEST_WALLET_ICON: `data:image/${string}` = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#0f766e"/><path d="M11 14h18v14H11z" fill="none" stroke="#fff" stroke-width="3"/><circle cx="24" cy="21" r="2.5" fill="#fff"/></svg>',
)}`

const PROMPTS: readonly string[] = ['eth_requestAccounts', 'personal_sign', 'wallet_switchEthereumChain', 'eth_sendTransaction']

class ProviderRpcError extends Error {
  constructor(readonly code: number, message: string) {
    super(message)
    this.name = 'ProviderRpcError'
  }
}

/**
 * An Ethereum test wallet (EIP-1193 and EIP-6963) whose answers a test controls: approve, reject or hang
 * each request.
 */
export function createTestEthereumWallet(options: TestEthereumWalletOptions = {}): TestEthereumWallet {
  const account = privateKeyToAccount(options.privateKey ?? generatePrivateKey())
  const info = {
    uuid: crypto.randomUUID(),
    name: options.name ?? 'Foyer Test Wallet',
    icon: options.icon ?? TEST_WALLET_ICON,
    rdns: options.rdns ?? 'dev.foyer.testwallet',
  }
  let chainId = options.chainId ?? 1
  let connected = false
  const queue: { response: TestEthereumWalletResponse; method?: TestEthereumWalletMethod | undefined }[] = []
  const requests: TestEthereumWalletRequest[] = []
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const nextResponse = (method: string): TestEthereumWalletResponse => {
    const index = queue.findIndex((q) => !q.method || q.method === method)
    if (index < 0) return 'approve'
    return queue.splice(index, 1)[0]!.response
  }
  const prompt = async (method: string, entry: TestEthereumWalletRequest) => {
    const response = nextResponse(method)
    entry.response = response
    if (response === 'reject') throw new ProviderRpcError(4001, 'User rejected the request.')
    if (response === 'hang') await new Promise<never>(() => undefined)
  }
  const provider: TestEip1193Provider = {
    isFoyerTestWallet: true,
    async request({ method, params }) {
      const entry: TestEthereumWalletRequest = { method, params }
      requests.push(entry)
      if (PROMPTS.includes(method)) await prompt(method, entry)
      switch (method) {
        case 'eth_requestAccounts':
          if (!connected) {
            connected = true
            emit('connect', { chainId: numberToHex(chainId) })
            emit('accountsChanged', [account.address])
          }
          return [account.address]
        case 'eth_accounts':
          return connected ? [account.address] : []
        case 'eth_chainId':
          return numberToHex(chainId)
        case 'net_version':
          return String(chainId)
        case 'personal_sign': {
          const [data, address] = params as [Hex | string, string]
          if (!connected || getAddress(address) !== account.address) throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
          const message = isHex(data) ? hexToString(data) : data
          return account.signMessage({ message })
        }
        case 'wallet_switchEthereumChain': {
          const [{ chainId: next }] = params as [{ chainId: Hex }]
          chainId = Number.parseInt(next, 16)
          emit('chainChanged', next)
          return null
        }
        case 'eth_sendTransaction': {
          const [tx] = params as [{ from?: string; to?: Hex; value?: Hex; data?: Hex; gas?: Hex }]
          if (!connected || (tx.from && getAddress(tx.from) !== account.address)) throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
          const rpc = options.rpc?.(chainId)
          if (!rpc) throw new ProviderRpcError(4200, `The wallet cannot send on chain ${chainId}`)
          const transport = typeof rpc === 'string' ? custom({ request: jsonRpc(rpc, options.fetch ?? globalThis.fetch) }) : custom(rpc)
          const chain = defineChain({ id: chainId, name: `Chain ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
          const wallet = createWalletClient({ account, chain, transport })
          return wallet.sendTransaction({
            to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : 0n, ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
          } as never)
        }
        case 'wallet_revokePermissions':
          connected = false
          emit('accountsChanged', [])
          return null
        default:
          throw new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}`)
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  return {
    account,
    address: account.address,
    info,
    provider,
    requests,
    get connected() {
      return connected
    },
    respondNext: (response, method) => void queue.push({ response, method }),
    announce(win) {
      const detail = Object.freeze({ info, provider })
      const announceNow = () => win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
      win.addEventListener('eip6963:requestProvider', announceNow)
      announceNow()
      return () => win.removeEventListener('eip6963:requestProvider', announceNow)
    },
    revoke() {
      connected = false
      emit('accountsChanged', [])
    },
  }
}

let rpcId = 0
/** A JSON-RPC `request` over HTTP (the wallet's chains). */
function jsonRpc(url: string, fetch: typeof globalThis.fetch) {
  return async ({ method, params }: { method: string; params?: unknown }) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: (rpcId += 1), method, params: params ?? [] }) })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
    return body.result
  }
}

/**
 * Creates a test wallet and announces it in `window` (default: the global one); also exposes it
 * as `window.__foyerTestEthereumWallet` so a test (or a person in the console) can script it.
 */
export function installTestEthereumWallet(options: TestEthereumWalletOptions & { window?: Window | undefined } = {}): TestEthereumWallet {
  const win = options.window ?? (globalThis as unknown as Window)
  const wallet = createTestEthereumWallet(options)
  wallet.announce(win)
  ;(win as unknown as { __foyerTestEthereumWallet?: TestEthereumWallet }).__foyerTestEthereumWallet = wallet
  return wallet
}

/** The name of the function a page's init-script wallet calls into (one per binding id). */
export const testWalletBindingName = (id = 'default') => `__foyerTestWalletRequest_${id.replace(/\W/g, '_')}`

/**
 * The init script (for playwright's `page.addInitScript`) of a page-side EIP-1193 provider that
 * announces itself through EIP-6963 and forwards every request to `window[binding]` — a function
 * the test exposes (`page.exposeFunction`) that calls the test process's wallet. Errors keep
 * their numeric `code` (4001 …). Self-contained: no imports in the page.
 */
export function testEthereumWalletInitScript(
  { info, binding = testWalletBindingName() }: { info: TestEthereumWallet['info']; binding?: string | undefined },
): string {
  return `(() => {
  const info = ${JSON.stringify(info)};
  const listeners = {};
  const provider = {
    isFoyerTestWallet: true,
    async request(args) {
      const answer = JSON.parse(await window[${JSON.stringify(binding)}](JSON.stringify(args)));
      if (answer.error) { const e = new Error(answer.error.message); e.code = answer.error.code; throw e; }
      return answer.result;
    },
    on(event, fn) { (listeners[event] ||= new Set()).add(fn); },
    removeListener(event, fn) { listeners[event] && listeners[event].delete(fn); },
  };
  const detail = Object.freeze({ info, provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();`
}

/** What `installTestEthereumWalletInPage` needs of a playwright Page. */
export type PageLike = {
  exposeFunction(name: string, fn: (json: string) => Promise<string>): Promise<unknown>
  addInitScript(script: string | { content: string }): Promise<unknown>
}

/**
 * Installs a test wallet in a playwright page (before its scripts run): the page's provider is
 * the init script's, the keys and the scripting stay in the test process (`respondNext` there).
 */
export async function installTestEthereumWalletInPage(page: PageLike, options: TestEthereumWalletOptions = {}): Promise<TestEthereumWallet> {
  const wallet = createTestEthereumWallet(options)
  const binding = testWalletBindingName(wallet.info.uuid)
  await page.exposeFunction(binding, async (json: string) => {
    try {
      return JSON.stringify({ result: await wallet.provider.request(JSON.parse(json) as { method: string; params?: unknown }) })
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string }
      return JSON.stringify({ error: { code: code ?? -32603, message: message ?? 'Internal JSON-RPC error.' } })
    }
  })
  await page.addInitScript({ content: testEthereumWalletInitScript({ info: wallet.info, binding }) })
  return wallet
}
