// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiError, CannotLinkMoreOfTypeError, CannotLinkMorePasskeysError, FoyerError, NetworkError, PROVIDER_ERRORS, RequestTimeoutError, TelegramAuthFailedError,
  TelegramNotInitializedError, toWalletError, UnableToConnectWalletError, UnknownConnectWalletError, WalletConnectTimeoutError,
} from '../../src/core/index.js'
import { createTranslate, en, es, FoyerScreens } from '../../src/ui/index.js'
import { enCatalogue } from '../../src/ui/copy/catalogue.js'
import { errorMessage, errorMessageKey } from '../../src/ui/lib/errorMessage.js'
import { formatDate } from '../../src/ui/screens/mfa/parts.js'
import { renderWithFoyer } from './helpers.js'

afterEach(cleanup)
// The error texts are in the whole catalogue, a chunk the screens load (and suspend for) before showing an error.
beforeAll(() => enCatalogue.preload())

const SLOW = { timeout: 5000 }
const tEn = createTranslate()
const tEs = createTranslate(es)

describe('error messages through the catalogue', () => {
  it('every wallet provider error code has a key whose English text is the standard message', () => {
    for (const entry of PROVIDER_ERRORS) {
      const error = toWalletError({ code: entry.code })
      expect(errorMessageKey(error)).toBe(`error.message.${entry.name}`)
      expect(errorMessage(error, tEn, 'wallet.status.unableToConnect')).toBe(entry.message)
    }
  })

  it("the kit's own errors show the English text of their code, and the locale's in Spanish", () => {
    const errors = [
      new TelegramAuthFailedError(), new TelegramNotInitializedError(), new RequestTimeoutError(), new NetworkError(),
      new WalletConnectTimeoutError(), new UnableToConnectWalletError(), new UnknownConnectWalletError(), new CannotLinkMorePasskeysError(),
    ]
    for (const error of errors) {
      expect(errorMessage(error, tEn, 'error.generic.detail')).toBe(error.shortMessage)
      const key = errorMessageKey(error)!
      expect(errorMessage(error, tEs, 'error.generic.detail')).toBe(es[key])
      expect(es[key]).not.toBe(en[key])
    }
    expect(errorMessage(toWalletError({ code: 4001 }), tEs, 'wallet.status.unableToConnect')).toBe('Rechazaste la solicitud.')
  })

  it("a server's message is shown as it is, unless it is the catalogue's English text of that error", () => {
    const server = (code: string, message: string) => new ApiError({ status: 400, code, message, path: '/api/v1/x', method: 'POST' })
    expect(errorMessage(server('disallowed_login_method', 'Email login is not enabled'), tEs, 'error.generic.detail')).toBe('Email login is not enabled')
    expect(errorMessage(server('cannot_link_more_of_type', 'Cannot link more passkeys to account.'), tEs, 'error.cannotLinkMore.detail'))
      .toBe('No se pueden vincular más llaves de acceso a la cuenta.')
    expect(errorMessage(server('bad_request', ''), tEs, 'error.generic.detail')).toBe('Inténtalo más tarde')
  })

  it('errors that share a code are told apart by class', () => {
    expect(errorMessage(new CannotLinkMorePasskeysError(), tEs, 'error.generic.detail')).toBe(es['error.cannotLinkMore.detail'])
    expect(errorMessage(new CannotLinkMoreOfTypeError('email'), tEs, 'error.generic.detail')).toBe('No puedes vincular otra cuenta de este tipo.')
    expect(errorMessage(new FoyerError('', 'cannot_link_more_of_type'), tEn, 'error.cannotLinkMore.detail')).toBe('Cannot link more passkeys to account.')
  })

  it('anything else shows the fallback', () => {
    expect(errorMessage(new Error('boom'), tEs, 'wallet.status.unableToConnect')).toBe('No se pudo conectar la billetera')
    expect(errorMessage(null, tEn, 'error.generic.detail')).toBe('Try again later')
  })
})

describe('the Spanish locale in the default UI', () => {
  it('renders the landing in Spanish, with lang="es" on the root; English roots say lang="en"', async () => {
    renderWithFoyer(<FoyerScreens copy={es} />)
    await waitFor(() => expect(screen.queryByText('Inicia sesión o regístrate')).not.toBeNull(), SLOW)
    expect(screen.queryByLabelText('Correo electrónico')).not.toBeNull()
    expect(document.querySelector('[data-foyer]')!.getAttribute('lang')).toBe('es')
    cleanup()
    renderWithFoyer(<FoyerScreens />)
    await screen.findByText('Log in or sign up', {}, SLOW)
    expect(document.querySelector('[data-foyer]')!.getAttribute('lang')).toBe('en')
  })

  it('a partial override on top of the locale wins for its keys only', async () => {
    renderWithFoyer(<FoyerScreens copy={{ ...es, 'landing.header': 'Entra a Acme' }} />)
    await waitFor(() => expect(screen.queryByText('Entra a Acme')).not.toBeNull(), SLOW)
    expect(screen.queryByLabelText('Correo electrónico')).not.toBeNull()
    expect(screen.queryByText('Inicia sesión o regístrate')).toBeNull()
  })

  it('the phone screen names the countries in the catalogue language', async () => {
    const h = renderWithFoyer(<FoyerScreens copy={es} />, { appConfig: { login_methods: ['email', 'sms'], intl: { default_country: 'DE' } } })
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar con SMS' }, SLOW))
    const country = (await screen.findByRole('combobox', { name: 'País' }, SLOW)) as HTMLInputElement
    expect(country.value).toBe('Alemania (+49)')
    // Type-ahead by the Spanish name ('estados' finds the United States).
    fireEvent.change(country, { target: { value: 'estados' } })
    const list = await screen.findByRole('listbox', { name: 'País' })
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toContain('Estados Unidos+1')
  })

  it('dates are written in the catalogue language', () => {
    const date = new Date(Date.UTC(2025, 2, 14, 12))
    expect(formatDate(date, 'es')).toMatch(/14 mar\.? 2025/)
    expect(formatDate(date, 'en')).toBe('Mar 14, 2025')
  })
})
