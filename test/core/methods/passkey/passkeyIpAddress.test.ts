import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  passkeyFlow, isPasskeyCeremonyError, loginWithPasskey, PasskeyIpAddressError, relyingParty, signupWithPasskey,
} from '../../../../src/core/internal.js'
import { createDevBackend, createSoftwareAuthenticator } from '../../../../src/testing/index.js'
import { clientOnBackend } from '../../helpers.js'

const browserClient = () => clientOnBackend(createDevBackend())
const at = (url: string) => {
  const { protocol, hostname, port, origin } = new URL(url)
  vi.stubGlobal('location', { protocol, hostname, port, origin })
}
afterEach(() => vi.unstubAllGlobals())

describe('passkeys on a page opened by an IP address', () => {
  it.each([
    ['http://127.0.0.1:4321/', 'http://localhost:4321'],
    ['http://127.0.0.1/', 'http://localhost'],
    ['https://127.0.0.2:8443/app', 'https://localhost:8443'],
    ['http://[::1]:5173/', 'http://localhost:5173'],
  ])('%s (loopback): PasskeyIpAddressError pointing at %s', (page, url) => {
    at(page)
    const error = (() => {
      try {
        relyingParty(browserClient())
      } catch (e) {
        return e
      }
    })() as PasskeyIpAddressError
    expect(error).toBeInstanceOf(PasskeyIpAddressError)
    expect(error.url).toBe(url)
    expect(error.code).toBe('passkey_ip_address')
    expect(error.shortMessage).toBe(`Passkeys need a domain name: open ${url} instead of an IP address.`)
    expect(isPasskeyCeremonyError(error)).toBe(true)
  })

  it('another IP address: no localhost to point at, the message says to use the domain name', () => {
    at('http://192.168.1.20:3000/')
    expect(() => relyingParty(browserClient())).toThrow(PasskeyIpAddressError)
    try {
      relyingParty(browserClient())
    } catch (error) {
      expect((error as PasskeyIpAddressError).url).toBeUndefined()
      expect((error as PasskeyIpAddressError).shortMessage).toBe(
        'Passkeys need a domain name: open this page by its domain name instead of an IP address.',
      )
    }
  })

  it.each(['http://localhost:4321/', 'https://app.example.com/', 'http://127.0.0.1.nip.io:3000/'])('%s: the host name is the relying party', (page) => {
    at(page)
    expect(relyingParty(browserClient())).toBe(new URL(page).hostname)
  })

  it("with the browser's WebAuthn, login and sign-up fail before asking the server; the flow state holds the error", async () => {
    at('http://127.0.0.1:4321/')
    const backend = createDevBackend()
    const client = clientOnBackend(backend)
    await expect(loginWithPasskey(client)).rejects.toBeInstanceOf(PasskeyIpAddressError)
    expect(passkeyFlow.get(client)).toMatchObject({ status: 'error', error: expect.any(PasskeyIpAddressError) })
    await expect(signupWithPasskey(client)).rejects.toThrow('Passkeys need a domain name: open http://localhost:4321 instead of an IP address.')
    expect(backend.requests.list().filter((r) => r.path.includes('passkeys'))).toEqual([])
  })

  it('an injected authenticator (tests, stories) has no such limit: sign-up works on an IP address', async () => {
    at('http://127.0.0.1:4321/')
    const device = createSoftwareAuthenticator()
    const client = clientOnBackend(createDevBackend(), { webauthn: device })
    expect(relyingParty(client)).toBe('127.0.0.1')
    await signupWithPasskey(client)
    expect(device.credentials()).toHaveLength(1)
    expect(passkeyFlow.get(client)).toMatchObject({ status: 'done' })
  })
})
