// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../src/core/constants.js'
import { OAUTH_PENDING_KEY } from '../../src/core/methods/oauth/constants.js'
import { crossAppFlow } from '../../src/core/methods/cross-app/flow.js'
import { emailFlow } from '../../src/core/methods/email/flow.js'
import { farcasterFlow } from '../../src/core/methods/farcaster/flow.js'
import { passkeyFlow } from '../../src/core/methods/passkey/flow.js'
import { smsFlow } from '../../src/core/methods/sms/flow.js'
import { telegramFlow } from '../../src/core/methods/telegram/flow.js'
import { FoyerModal, FoyerScreens } from '../../src/ui/index.js'
import { MethodButton } from '../../src/ui/login-methods/MethodButton.js'
import type { LoginMethodEntryProps } from '../../src/ui/methods/types.js'
import { walletUi } from '../../src/ui/methods/wallet.js'
import { createSoftwareAuthenticator, type DevBackendOptions } from '../../src/testing/index.js'
import { renderWithFoyer, typeCode, cells, type Harness } from './helpers.js'

const SOCIALS = ['google', 'apple', 'github', 'discord', 'twitter', 'linkedin']
const appConfig = (config: Record<string, unknown>): DevBackendOptions => ({ appConfig: config })

/** A stand-in for the wallet room's entries (`wallet`: the wallet picker's button; `wallet:{client}`: one wallet). */
function FakeWalletEntry({ navigate, method = 'wallet' }: LoginMethodEntryProps) {
  return <MethodButton method={method} onClick={() => navigate('success')}>{method === 'wallet' ? 'Wallet picker' : method}</MethodButton>
}
let savedWallet: typeof walletUi.entry
beforeEach(() => {
  savedWallet = walletUi.entry
})
afterEach(() => {
  walletUi.entry = savedWallet
  cleanup()
  vi.restoreAllMocks()
})
const withWalletEntry = () => {
  walletUi.entry = FakeWalletEntry
}

const ready = async (h: Harness) => {
  await waitFor(() => expect(h.foyer().ready).toBe(true))
  await screen.findByRole('heading', { name: 'Log in or sign up' })
  return h
}
/** For the modal: only `ready` (it is closed until login()). */
const started = async (h: Harness) => {
  await waitFor(() => expect(h.foyer().ready).toBe(true))
  return h
}
/** The methods on the screen, in order: method buttons, the e-mail form, the overflow button. */
const shown = () =>
  Array.from(document.querySelectorAll('[data-screen] [data-method], [data-screen] [data-overflow]')).map(
    (el) => el.getAttribute('data-method') ?? `overflow:${el.getAttribute('data-overflow')}`,
  )
const phoneValue = () => document.querySelector<HTMLInputElement>('input.foyer-phoneInput')?.value ?? ''
const overflowButton = () => document.querySelector<HTMLButtonElement>('[data-overflow]')

describe('landing: slots', () => {
  it('shows up to 5 methods (the e-mail input counts) and no overflow button', async () => {
    await ready(renderWithFoyer(<FoyerScreens />, appConfig({ login_methods: ['email', ...SOCIALS.slice(0, 4)] })))
    expect(shown()).toEqual(['email', 'google', 'apple', 'github', 'discord'])
    expect(overflowButton()).toBeNull()
  })

  it('with more than 5: 4 on the landing and ONE overflow button', async () => {
    await ready(renderWithFoyer(<FoyerScreens />, appConfig({ login_methods: ['email', 'sms', ...SOCIALS] })))
    expect(shown()).toEqual(['email', 'sms', 'google', 'apple', 'overflow:otherSocials'])
    expect(overflowButton()!.textContent).toBe('Other socials')
  })

  it('the method list is at most 400 px high', async () => {
    await ready(renderWithFoyer(<FoyerScreens />, appConfig({ login_methods: ['email', ...SOCIALS] })))
    expect(getComputedStyle(document.querySelector('.foyer-methodList')!).maxHeight).toBe('400px')
  })

  it('ordered (loginMethodsAndOrder): its primary list first, its overflow behind the button', async () => {
    await ready(renderWithFoyer(<FoyerScreens />, appConfig({
      login_methods: ['email'], login_methods_and_order: { primary: ['google', 'apple'], overflow: ['email', 'sms'] },
    })))
    expect(shown()).toEqual(['google', 'apple', 'overflow:emailOrSms'])
    expect(overflowButton()!.textContent).toBe('Continue with email or sms')
  })
})

