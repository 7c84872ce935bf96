// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { es, FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

const pageAt = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url)

afterEach(() => {
  cleanup()
  pageAt('http://localhost:3000/')
})

/** The browser's own WebAuthn (no injected authenticator): it is the one that refuses IP addresses. */
function renderPasskeyLanding(copy?: typeof es) {
  return renderWithFoyer(<FoyerScreens copy={copy} />, { appConfig: { login_methods: ['email', 'passkey'] } })
}

describe('the passkey screen on a page opened by an IP address', () => {
  it("says passkeys need a domain name and where to go instead (http://localhost:PORT)", async () => {
    pageAt('http://127.0.0.1:4321/account')
    renderPasskeyLanding()
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with a passkey' }))
    await waitFor(() => expect(screen.queryByText('Passkeys need a domain name: open http://localhost:4321 instead of an IP address.')).not.toBeNull())
    expect(screen.queryByText('An unknown error occurred.')).toBeNull()
  })

  it('in Spanish too', async () => {
    pageAt('http://127.0.0.1:4321/')
    renderPasskeyLanding(es)
    fireEvent.click(await screen.findByRole('button', { name: 'Inicia sesión con una llave de acceso' }))
    await waitFor(() =>
      expect(screen.queryByText('Las llaves de acceso necesitan un nombre de dominio: abre http://localhost:4321 en lugar de una dirección IP.')).not.toBeNull(),
    )
  })

  it('a non-loopback address: the message asks for the domain name', async () => {
    pageAt('http://10.0.0.7:8080/')
    renderPasskeyLanding()
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with a passkey' }))
    await waitFor(() => expect(screen.queryByText('Passkeys need a domain name: open this page by its domain name instead of an IP address.')).not.toBeNull())
  })
})
