import { useLinkAccount, useSolanaWallets, useWallets } from 'foyerkit'

/** The logged-in user's connected Ethereum wallets, and 'Link a wallet' (the wallet picker in link mode). */
export function WalletsCard() {
  const { wallets } = useWallets()
  const { linkWallet } = useLinkAccount()
  return (
    <div data-testid="wallets-card" className="card" style={{ maxWidth: 480 }}>
      <strong>Connected wallets</strong>
      <ul data-testid="connected-wallets">
        {wallets.map((w) => (
          <li key={`${w.connectorId}:${w.address}`} data-address={w.address}>
            {w.meta.name}: <code>{w.address.slice(0, 6)}…{w.address.slice(-4)}</code> ({w.chainId}){w.linked ? ' · linked' : ''}{' '}
            <button type="button" onClick={() => void w.disconnect()}>Disconnect</button>
          </li>
        ))}
      </ul>
      <SolanaWallets />
      <button type="button" onClick={() => linkWallet()} data-testid="link-wallet">Link a wallet</button>
    </div>
  )
}

/** The connected Solana wallets (useSolanaWallets). */
function SolanaWallets() {
  const { wallets } = useSolanaWallets()
  if (wallets.length === 0) return null
  return (
    <ul data-testid="connected-solana-wallets">
      {wallets.map((w) => (
        <li key={`${w.connectorId}:${w.address}`} data-address={w.address}>
          {w.meta.name} (Solana): <code>{w.address.slice(0, 5)}…{w.address.slice(-4)}</code>{w.linked ? ' · linked' : ''}{' '}
          <button type="button" onClick={() => void w.disconnect()}>Disconnect</button>
        </li>
      ))}
    </ul>
  )
}
