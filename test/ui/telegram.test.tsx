// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createFoyerClient, createMemoryStorage, type TelegramLoginApi } from '../../src/core/internal.js'
import { FoyerProvider } from '../../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID, signTelegramAuthResult, TELEGRAM_TEST_USERS } from '../../src/testing/index.js'
import { FoyerModal, FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

const CONFIG = { login_methods: ['email', 'telegram'] }
const global = globalThis as { Telegram?: { Login: TelegramLoginApi } }

/** What the widget script defines: answers a signed result for Ada, or false (window closed). */
function installWidget(answer: 'ada' | 'cancel') {
  global.Telegram = {
    Login: {
      auth: (_options, callback) => {
        if (answer === 'cancel') return setTimeout(() => callback(false), 10)
        void signTelegramAuthResult({ user: TELEGRAM_TEST_USERS[0]! }).then(callback)
      },
    },
  }
}

afterEach(() => {
  cleanup()
  delete global.Telegram
})

describe('Telegram in the default UI', () => {
  it("'Continue with Telegram' → the status screen → Success!, logged in", async () => {
    installWidget('ada')
    const h = renderWithFoyer(<FoyerScreens />, { appConfig: CONFIG })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Telegram' }))
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull())
    await waitFor(() => expect(h.foyer().user?.telegram).toMatchObject({ username: 'ada_l' }))
  })

  it('a closed Telegram window: Authentication failed, the reason, Retry', async () => {
    installWidget('cancel')
    renderWithFoyer(<FoyerScreens />, { appConfig: CONFIG })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Telegram' }))
    await waitFor(() => expect(screen.queryByText('Authentication failed')).not.toBeNull())
    expect(screen.queryByText('Telegram auth failed or was canceled by the client')).not.toBeNull()
    installWidget('ada')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull())
  })

  it('Telegram login parameters in the URL at load: the modal opens by itself and logs in; the URL is cleaned', async () => {
    const backend = createDevBackend({ appConfig: CONFIG })
    const signed = await signTelegramAuthResult({ user: TELEGRAM_TEST_USERS[1]! })
    const url = new URL('https://host.example/page?x=1')
    for (const [k, v] of Object.entries(signed)) url.searchParams.set(k, String(v))
    ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url.toString())
    const client = createFoyerClient({
      appId: DEV_APP_ID, apiUrl: 'http://foyer.dev.local', fetch: (i, init) => backend.fetch(new Request(i, init)), storage: createMemoryStorage(),
    })
    render(<FoyerProvider client={client}><FoyerModal /></FoyerProvider>)
    await screen.findByRole('dialog', { name: 'log in or sign up' })
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull())
    expect(window.location.href).toBe('https://host.example/page?x=1')
    expect(backend.users.list()[0]!.linked_accounts[0]).toMatchObject({ type: 'telegram', username: 'grace_h' })
  })
})
