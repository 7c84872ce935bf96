// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loginWithEmailCode, sendEmailCode, stopWalletConnectors, type FoyerClient } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { createWallet } from '../../src/core/wallets/embedded/createWallet.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { openRecoverWallet, openSetWalletRecovery } from '../../src/core/wallets/embedded/recovery/openWalletRecovery.js'
import { recoveryRequestValue, type RecoveryUiRequest } from '../../src/core/wallets/embedded/recovery/recoveryRequest.js'
import { DEV_APP_ID } from '../../src/testing/index.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { FoyerModal } from '../../src/ui/index.js'
import { recoveryRouteKeyOf } from '../../src/ui/screens/recovery/routes.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'
import { renderWithFoyer, type Harness } from './helpers.js'

let harness: Harness | null = null
afterEach(() => {
  if (harness) stopWalletConnectors(harness.client)
  harness = null
  cleanup()
})

async function loggedIn(): Promise<Harness> {
  clearRefreshMarker(DEV_APP_ID)
  const h = renderWithFoyer(<FoyerModal />)
  const service = createWalletService({ appId: h.backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(h.backend), storage: memoryStorage(), passwordKdf: { m: 64, t: 1, p: 1 } })
  setEmbeddedFrameConnection(h.client, { connect: () => servicePort(service) })
  harness = h
  await waitFor(() => expect(h.foyer().ready).toBe(true))
  await act(async () => {
    await sendEmailCode(h.client, { email: 'ada@example.com' })
    await loginWithEmailCode(h.client, { code: h.backend.mailbox.latest('ada@example.com')!.code })
  })
  return h
}

const show = (client: FoyerClient, request: Omit<Extract<RecoveryUiRequest, { kind: 'setRecovery' }>, 'id' | 'kind'>) =>
  act(() => recoveryRequestValue.set(client, { id: 1, kind: 'setRecovery', ...request }))
const optionNames = () => screen.getAllByRole('button').map((b) => b.textContent).filter((name) => /Back up|password/.test(name ?? ''))

describe('the recovery method selection', () => {
  const all = ['user-passcode', 'google-drive', 'icloud'] as const
  const table: [string, Parameters<typeof show>[1], string, string, string[]][] = [
    ['no method yet (a creation)', { initiatedBy: 'automatic', currentMethod: null, start: 'selection', options: [...all] },
      'Secure your account', 'Select a method for logging in on new devices and recovering your account.', ['Back up to Google Drive', 'Back up to Apple iCloud', 'Set a password']],
    ['automatic recovery', { initiatedBy: 'user', currentMethod: 'privy', start: 'selection', options: [...all] },
      'Secure your account', 'Select a method for logging in on new devices and recovering your account.', ['Back up to Google Drive', 'Back up to Apple iCloud', 'Set a password']],
    ['a password', { initiatedBy: 'user', currentMethod: 'user-passcode', start: 'selection', options: [...all] },
      'Update backup method', 'Your account is currently secured using a password.', ['Back up to Google Drive', 'Back up to Apple iCloud', 'Reset your password']],
    ['Google Drive (hidden)', { initiatedBy: 'user', currentMethod: 'google-drive', start: 'selection', options: [...all] },
      'Update backup method', 'Your account is currently secured using Google Drive.', ['Back up to Apple iCloud', 'Set a password']],
    ['iCloud (hidden)', { initiatedBy: 'user', currentMethod: 'icloud', start: 'selection', options: [...all] },
      'Update backup method', 'Your account is currently secured using Apple iCloud.', ['Back up to Google Drive', 'Set a password']],
    ["only the app's options", { initiatedBy: 'user', currentMethod: 'privy', start: 'selection', options: ['user-passcode'] },
      'Secure your account', 'Select a method for logging in on new devices and recovering your account.', ['Set a password']],
  ]
  it.each(table)('secured with %s → title, text and options', async (_label, request, title, text, options) => {
    const h = await loggedIn()
    show(h.client, request)
    expect((await screen.findAllByRole('heading', { name: title })).length).toBeGreaterThan(0)
    expect(await screen.findByText(text)).not.toBeNull()
    expect(optionNames()).toEqual(options)
  })

  it("'Why do I need to secure my account?' opens the info screen; 'Select backup method' returns; closing rejects with the exit message", async () => {
    const h = await loggedIn()
    await act(() => createWallet(h.client))
    let outcome!: Promise<unknown>
    act(() => {
      outcome = openSetWalletRecovery(h.client).catch((e: unknown) => e)
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Why do I need to secure my account?' }))
    expect((await screen.findAllByRole('heading', { name: 'Why do I need to secure my account?' })).length).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole('button', { name: 'Select backup method' }))
    expect((await screen.findAllByRole('heading', { name: 'Secure your account' })).length).toBeGreaterThan(0)
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!)
    expect(await outcome).toMatchObject({ shortMessage: 'User exited set recovery flow' })
    await waitFor(() => expect(screen.queryAllByRole('heading', { name: 'Secure your account' })).toHaveLength(0))
  })
})

