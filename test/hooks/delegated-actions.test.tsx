// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loginWithEmailCode, sendEmailCode, stopWalletConnectors, type FoyerClient } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { registerWalletUiHost } from '../../src/core/wallets/embedded/walletUiHosts.js'
import { useCreateWallet, useDelegatedActions, useDelegationRequest, useFoyer, useUser, type FoyerError } from '../../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID, type DevBackend } from '../../src/testing/index.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'
import { clientOnBackend } from '../core/helpers.js'
import { providerFor } from './helpers.js'

let client: FoyerClient
let backend: DevBackend
let unregister: (() => void) | null = null
beforeEach(() => {
  backend = createDevBackend()
  client = clientOnBackend(backend)
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  clearRefreshMarker(DEV_APP_ID)
})
afterEach(() => {
  unregister?.()
  unregister = null
  stopWalletConnectors(client)
  cleanup()
})

const hooks = (callbacks: Parameters<typeof useDelegatedActions>[0]) => () => ({
  foyer: useFoyer(), user: useUser(), create: useCreateWallet(), actions: useDelegatedActions(callbacks), shown: useDelegationRequest(),
})

async function loggedIn(result: { current: ReturnType<ReturnType<typeof hooks>> }) {
  await waitFor(() => expect(result.current.foyer.ready).toBe(true))
  await act(async () => {
    await sendEmailCode(client, { email: 'ada@example.com' })
    await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
  })
  return (await act(() => result.current.create.createWallet())).wallet
}

const delegatedFlag = (user: ReturnType<typeof useUser>['user'], address: string) =>
  (user?.linkedAccounts.find((a) => a.type === 'wallet' && a.address === address) as { delegated?: boolean } | undefined)?.delegated

describe('useDelegatedActions and useDelegationRequest against the dev backend', () => {
  it("delegateWallet shows the consent; accept() delegates; closing calls onSuccess; useUser's wallet says delegated, then not after revokeWallets", async () => {
    const results: unknown[] = []
    const { result } = renderHook(hooks({ onSuccess: (r) => void results.push(r) }), { wrapper: providerFor(client) })
    const wallet = await loggedIn(result)
    unregister = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })

    let delegating!: Promise<unknown>
    act(() => {
      delegating = result.current.actions.delegateWallet({ address: wallet.address, chainType: 'ethereum' })
    })
    await waitFor(() => expect(result.current.shown.request).toMatchObject({ action: 'delegate', address: wallet.address }), { timeout: 5000 })
    expect(result.current.shown.delegation.status).toBe('asking')
    await act(() => result.current.shown.accept())
    expect(result.current.shown.delegation.status).toBe('success')
    act(() => result.current.shown.close())
    await act(() => delegating)
    expect(results).toHaveLength(1)
    expect(delegatedFlag(result.current.user.user, wallet.address)).toBe(true)

    let revoking!: Promise<unknown>
    act(() => {
      revoking = result.current.actions.revokeWallets()
    })
    await waitFor(() => expect(result.current.shown.request?.action).toBe('revoke'), { timeout: 5000 })
    await act(() => result.current.shown.accept())
    act(() => result.current.shown.close())
    await act(() => revoking)
    expect(results).toHaveLength(2)
    expect(delegatedFlag(result.current.user.user, wallet.address)).toBe(false)
  })

  it('onError gets the refusals: no delegated wallet to revoke, an address that is not an embedded wallet of the user', async () => {
    const errors: (FoyerError | Error)[] = []
    const { result } = renderHook(hooks({ onError: (e) => void errors.push(e) }), { wrapper: providerFor(client) })
    await loggedIn(result)
    await act(() => expect(result.current.actions.revokeWallets()).rejects.toThrow('The user has no delegated wallets to revoke'))
    await act(() => expect(result.current.actions.delegateWallet({ address: '0x0000000000000000000000000000000000000001', chainType: 'ethereum' })).rejects.toThrow("The address to delegate must be one of the user's embedded wallets"))
    expect(errors.map((e) => (e as FoyerError).code)).toEqual(['user_has_not_delegated_wallet', 'EMBEDDED_WALLET_NOT_FOUND'])
  })
})
