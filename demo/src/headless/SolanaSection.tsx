import { useConnectWallet, useLoginWithSiws, useSolanaWallets, useWalletConnectors } from 'foyerkit'

/**
 * Sign-In-With-Solana with ONLY the hooks and the host's own markup: the wallet-standard wallets
 * found in this page (turn on "Test wallets" in the header for one), connect, then SIWS.
 */
export function SolanaSection() {
  const { connectors } = useWalletConnectors()
  const { connectWallet } = useConnectWallet()
  const { wallets } = useSolanaWallets()
  const { state, signInWithSiws } = useLoginWithSiws()
  const solana = connectors.filter((c) => c.chainType === 'solana')
  const busy = ['generating-message', 'awaiting-signature', 'submitting-signature'].includes(state.status)
  return (
    <div>
      {solana.length === 0 && <p>No Solana wallet in this page. Install Phantom or Solflare, or turn on "Test wallets".</p>}
      <ul>
        {solana.map((c) => {
          const connected = wallets.find((w) => w.connectorId === c.id)
          return (
            <li key={c.id}>
              {c.icon && <img src={c.icon} alt="" width={16} height={16} />} {c.name}{' '}
              {connected ? (
                <button
                  type="button"
                  data-testid="headless-siws"
                  disabled={busy}
                  onClick={() => signInWithSiws({ connection: connected }).catch(() => {})}
                >
                  Sign in as {connected.address.slice(0, 5)}…{connected.address.slice(-4)}
                </button>
              ) : (
                <button type="button" data-testid="headless-solana-connect" onClick={() => connectWallet({ connectorId: c.id }).catch(() => {})}>
                  Connect
                </button>
              )}
            </li>
          )
        })}
      </ul>
      <p data-testid="headless-siws-status">Status: {state.status}</p>
      {state.status === 'awaiting-signature' && state.message && <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{state.message}</pre>}
      {state.error && (
        <p role="alert" className="error">
          {state.error.shortMessage}
        </p>
      )}
    </div>
  )
}
