// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { loginWithEmailCode, sendEmailCode, stopWalletConnectors, type FoyerClient } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import {
  useCreateWallet, useFoyer, useRecoverWallet, useRecoveryRequest, useSetWalletPassword, useSetWalletRecovery, useSignMessage, useUser,
} from '../../src/hooks/index.js'
import { useWalletUiHost } from '../../src/hooks/internalApi.js'
import { createDevBackend, DEV_APP_ID, type DevBackend } from '../../src/testing/index.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'
import { providerFor } from './helpers.js'
import { clientOnBackend } from '../core/helpers.js'

const FAST_KDF = { m: 64, t: 1, p: 1 }
const clients: FoyerClient[] = []

/** A device (its own client and wallet-service storage) of the user on `backend`. */
function device(backend: DevBackend) {
  const client = clientOnBackend(backend)
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage(), passwordKdf: FAST_KDF })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  clients.push(client)
  return client
}

async function login(client: FoyerClient, backend: DevBackend) {
  await act(async () => {
    await sendEmailCode(client, { email: 'ada@example.com' })
    await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
  })
}

const hooks = () => ({
  foyer: useFoyer(), user: useUser(), create: useCreateWallet(), password: useSetWalletPassword(), recovery: useSetWalletRecovery(),
  recover: useRecoverWallet(), request: useRecoveryRequest(), sign: useSignMessage(),
})

afterEach(() => {
  for (const c of clients.splice(0)) stopWalletConnectors(c)
  cleanup()
  clearRefreshMarker(DEV_APP_ID)
})

describe('the recovery hooks', () => {
  it('useSetWalletPassword (headless) → on a new device useRecoverWallet with a wrong then the right password → the same wallet signs', async () => {
    const backend = createDevBackend()
    const first = device(backend)
    const a = renderHook(hooks, { wrapper: providerFor(first) })
    await waitFor(() => expect(a.result.current.foyer.ready).toBe(true))
    await login(first, backend)
    let address = '' as Hex
    await act(async () => {
      address = (await a.result.current.create.createWallet()).wallet.address as Hex
      await expect(a.result.current.password.setWalletPassword({ password: 'hook-Pa55word' })).resolves.toEqual({ recoveryMethod: 'user-passcode' })
    })
    expect(a.result.current.user.user?.wallet).toMatchObject({ address, recoveryMethod: 'user-passcode' })
    a.unmount()

    const second = device(backend)
    const b = renderHook(hooks, { wrapper: providerFor(second) })
    await waitFor(() => expect(b.result.current.foyer.ready).toBe(true))
    await login(second, backend)
    await act(async () => {
      await expect(b.result.current.sign.signMessage({ message: 'x' })).rejects.toMatchObject({ code: 'embedded_wallet_recovery_required' })
      await expect(b.result.current.recover.recoverWallet({ recoveryMethod: 'user-passcode', password: 'not-it-at-all' })).rejects.toMatchObject({
        shortMessage: 'Invalid recovery password, please try again.',
      })
      await expect(b.result.current.recover.recoverWallet({ recoveryMethod: 'user-passcode', password: 'hook-Pa55word' })).resolves.toEqual({ recoveryMethod: 'user-passcode' })
    })
    let signature = '' as Hex
    await act(async () => {
      signature = (await b.result.current.sign.signMessage({ message: 'back' })).signature
    })
    expect(await verifyMessage({ address, message: 'back', signature })).toBe(true)
  })

  it('useSetWalletRecovery with no method opens the selection (a default UI mounted); closing it rejects with the exit message', async () => {
    const backend = createDevBackend()
    const client = device(backend)
    const { result } = renderHook(() => ({ ...hooks(), host: useWalletUiHost('modal') }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await login(client, backend)
    await act(async () => {
      await result.current.create.createWallet()
    })
    let outcome: Promise<unknown> = Promise.resolve()
    act(() => {
      outcome = result.current.recovery.setWalletRecovery().catch((e: unknown) => e)
    })
    await waitFor(() => expect(result.current.request.request).toMatchObject({ kind: 'setRecovery', start: 'selection', currentMethod: 'privy', initiatedBy: 'user' }))
    act(() => result.current.request.close())
    expect(await outcome).toMatchObject({ shortMessage: 'User exited set recovery flow' })
    expect(result.current.request.request).toBeNull()

    // Without a password, useSetWalletPassword opens the password screens; the screens' work (the hook with the password) resolves it.
    act(() => {
      outcome = result.current.password.setWalletPassword()
    })
    await waitFor(() => expect(result.current.request.request).toMatchObject({ kind: 'setRecovery', start: 'user-passcode' }))
    await act(async () => {
      await result.current.password.setWalletPassword({ password: 'from-the-screen' })
    })
    act(() => result.current.request.close())
    await expect(outcome).resolves.toEqual({ recoveryMethod: 'user-passcode' })
  })
})
