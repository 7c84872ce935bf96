import { useConnectWallet, useLoginWithSiwe, useWalletConnectors, useWallets } from 'foyerkit'

/**
 * Sign in with Ethereum with ONLY the wallet hooks and the host's own markup: the Ethereum
 * connectors found in the page (turn on "Test wallets" in the header), connect, then SIWE.
 */
export function EthereumSection() {
  const { connectors, ready } = useWalletConnectors()
  const { state: connect, connectWallet } = useConnectWallet()
  const { wallets } = useWallets()
  const { state, signInWithSiwe } = useLoginWithSiwe()
  const ethereum = connectors.filter((c) => c.chainType === 'ethereum')
  return (
    <div>
      {!ready ? <p>Looking for wallets…</p> : ethereum.length === 0 ? <p>No Ethereum wallet in this page.</p> : (
        <p>
          {ethereum.map((c) => (
            <button key={c.id} type="button" onClick={() => void connectWallet({ connectorId: c.id }).catch(() => {})} data-testid={`headless-connect-${c.walletClientType}`}>
              Connect {c.name}
            </button>
          ))}
        </p>
      )}
      <p data-testid="headless-eth-connect-status">Connection: {connect.status}{connect.error ? ` (${connect.error.shortMessage})` : ''}</p>
      <ul>
        {wallets.map((w) => (
          <li key={`${w.connectorId}:${w.address}`}>
            {w.meta.name} {w.address.slice(0, 6)}…{w.address.slice(-4)} on {w.chainId}{' '}
            <button type="button" onClick={() => void signInWithSiwe({ connection: w }).catch(() => {})} data-testid="headless-siwe">
              Sign in with Ethereum
            </button>{' '}
            <button type="button" onClick={() => void w.disconnect()}>Disconnect</button>
          </li>
        ))}
      </ul>
      <p data-testid="headless-siwe-status">SIWE: {state.status}</p>
      {state.error && <p role="alert" className="error">{state.error.shortMessage}</p>}
    </div>
  )
}
