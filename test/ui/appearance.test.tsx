// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FoyerProvider } from '../../src/hooks/index.js'
import { DEV_APP_ID, type DevBackendOptions } from '../../src/testing/index.js'
import { FoyerModal, FoyerScreens, type Appearance, type ScreenReplacementProps } from '../../src/ui/index.js'
import { cells, renderWithFoyer, typeCode } from './helpers.js'

afterEach(cleanup)

/** A provider with a provider-wide `appearance` around `ui`, its client on an in-process dev backend. */
const renderWithProviderAppearance = (ui: ReactNode, appearance: Appearance | undefined, options: DevBackendOptions = {}) =>
  renderWithFoyer(ui, options, {}, { appearance })

const heading = async (name: string) => (await screen.findByRole('heading', { name })) as HTMLElement

async function toCodeScreen(h: ReturnType<typeof renderWithProviderAppearance>, email = 'ada@example.com') {
  await waitFor(() => expect(h.foyer().ready).toBe(true))
  fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: email } })
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
  await heading('Enter confirmation code')
}

describe('the appearance cascade', () => {
  const provider: Appearance = {
    slots: { title: { color: 'red' } },
    landing: { slots: { title: { color: 'green', letterSpacing: '1px' } } },
  }
  const levels: [string, string, Appearance | undefined][] = [
    ['the provider\'s per-screen entry over its slots', 'green', undefined],
    ['the prop over the provider\'s per-screen entry', 'blue', { slots: { title: { color: 'blue' } } }],
    ['the prop\'s per-screen entry over its own slots', 'purple', { slots: { title: { color: 'blue' } }, landing: { slots: { title: { color: 'purple' } } } }],
  ]
  it.each(levels)('%s: the landing title is %s', async (_, color, prop) => {
    const h = renderWithProviderAppearance(<FoyerScreens appearance={prop} />, provider)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const title = await heading('Log in or sign up')
    expect(title.style.color).toBe(color)
    // Keys merge across levels: the provider's per-screen letterSpacing stays under any later color.
    expect(title.style.letterSpacing).toBe('1px')
  })

  it('class names of every level are kept; per-screen entries apply on their screen only (the router sets them per entry)', async () => {
    const h = renderWithProviderAppearance(
      <FoyerScreens
        appearance={{
          slots: { title: 'prop-title' },
          landing: { slots: { title: 'prop-landing-title' } },
          emailCode: { slots: { title: 'prop-code-title', otpInputCell: { borderColor: 'orange' } } },
        }}
      />,
      { slots: { title: 'provider-title' }, emailCode: { slots: { title: 'provider-code-title' } } },
    )
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const landingTitle = await heading('Log in or sign up')
    expect([...landingTitle.classList]).toEqual(expect.arrayContaining(['foyer-title', 'provider-title', 'prop-title', 'prop-landing-title']))
    expect(landingTitle.classList).not.toContain('prop-code-title')
    await toCodeScreen(h)
    const codeTitle = await heading('Enter confirmation code')
    expect([...codeTitle.classList]).toEqual(expect.arrayContaining(['provider-title', 'prop-title', 'provider-code-title', 'prop-code-title']))
    expect(codeTitle.classList).not.toContain('prop-landing-title')
    expect(cells(screen)[0]!.style.borderColor).toBe('orange')
  })

  it('<FoyerModal>: the provider-wide root and the prop\'s modal slot both apply', async () => {
    const h = renderWithProviderAppearance(
      <FoyerModal appearance={{ slots: { modal: 'prop-modal' }, landing: { slots: { title: { color: 'purple' } } } }} />,
      { slots: { root: 'provider-root', modal: 'provider-modal', title: { color: 'red' } } },
    )
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => h.foyer().login())
    const dialog = await screen.findByRole('dialog', { name: 'log in or sign up' })
    expect(document.querySelector('[data-foyer].provider-root')).not.toBeNull()
    const modal = dialog.querySelector('.foyer-modal') ?? document.querySelector('.foyer-modal')
    expect(modal!.classList).toContain('provider-modal')
    expect(modal!.classList).toContain('prop-modal')
    expect((await heading('Log in or sign up')).style.color).toBe('purple')
  })

  it('variants get a stable class: foyer-loginMethodButton__google', async () => {
    const h = renderWithProviderAppearance(<FoyerScreens />, undefined, { appConfig: { login_methods: ['email', 'google'] } })
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const google = await screen.findByRole('button', { name: /Google/ })
    expect(google.classList).toContain('foyer-loginMethodButton')
    expect(google.classList).toContain('foyer-loginMethodButton__google')
  })
})

