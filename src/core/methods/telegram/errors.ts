import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'

/** Telegram's login window answered nothing usable (closed, refused). */
export class TelegramAuthFailedError extends FoyerError<'telegram_auth_failed'> {
  override name = 'TelegramAuthFailedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Telegram auth failed or was canceled by the client', 'telegram_auth_failed', p)
  }
}

/** The app has no Telegram bot, or the widget script could not load. */
export class TelegramNotInitializedError extends FoyerError<'telegram_not_initialized'> {
  override name = 'TelegramNotInitializedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Telegram was not initialized', 'telegram_not_initialized', p)
  }
}