describe('landing: the overflow label table', () => {
  it.each([
    ['only socials, socials also primary', { login_methods: ['email', ...SOCIALS] }, 'Other socials'],
    ['email + socials', { login_methods: ['email'], login_methods_and_order: { primary: ['passkey'], overflow: ['email', 'google'] } }, 'Log in with email or socials'],
    ['sms + socials', { login_methods: ['email'], login_methods_and_order: { primary: ['passkey'], overflow: ['sms', 'google'] } }, 'Log in with sms or socials'],
    ['email + sms', { login_methods: ['email'], login_methods_and_order: { primary: ['google'], overflow: ['email', 'sms'] } }, 'Continue with email or sms'],
    ['email', { login_methods: ['email'], login_methods_and_order: { primary: ['google'], overflow: ['email'] } }, 'Continue with email'],
    ['sms', { login_methods: ['email'], login_methods_and_order: { primary: ['google'], overflow: ['sms'] } }, 'Continue with sms'],
    ['only socials, none primary', { login_methods: ['email'], login_methods_and_order: { primary: ['email', 'sms'], overflow: ['google', 'apple'] } }, 'Log in with a social account'],
    ['anything else', { login_methods: ['email', 'sms', 'google', 'apple', 'passkey', 'guest'] }, 'More options'],
  ])('%s → %s', async (_, config, label) => {
    await ready(renderWithFoyer(<FoyerScreens />, appConfig(config)))
    expect(overflowButton()!.textContent).toBe(label)
  })

  it("wallets behind the button: the wallet entry relabelled 'Continue with a wallet' (web2-first)", async () => {
    withWalletEntry()
    await ready(renderWithFoyer(<FoyerScreens />, appConfig({ login_methods: ['email', 'google', 'wallet'] })))
    expect(shown()).toEqual(['email', 'google', 'wallet'])
    expect(screen.getByRole('button', { name: 'Continue with a wallet' }).getAttribute('data-method')).toBe('wallet')
  })

  it("'Other wallets' when a wallet is already on the landing", async () => {
    withWalletEntry()
    await ready(renderWithFoyer(<FoyerScreens />, appConfig({
      login_methods: ['email'], login_methods_and_order: { primary: ['wallet:metamask', 'email'], overflow: ['wallet'] },
    })))
    expect(screen.queryByRole('button', { name: 'Other wallets' })).not.toBeNull()
  })

  it('without a wallet entry the wallet section renders nothing', async () => {
    walletUi.entry = undefined
    await ready(renderWithFoyer(<FoyerScreens />, appConfig({ login_methods: ['email', 'google', 'wallet'] })))
    expect(shown()).toEqual(['email', 'google'])
  })

  it("web3-first: the wallets on the landing, the web2 group behind 'Log in with email or socials'", async () => {
    withWalletEntry()
    await ready(renderWithFoyer(<FoyerScreens />, appConfig({
      login_methods: ['email', 'google', 'apple', 'wallet'], appearance: { login_group_priority: 'web3-first' },
    })))
    expect(shown()).toEqual(['wallet', 'overflow:emailOrSocials'])
  })
})

describe('landing: the overflow view', () => {
  it('opens from the overflow button, lists the rest, and its back button returns', async () => {
    await ready(renderWithFoyer(<FoyerScreens />, appConfig({ login_methods: ['email', ...SOCIALS] })))
    fireEvent.click(overflowButton()!)
    await waitFor(() => expect(document.querySelector('[data-screen="loginOverflow"]')).not.toBeNull())
    expect(shown()).toEqual(['discord', 'twitter', 'linkedin'])
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(document.querySelector('[data-screen="landing"]')).not.toBeNull())
    expect(shown()).toEqual(['email', 'google', 'apple', 'github', 'overflow:otherSocials'])
  })

  it('logs in with e-mail from the overflow view', async () => {
    const h = await ready(renderWithFoyer(<FoyerScreens />, appConfig({
      login_methods: ['email'], login_methods_and_order: { primary: ['google', 'apple'], overflow: ['email', 'sms'] },
    })))
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email or sms' }))
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Enter confirmation code')
    typeCode(fireEvent, cells(screen), h.backend.mailbox.latest('ada@example.com')!.code)
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull())
    await waitFor(() => expect(h.foyer().user?.email?.address).toBe('ada@example.com'))
  })
})