describe('where a recovery request starts', () => {
  const base = { id: 1, options: ['user-passcode', 'google-drive', 'icloud'] as ('user-passcode' | 'google-drive' | 'icloud')[] }
  const table: [string, RecoveryUiRequest, string][] = [
    ['the host asks for the selection', { ...base, kind: 'setRecovery', initiatedBy: 'user', currentMethod: 'privy', start: 'selection' }, 'selection'],
    ['the host asks for a password', { ...base, kind: 'setRecovery', initiatedBy: 'user', currentMethod: 'privy', start: 'user-passcode' }, 'user-passcode'],
    ['a creation that requires a password', { ...base, kind: 'setRecovery', initiatedBy: 'automatic', currentMethod: null, start: 'user-passcode' }, 'splash'],
    ['a creation with a cloud backup', { ...base, kind: 'setRecovery', initiatedBy: 'automatic', currentMethod: null, start: 'google-drive' }, 'google-drive'],
    ['recovering a password wallet', { id: 1, kind: 'recover', recoveryMethod: 'user-passcode', entropyId: '0x1' }, 'recover:user-passcode'],
    ['recovering an iCloud wallet', { id: 1, kind: 'recover', recoveryMethod: 'icloud', entropyId: '0x1' }, 'recover:icloud'],
    ['recovering an automatic wallet', { id: 1, kind: 'recover', recoveryMethod: 'privy', entropyId: '0x1' }, 'recover:privy'],
  ]
  it.each(table)('%s → %s', (_label, request, key) => {
    expect(recoveryRouteKeyOf(request)).toBe(key)
  })
})

describe('the secure-account splash and automatic recovery', () => {
  it("a creation that requires a password opens on 'Secure Your Account' with 'Add password', with no close button", async () => {
    const h = await loggedIn()
    show(h.client, { initiatedBy: 'automatic', currentMethod: null, start: 'user-passcode', options: ['user-passcode'] })
    expect((await screen.findAllByRole('heading', { name: 'Secure Your Account' })).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Add password' })).not.toBeNull()
    // Asked by wallet creation: the screens cannot be closed before they are done.
    expect(screen.queryAllByRole('button', { name: 'Close' })).toHaveLength(0)
  })

  it("'Automatically secure your account' → Confirm → 'Success', then closes and resolves", async () => {
    const h = await loggedIn()
    await act(() => createWallet(h.client))
    let outcome!: Promise<unknown>
    act(() => {
      outcome = openRecoverWallet(h.client, { recoveryMethod: 'privy' })
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    expect(screen.getAllByRole('heading', { name: 'Automatically secure your account' }).length).toBeGreaterThan(0)
    expect((await screen.findAllByRole('heading', { name: 'Success' })).length).toBeGreaterThan(0)
    await expect(outcome).resolves.toEqual({ recoveryMethod: 'privy' })
    expect(recoveryRequestValue.get(h.client)).toBeNull()
  })
})
