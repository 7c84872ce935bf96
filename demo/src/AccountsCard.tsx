import { useState } from 'react'
import { useLinkAccount, useUnlinkAccount, useUpdateEmail, useUpdatePhone, useUser, type FoyerError, type LinkedAccount } from 'foyerkit'

/** A short label for a linked account (the demo's own markup). */
function label(account: LinkedAccount): string {
  switch (account.type) {
    case 'email': return `email ${account.address}`
    case 'phone': return `phone ${account.number}`
    case 'wallet': return `wallet ${account.address.slice(0, 6)}…`
    case 'passkey': return `passkey ${account.authenticatorName ?? ''}`
    case 'farcaster': return `farcaster ${account.fid}`
    case 'telegram': return `telegram ${account.username ?? account.telegramUserId}`
    case 'cross_app': return `cross-app ${account.providerApp.name}`
    case 'custom_auth': return `custom ${account.customUserId}`
    case 'smart_wallet': return `smart wallet ${account.address.slice(0, 6)}…`
    default: return `${account.type} ${account.email ?? account.username ?? account.subject}`
  }
}

/** Link (modal), update (modal) and unlink (headless) the user's accounts: useLinkAccount, useUpdateEmail/Phone, useUnlinkAccount. */
export function AccountsCard() {
  const { user } = useUser()
  const [message, setMessage] = useState<string | null>(null)
  const report = { onSuccess: () => setMessage('Done.'), onError: (e: FoyerError) => setMessage(`${e.code}: ${e.shortMessage}`) }
  const { linkEmail, linkPhone, linkGoogle, linkPasskey } = useLinkAccount(report)
  const { updateEmail } = useUpdateEmail(report)
  const { updatePhone } = useUpdatePhone(report)
  const { unlink } = useUnlinkAccount({ onSuccess: () => setMessage('Unlinked.'), onError: report.onError })
  if (!user) return null
  const tryOpen = (open: () => void) => () => {
    setMessage(null)
    try {
      open()
    } catch {
      // The link pre-check failed: onError shows why.
    }
  }
  return (
    <section data-testid="accounts-card" style={{ marginTop: 12 }}>
      <strong>Linked accounts</strong>
      <ul>
        {user.linkedAccounts.map((account, i) => (
          <li key={i} data-testid={`linked-${account.type}`}>
            {label(account)}{' '}
            <button type="button" onClick={() => unlink(account).catch(() => {})} data-testid={`unlink-${account.type}`}>
              Unlink
            </button>
          </li>
        ))}
      </ul>
      <p>
        <button type="button" onClick={tryOpen(linkEmail)} data-testid="link-email">Link email</button>{' '}
        <button type="button" onClick={tryOpen(linkPhone)} data-testid="link-phone">Link phone</button>{' '}
        <button type="button" onClick={tryOpen(linkGoogle)} data-testid="link-google">Link Google</button>{' '}
        <button type="button" onClick={tryOpen(linkPasskey)} data-testid="link-passkey">Link passkey</button>{' '}
        {user.email && <button type="button" onClick={tryOpen(updateEmail)} data-testid="update-email">Update email</button>}{' '}
        {user.phone && <button type="button" onClick={tryOpen(updatePhone)} data-testid="update-phone">Update phone</button>}
      </p>
      {message && <p data-testid="accounts-message">{message}</p>}
    </section>
  )
}
