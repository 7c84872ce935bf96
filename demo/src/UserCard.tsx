import { useState } from 'react'
import { useFoyer, useLogout, useUser } from 'foyerkit'
import { PasskeysCard } from './PasskeysCard.js'
import { AccountsCard } from './AccountsCard.js'
import { AccountSecurityCard } from './AccountSecurityCard.js'

export function UserCard() {
  const { user } = useUser()
  const { logout } = useLogout()
  const { getAccessToken } = useFoyer()
  const [accessToken, setAccessToken] = useState<string | null>(null)
  if (!user) return null
  return (
    <div data-testid="user-card" className="card" style={{ maxWidth: 480 }}>
      <p data-testid="status">Logged in</p>
      <p>
        E-mail: <strong data-testid="user-email">{user.email?.address ?? '—'}</strong>
      </p>
      <p>
        Phone: <strong data-testid="user-phone">{user.phone?.number ?? '—'}</strong>
        {user.isGuest && <span data-testid="user-guest"> (guest)</span>}
      </p>
      <p>
        Accounts: <span data-testid="user-accounts">{user.linkedAccounts.map((a) => a.type).join(', ')}</span>
      </p>
      <p>
        User id: <code data-testid="user-id">{user.id}</code>
      </p>
      <AccountsCard />
      <PasskeysCard />
      <AccountSecurityCard />
      <p>
        <button type="button" onClick={() => void getAccessToken().then(setAccessToken)} data-testid="get-access-token">
          Get access token
        </button>{' '}
        {accessToken && (
          <code data-testid="access-token" data-token={accessToken} title={accessToken}>
            …{accessToken.slice(-12)}
          </code>
        )}
      </p>
      <button type="button" onClick={() => logout()} data-testid="logout">
        Log out
      </button>
    </div>
  )
}
