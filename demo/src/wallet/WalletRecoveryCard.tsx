import { useSetWalletRecovery, useUser, type FoyerError } from 'foyerkit'
import { useState } from 'react'

/**
 * "Wallet recovery": how the embedded wallet is secured (automatic, a password, a Google Drive or
 * iCloud backup) and 'Secure your account', which opens the default UI's method selection. On the
 * dev backend, Google Drive and iCloud are fake providers: their consent page lets you pick an
 * account, and only that account's drive holds the backup.
 */
export function WalletRecoveryCard() {
  const { user } = useUser()
  const { setWalletRecovery } = useSetWalletRecovery()
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const method = (user?.wallet as { recoveryMethod?: string } | undefined)?.recoveryMethod ?? null
  const secure = () => {
    setResult(null)
    setWalletRecovery().then(
      ({ recoveryMethod }) => setResult({ ok: true, text: `Secured with ${recoveryMethod}` }),
      (error: FoyerError) => setResult({ ok: false, text: error.shortMessage ?? String(error) }),
    )
  }
  return (
    <div className="card" data-testid="wallet-recovery" style={{ maxWidth: 560 }}>
      <strong>Wallet recovery</strong>
      <p>
        Secured with: <code data-testid="recovery-method">{method ?? 'no wallet yet'}</code>
      </p>
      <button type="button" onClick={secure} data-testid="secure-account">
        Secure your account
      </button>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'muted' : 'error'} data-testid="recovery-result">
          {result.text}
        </p>
      )}
    </div>
  )
}
