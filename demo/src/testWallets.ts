/**
 * The demo's test wallets (a toggle in the header): when on (localStorage `demo-test-wallets`),
 * an EIP-6963 Ethereum wallet and a wallet-standard Solana wallet from foyerkit/testing are installed
 * in the page before the app renders, so a person can try SIWE / SIWS without an extension. Their
 * keys are kept in localStorage (the same addresses after a reload). Scriptable from the console
 * or a browser test: `window.__foyerTestEthereumWallet.respondNext('reject')`.
 */
export const TEST_WALLETS_KEY = 'demo-test-wallets'
const ETH_KEY = 'demo-test-wallet-eth-key'
const SOL_KEY = 'demo-test-wallet-sol-key'

export const testWalletsEnabled = () => localStorage.getItem(TEST_WALLETS_KEY) === 'on'

export function setTestWalletsEnabled(on: boolean) {
  localStorage.setItem(TEST_WALLETS_KEY, on ? 'on' : 'off')
  window.location.reload()
}

const randomHex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('')

function storedKey(name: string): string {
  const existing = localStorage.getItem(name)
  if (existing) return existing
  const key = randomHex(32)
  localStorage.setItem(name, key)
  return key
}

/** Installs the test wallets when the toggle is on (loaded only then). */
export async function installDemoTestWallets(): Promise<void> {
  if (!testWalletsEnabled()) return
  const [{ installTestEthereumWallet }, solana] = await Promise.all([
    import('../../src/testing/ethereumTestWallet.js'),
    import('../../src/testing/solanaTestWallet.js').catch(() => null),
  ])
  // It sends transactions on the dev backend's local networks (funding a wallet from it).
  const rpc = (chainId: number) => (chainId === 31337 || chainId === 31338 ? `${window.location.origin}/rpc/evm/${chainId}` : undefined)
  installTestEthereumWallet({ privateKey: `0x${storedKey(ETH_KEY)}`, rpc })
  solana?.installTestSolanaWallet({ secretKey: storedKey(SOL_KEY) })
}