describe("landing: the 'Recent' chip", () => {
  const seedRecent = (h: Harness, method: string) => h.client.storage.set(STORAGE_KEYS.recentLoginMethod, method)

  it('marks the recent method button', async () => {
    const h = renderWithFoyer(<FoyerScreens />, appConfig({ login_methods: ['email', 'google', 'apple'] }), {})
    seedRecent(h, 'apple')
    await ready(h)
    const apple = screen.getByRole('button', { name: 'Continue with Apple' })
    expect(within(apple).getByText('Recent').className).toContain('foyer-recentChip')
    expect(apple.getAttribute('data-recent')).toBe('true')
    expect(screen.getAllByText('Recent')).toHaveLength(1)
  })

  it('marks the overflow button when the recent method is behind it, and the method in the overflow view', async () => {
    const h = renderWithFoyer(<FoyerScreens />, appConfig({ login_methods: ['email', ...SOCIALS] }))
    seedRecent(h, 'linkedin')
    await ready(h)
    expect(within(overflowButton()!).queryByText('Recent')).not.toBeNull()
    fireEvent.click(overflowButton()!)
    const linkedin = await screen.findByRole('button', { name: 'Continue with LinkedIn' })
    expect(within(linkedin).queryByText('Recent')).not.toBeNull()
  })

  it('appears on the e-mail input after an e-mail login, and stays after logout', async () => {
    const h = await started(renderWithFoyer(<FoyerModal />, appConfig({ login_methods: ['email', 'google'] })))
    act(() => h.foyer().login())
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'ada@example.com' } })
    expect(screen.queryByText('Recent')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Enter confirmation code')
    typeCode(fireEvent, cells(screen), h.backend.mailbox.latest('ada@example.com')!.code)
    await waitFor(() => expect(h.foyer().authenticated).toBe(true))
    await act(() => h.foyer().logout())
    act(() => h.foyer().login())
    await screen.findByLabelText('Email address')
    expect(document.querySelector('form[data-method="email"] .foyer-recentChip')?.textContent).toBe('Recent')
  })
})

