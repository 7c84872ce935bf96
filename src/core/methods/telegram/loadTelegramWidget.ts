import type { FoyerClient } from '../../client/types.js'
import { TELEGRAM_SCRIPT_LOAD_TIMEOUT_MS } from './constants.js'
import { TelegramNotInitializedError } from './errors.js'
import type { TelegramLoginApi } from './types.js'
import { appConfigValue } from '../../client/appConfig.js'

export type LoadTelegramWidgetReturnType = TelegramLoginApi
export type LoadTelegramWidgetErrorType = TelegramNotInitializedError

const loading = new WeakMap<FoyerClient, Promise<TelegramLoginApi>>()

/** `window.Telegram.Login` once the widget script defined it, else null. */
export function telegramLoginApi(): TelegramLoginApi | null {
  const login = (globalThis as { Telegram?: { Login?: Partial<TelegramLoginApi> } }).Telegram?.Login
  return typeof login?.auth === 'function' ? (login as TelegramLoginApi) : null
}

/**
 * Loads the hidden Telegram login script with the app's bot user name (`data-telegram-login`),
 * once per client, and resolves with `window.Telegram.Login`. The script URL is the app config's
 * `telegramAuth.scriptUrl` (Telegram's own by default; the dev backend serves a fake one), resolved
 * against the API URL. Fails with 'Telegram was not initialized' without a bot, a document, or when
 * the script does not load.
 */
export function loadTelegramWidget(client: FoyerClient): Promise<LoadTelegramWidgetReturnType> {
  const ready = telegramLoginApi()
  if (ready) return Promise.resolve(ready)
  const existing = loading.get(client)
  if (existing) return existing
  const promise = new Promise<TelegramLoginApi>((resolve, reject) => {
    const telegram = appConfigValue.get(client)?.telegramAuth
    const document = (globalThis as { document?: Document }).document
    if (!telegram) return reject(new TelegramNotInitializedError({ details: 'The app has no Telegram bot configured' }))
    if (!document) return reject(new TelegramNotInitializedError({ details: 'No document to load the widget script into' }))
    const container = document.createElement('div')
    container.setAttribute('data-foyer-telegram', '')
    container.hidden = true
    container.style.display = 'none'
    const script = document.createElement('script')
    script.async = true
    script.src = new URL(telegram.scriptUrl, client.apiUrl).toString()
    script.setAttribute('data-telegram-login', telegram.botName)
    script.setAttribute('data-request-access', 'write')
    script.setAttribute('data-size', 'large')
    const fail = (details: string) => {
      clearTimeout(timer)
      loading.delete(client)
      container.remove()
      reject(new TelegramNotInitializedError({ details }))
    }
    const timer = setTimeout(() => fail('The widget script did not load in time'), TELEGRAM_SCRIPT_LOAD_TIMEOUT_MS)
    script.onload = () => {
      const api = telegramLoginApi()
      if (!api) return fail('The widget script loaded but defined no Telegram.Login')
      clearTimeout(timer)
      resolve(api)
    }
    script.onerror = () => fail(`Could not load ${script.src}`)
    container.appendChild(script)
    document.body.appendChild(container)
  })
  loading.set(client, promise)
  return promise
}