describe('appearance.components', () => {
  it('Logo gets the config logo and alt; Disclaimer gets the legal URLs and can wrap Default', async () => {
    const logo = vi.fn(({ src, alt, appName }: { src: string | null; alt: string; appName: string }) => <img data-testid="host-logo" src={src ?? ''} alt={alt} data-app={appName} />)
    const h = renderWithProviderAppearance(
      <FoyerScreens />,
      {
        components: {
          Logo: logo,
          Disclaimer: ({ termsUrl, privacyUrl, Default }) => (
            <div data-testid="host-disclaimer" data-terms={termsUrl ?? ''} data-privacy={privacyUrl ?? ''}>
              <Default />
            </div>
          ),
        },
      },
      { appConfig: { logo_url: 'https://example.com/logo.png', legal: { terms_and_conditions_url: 'https://t.example', privacy_policy_url: 'https://p.example' } } },
    )
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const img = await screen.findByTestId('host-logo')
    expect(img.getAttribute('src')).toBe('https://example.com/logo.png')
    const appName = img.getAttribute('data-app')!
    expect(appName).not.toBe('')
    expect(img.getAttribute('alt')).toContain(appName)
    expect(document.querySelector('img.foyer-logo')).toBeNull()
    const disclaimer = screen.getByTestId('host-disclaimer')
    expect(disclaimer.dataset.terms).toBe('https://t.example')
    expect(disclaimer.dataset.privacy).toBe('https://p.example')
    expect(disclaimer.textContent).toBe('By logging in I agree to the Terms & Privacy Policy')
  })

  it('Spinner replaces the loading spinner with its size and label', async () => {
    const h = renderWithProviderAppearance(
      <FoyerScreens appearance={{ components: { Spinner: ({ size, label }) => <p data-testid="host-spinner" data-size={size}>{label}</p> } }} />,
      undefined,
    )
    const spinner = await screen.findByTestId('host-spinner') // before ready: the full-screen loading state
    expect(spinner.dataset.size).toBe('28')
    expect(spinner.textContent).toBe('Loading')
    expect(document.querySelector('.foyer-spinner')).toBeNull()
    await waitFor(() => expect(h.foyer().ready).toBe(true))
  })

  it('icons: close and back glyphs, and every login method mark (given the kit\'s as Default)', async () => {
    const h = renderWithProviderAppearance(
      <FoyerScreens
        onClose={() => {}}
        appearance={{
          components: {
            icons: {
              close: ({ size }) => <i data-testid="host-close" data-size={size} />,
              back: () => <i data-testid="host-back" />,
              loginMethod: ({ method, Default }) => <i data-testid={`host-mark-${method}`} data-default={Default ? 'yes' : 'no'} />,
            },
          },
        }}
      />,
      undefined,
      { appConfig: { login_methods: ['email', 'google', 'sms'] } },
    )
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    expect((await screen.findByTestId('host-close')).dataset.size).toBe('16')
    expect(screen.getByRole('button', { name: 'Close' }).contains(screen.getByTestId('host-close'))).toBe(true)
    expect(screen.getByTestId('host-mark-google').dataset.default).toBe('yes')
    expect(screen.getByTestId('host-mark-sms').dataset.default).toBe('yes')
    await toCodeScreen(h)
    expect(screen.getByRole('button', { name: 'Back' }).contains(screen.getByTestId('host-back'))).toBe(true)
  })

  it('icons.success replaces the check mark inside the successIcon slot', async () => {
    const h = renderWithProviderAppearance(<FoyerScreens initialScreen="success" appearance={{ components: { icons: { success: ({ size }) => <i data-testid="host-check" data-size={size} /> } } }} />, undefined)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const check = await screen.findByTestId('host-check')
    expect(check.dataset.size).toBe('32')
    expect(check.parentElement!.classList).toContain('foyer-successIcon')
  })

  it('Avatar shows a cross-app provider\'s logo', async () => {
    const ARCADE = { id: 'providerapp00000000000001', name: 'Arcade', iconUrl: 'https://arcade.example/icon.png' }
    const h = renderWithProviderAppearance(
      <FoyerScreens appearance={{ components: { Avatar: ({ src, kind, size }) => <b data-testid="host-avatar" data-src={src ?? ''} data-kind={kind} data-size={size} /> } }} />,
      undefined,
      { crossAppProviders: [ARCADE], appConfig: { login_methods: ['email', `privy:${ARCADE.id}`] } },
    )
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await waitFor(() => expect(screen.getByTestId('host-avatar').dataset.src).toBe(ARCADE.iconUrl))
    expect(screen.getByTestId('host-avatar').dataset.kind).toBe('app')
  })
})

