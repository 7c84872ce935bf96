import { setTestWalletsEnabled, testWalletsEnabled } from './testWallets.js'

/** The header toggle that installs the test wallets (reloads the page). */
export function TestWalletsToggle() {
  const on = testWalletsEnabled()
  return (
    <label title="Installs an Ethereum (EIP-6963) and a Solana (wallet-standard) test wallet in this page">
      <input type="checkbox" checked={on} onChange={(e) => setTestWalletsEnabled(e.target.checked)} data-testid="test-wallets-toggle" /> Test wallets
    </label>
  )
}
