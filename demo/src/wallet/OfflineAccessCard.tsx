import { useDelegatedActions, useUser, type FoyerError } from 'foyerkit'
import { useState } from 'react'

type EmbeddedWallet = { id: string | null; address: string; chainType: 'ethereum' | 'solana'; delegated: boolean }

/**
 * "Offline access" (delegated actions): 'Enable offline access' lets the app's server sign with an
 * embedded wallet while the user is away (the wallet service hands the backend the wallet's key,
 * sealed to it); 'Revoke offline access' takes every delegation back. The server side — a Node
 * script signing with `foyerkit/server` — is in docs/delegated-actions.md; the wallet ids it needs
 * are shown here.
 */
export function OfflineAccessCard() {
  const { user } = useUser()
  const { delegateWallet, revokeWallets } = useDelegatedActions()
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const wallets = (user?.linkedAccounts ?? []).filter(
    (a): a is typeof a & EmbeddedWallet => a.type === 'wallet' && (a as { connectorType?: string }).connectorType === 'embedded',
  ) as EmbeddedWallet[]
  const fail = (error: FoyerError) => setResult({ ok: false, text: error.shortMessage ?? String(error) })
  const delegate = (wallet: EmbeddedWallet) => {
    setResult(null)
    delegateWallet({ address: wallet.address, chainType: wallet.chainType }).then(() => setResult({ ok: true, text: `Offline access enabled for ${wallet.address}` }), fail)
  }
  const revoke = () => {
    setResult(null)
    revokeWallets().then(() => setResult({ ok: true, text: 'Offline access revoked' }), fail)
  }
  return (
    <div className="card" data-testid="offline-access" style={{ maxWidth: 560 }}>
      <strong>Offline access (delegated actions)</strong>
      {wallets.length === 0 && <p className="muted">No embedded wallet yet.</p>}
      <ul>
        {wallets.map((wallet) => (
          <li key={wallet.address} data-testid={`offline-wallet-${wallet.chainType}`} data-wallet-id={wallet.id ?? ''} data-delegated={String(wallet.delegated)}>
            {wallet.chainType} <code>{wallet.address.slice(0, 10)}…</code> id <code>{wallet.id}</code>: {wallet.delegated ? 'delegated' : 'not delegated'}{' '}
            {!wallet.delegated && (
              <button type="button" onClick={() => delegate(wallet)} data-testid={`delegate-${wallet.chainType}`}>Enable offline access</button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" onClick={revoke} data-testid="revoke-offline-access">Revoke offline access</button>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'muted' : 'error'} data-testid="offline-access-result">{result.text}</p>
      )}
    </div>
  )
}