describe('screen replacements get the hook values of their screen', () => {
  it('a landing replacement drives the e-mail flow with hooks.loginWithEmail; the code screen wraps Default', async () => {
    const seen: string[] = []
    function HostLanding({ hooks, navigate }: ScreenReplacementProps<'landing'>) {
      const { state, sendCode } = hooks.loginWithEmail
      seen.push(state.status)
      const [email, setEmail] = useState('')
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            sendCode({ email }).then(() => navigate('emailCode'), () => {})
          }}
        >
          <p data-testid="status">{state.status}</p>
          <p data-testid="methods">{hooks.landing.methods.join(',')}</p>
          <input aria-label="Host e-mail" value={email} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit">Host send</button>
        </form>
      )
    }
    function HostCode({ hooks, Default }: ScreenReplacementProps<'emailCode'>) {
      return (
        <>
          <p data-testid="code-status">{hooks.loginWithEmail.state.status}</p>
          <p>Sent to {hooks.loginWithEmail.state.destination}</p>
          <Default />
        </>
      )
    }
    const h = renderWithProviderAppearance(<FoyerScreens appearance={{ screens: { emailCode: HostCode } }} />, { screens: { landing: HostLanding } })
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    expect((await screen.findByTestId('status')).textContent).toBe('initial')
    expect(screen.getByTestId('methods').textContent).toContain('email')
    fireEvent.change(screen.getByLabelText('Host e-mail'), { target: { value: 'host@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Host send' }))
    await waitFor(() => expect(seen).toContain('sending-code'))
    expect((await screen.findByTestId('code-status')).textContent).toBe('awaiting-code-input')
    expect(screen.queryByText('Sent to host@example.com')).not.toBeNull()
    await heading('Enter confirmation code') // the default screen, wrapped
    typeCode(fireEvent, cells(screen), h.backend.mailbox.latest('host@example.com')!.code)
    await waitFor(() => expect(h.foyer().authenticated).toBe(true))
    await waitFor(() => expect(screen.queryByText('Success!')).not.toBeNull())
  })

  it('navigate, back and close work from a replacement', async () => {
    const onClose = vi.fn()
    const h = renderWithProviderAppearance(
      <FoyerScreens
        onClose={onClose}
        appearance={{
          screens: {
            landing: ({ navigate }) => <button onClick={() => navigate('smsPhone')}>Host to SMS</button>,
            smsPhone: ({ back, close, canGoBack, hooks }) => (
              <>
                <p data-testid="sms-status">{hooks.loginWithSms.state.status}:{hooks.phoneInput.state.countryCode}</p>
                <button disabled={!canGoBack} onClick={back}>Host back</button>
                <button onClick={close}>Host close</button>
              </>
            ),
          },
        }}
      />,
      undefined,
    )
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    fireEvent.click(await screen.findByRole('button', { name: 'Host to SMS' }))
    expect((await screen.findByTestId('sms-status')).textContent).toBe('initial:US')
    fireEvent.click(screen.getByRole('button', { name: 'Host close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Host back' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Host to SMS' })).not.toBeNull())
  })
})

describe('typing', () => {
  it('<FoyerProvider appearance> takes foyerkit/ui\'s Appearance (registered by the ui entry)', () => {
    const ok = <FoyerProvider appId={DEV_APP_ID} appearance={{ slots: { primaryButton: 'pill' }, emailCode: { slots: { otpInputCell: { borderRadius: 4 } } } }} />
    // @ts-expect-error not a slot name
    const wrongSlot = <FoyerProvider appId={DEV_APP_ID} appearance={{ slots: { primaryButon: 'typo' } }} />
    // @ts-expect-error not a screen id
    const wrongScreen = <FoyerProvider appId={DEV_APP_ID} appearance={{ emailCodes: { slots: {} } }} />
    // @ts-expect-error Spinner takes { size, label }, not a string
    const wrongComponent = <FoyerProvider appId={DEV_APP_ID} appearance={{ components: { Spinner: 'spin' } }} />
    // @ts-expect-error the replacement's hooks are the screen's: emailCode has no loginWithSms
    const wrongHooks: Appearance = { screens: { emailCode: ({ hooks }) => <p>{hooks.loginWithSms.state.status}</p> } }
    expect([ok, wrongSlot, wrongScreen, wrongComponent, wrongHooks].every(Boolean)).toBe(true)
  })
})
