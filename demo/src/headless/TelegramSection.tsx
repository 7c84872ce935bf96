import { useLoginWithTelegram, useUser } from 'foyerkit'

/** Telegram login / link / unlink with ONLY useLoginWithTelegram and the host's own markup. */
export function TelegramSection() {
  const { user } = useUser()
  const { state, login, loadWidget, unlink } = useLoginWithTelegram()
  const telegram = user?.telegram
  return (
    <div>
      {telegram ? (
        <p>
          Telegram: @{String(telegram.username ?? telegram.firstName)}{' '}
          <button type="button" onClick={() => unlink({ telegramUserId: String(telegram.telegramUserId) }).catch(() => {})}>
            Unlink
          </button>
        </p>
      ) : (
        <button
          type="button"
          data-testid="headless-telegram"
          onPointerEnter={() => void loadWidget().catch(() => {})}
          disabled={state.status === 'loading'}
          onClick={() => login({ intent: user ? 'link' : 'login' }).catch(() => {})}
        >
          {user ? 'Link Telegram' : 'Log in with Telegram'}
        </button>
      )}
      <p data-testid="headless-telegram-status">Status: {state.status}</p>
      {state.error && (
        <p role="alert" className="error">
          {state.error.shortMessage}
        </p>
      )}
    </div>
  )
}