describe('landing: login({ loginMethods, prefill, disableSignup })', () => {
  it('loginMethods restricts and orders what shows', async () => {
    await ready(renderWithFoyer(<FoyerScreens loginOptions={{ loginMethods: ['apple', 'email'] }} />, appConfig({ login_methods: ['email', ...SOCIALS] })))
    expect(shown()).toEqual(['apple', 'email'])
  })

  it("login() with a method the app cannot offer throws \"Login method 'x' is not enabled for this app\"", async () => {
    const h = await started(renderWithFoyer(<FoyerModal />, appConfig({ login_methods: ['email', 'google'] })))
    expect(() => h.foyer().login({ loginMethods: ['sms'] })).toThrow("Login method 'sms' is not enabled for this app")
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => h.foyer().login({ loginMethods: ['google'] }))
    await screen.findByRole('button', { name: 'Continue with Google' })
    expect(shown()).toEqual(['google'])
  })

  it('prefill fills the e-mail input', async () => {
    await ready(renderWithFoyer(<FoyerScreens loginOptions={{ prefill: { type: 'email', value: 'grace@example.com' } }} />))
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('grace@example.com')
  })

  it('prefill fills the phone input (SMS entry → phone screen)', async () => {
    await ready(renderWithFoyer(<FoyerScreens loginOptions={{ prefill: { type: 'phone', value: '+12015550123' } }} />, appConfig({ login_methods: ['sms'] })))
    fireEvent.click(screen.getByRole('button', { name: 'Continue with SMS' }))
    await waitFor(() => expect(phoneValue()).toMatch(/201/), { timeout: 4000 })
  })

  describe('disableSignup reaches every method', () => {
    const options = { disableSignup: true }

    it('email', async () => {
      const h = await ready(renderWithFoyer(<FoyerScreens loginOptions={options} />))
      fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } })
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
      await screen.findByText('Enter confirmation code')
      expect(emailFlow.get(h.client).disableSignup).toBe(true)
    })

    it('sms', async () => {
      const h = await ready(renderWithFoyer(<FoyerScreens loginOptions={{ ...options, prefill: { type: 'phone', value: '+12015550123' } }} />, appConfig({ login_methods: ['sms'] })))
      fireEvent.click(screen.getByRole('button', { name: 'Continue with SMS' }))
      await waitFor(() => expect(phoneValue()).toMatch(/201/), { timeout: 4000 })
      fireEvent.submit(document.querySelector('.foyer-phoneInput')!.closest('form')!)
      await waitFor(() => expect(smsFlow.get(h.client).status).toBe('awaiting-code-input'))
      expect(smsFlow.get(h.client).disableSignup).toBe(true)
    })

    it('social OAuth (kept across the redirect)', async () => {
      vi.spyOn(window.location, 'assign').mockImplementation(() => {})
      const h = await ready(renderWithFoyer(<FoyerScreens loginOptions={options} />, appConfig({ login_methods: ['google'] })))
      fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
      await waitFor(() => expect(h.client.storage.get(OAUTH_PENDING_KEY)).not.toBeNull())
      expect(JSON.parse(h.client.storage.get(OAUTH_PENDING_KEY)!)).toMatchObject({ disableSignup: true })
    })

    it('passkey: no sign-up chooser, straight to the login prompt', async () => {
      const h = await ready(renderWithFoyer(<FoyerScreens loginOptions={options} />, appConfig({
        login_methods: ['passkey'], login_config: { passkeys_for_signup_enabled: true },
      }), { webauthn: createSoftwareAuthenticator() }))
      fireEvent.click(screen.getByRole('button', { name: 'Log in with a passkey' }))
      await waitFor(() => expect(passkeyFlow.get(h.client).status).not.toBe('initial'))
      expect(screen.queryByText('Log in or create a new account?')).toBeNull()
      expect(passkeyFlow.get(h.client)).toMatchObject({ mode: 'login', disableSignup: true })
    })

    it('telegram', async () => {
      const global = globalThis as { Telegram?: unknown }
      global.Telegram = { Login: { auth: (_: unknown, callback: (r: false) => void) => setTimeout(() => callback(false), 10) } }
      try {
        const h = await ready(renderWithFoyer(<FoyerScreens loginOptions={options} />, appConfig({ login_methods: ['telegram'] })))
        fireEvent.click(screen.getByRole('button', { name: 'Continue with Telegram' }))
        await waitFor(() => expect(telegramFlow.get(h.client).status).not.toBe('initial'))
        expect(telegramFlow.get(h.client).disableSignup).toBe(true)
      } finally {
        delete global.Telegram
      }
    })

    it('farcaster', async () => {
      const h = await ready(renderWithFoyer(<FoyerScreens loginOptions={options} />, appConfig({ login_methods: ['farcaster'] })))
      fireEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
      await waitFor(() => expect(farcasterFlow.get(h.client).status).toBe('awaiting-approval'))
      expect(farcasterFlow.get(h.client).disableSignup).toBe(true)
    })

    it('cross-app', async () => {
      const popup = { closed: false, location: { replace: () => {} }, close: () => {} }
      vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
      const provider = { id: 'foyerarcadeapp00000000001', name: 'Arcade' }
      const h = await ready(renderWithFoyer(<FoyerScreens loginOptions={options} />, {
        crossAppProviders: [provider], appConfig: { login_methods: [`privy:${provider.id}`] },
      }))
      fireEvent.click(await screen.findByRole('button', { name: 'Continue with Arcade' }))
      await waitFor(() => expect(crossAppFlow.get(h.client).status).toBe('loading'))
      expect(crossAppFlow.get(h.client).disableSignup).toBe(true)
    })
  })
})

describe('landing: hideDirectWeb2Inputs', () => {
  it("'Continue with email' opens the e-mail screen, whose form sends the code; SMS stays a button to the phone screen", async () => {
    const h = await ready(renderWithFoyer(<FoyerScreens />, appConfig({ login_methods: ['email', 'sms'], appearance: { hide_direct_web2_inputs: true } })))
    expect(screen.queryByLabelText('Email address')).toBeNull()
    expect(shown()).toEqual(['email', 'sms'])
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Log in with email' })).not.toBeNull())
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Enter confirmation code')
    expect(h.backend.mailbox.latest('ada@example.com')).toBeTruthy()
  })

  it("'Continue with SMS' opens the phone screen", async () => {
    await ready(renderWithFoyer(<FoyerScreens />, appConfig({ login_methods: ['email', 'sms'], appearance: { hide_direct_web2_inputs: true } })))
    fireEvent.click(screen.getByRole('button', { name: 'Continue with SMS' }))
    await waitFor(() => expect(screen.queryByText('Log in with SMS')).not.toBeNull())
  })
})

describe('landing: connect-only', () => {
  it('shows only the wallet section', async () => {
    withWalletEntry()
    const h = renderWithFoyer(<FoyerScreens initialScreen="connectOnly" />, appConfig({ login_methods: ['email', 'google', 'wallet'] }))
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Connect a wallet' })).not.toBeNull())
    expect(shown()).toEqual(['wallet'])
    expect(screen.queryByLabelText('Email address')).toBeNull()
  })
})
