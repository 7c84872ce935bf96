// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { attachExportFrame, closeWalletRequest, exportFrameUrl, loginWithEmailCode, sendEmailCode, stopWalletConnectors, walletRequestValue, type FoyerClient } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { registerWalletUiHost } from '../../src/core/wallets/embedded/walletUiHosts.js'
import { useCreateWallet, useExportWallet, useFoyer, useWalletExport, type FoyerError } from '../../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID, type DevBackend } from '../../src/testing/index.js'
import { createExportHandler, createWalletService, readExportQuery, type ExportedSecrets } from '../../src/wallet-service/index.js'
import { HOST, backendFetch, memoryStorage } from '../wallet-service/helpers.js'
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

describe('useExportWallet and useWalletExport against the dev backend', () => {
  it('exportWallet opens the export; useWalletExport follows it to the frame showing the key; closing calls onSuccess', async () => {
    let succeeded = 0
    const { result } = renderHook(() => ({ foyer: useFoyer(), create: useCreateWallet(), exporter: useExportWallet({ onSuccess: () => void (succeeded += 1) }), state: useWalletExport() }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await sendEmailCode(client, { email: 'ada@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
    })
    const { wallet } = await act(() => result.current.create.createWallet())
    unregister = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })

    let exporting!: Promise<void>
    act(() => {
      exporting = result.current.exporter.exportWallet()
    })
    await waitFor(() => expect(result.current.state.walletExport.status).toBe('ready'), { timeout: 5000 })
    const url = new URL(result.current.state.exportFrameUrl({ locale: 'es' })!)
    expect(url.searchParams.get('entropy_id')).toBe(wallet.address)
    expect(url.toString()).toBe(exportFrameUrl(client, walletRequestValue.get(client) as never, { locale: 'es' }))

    // The export page in-process, as the frame at that URL.
    const shown: ExportedSecrets[] = []
    const page = createExportHandler({
      service: createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage(), allowedOrigins: [HOST] }),
      query: readExportQuery(url.searchParams), allowedOrigins: [HOST], show: (secrets) => shown.push(secrets),
    })
    act(() => void attachExportFrame(client, { port: servicePort(page) }))
    await waitFor(() => expect(result.current.state.walletExport).toMatchObject({ status: 'exported', shown: ['private-key', 'seed-phrase'] }), { timeout: 5000 })
    expect(privateKeyToAccount(shown[0]!.privateKey as Hex).address).toBe(wallet.address)
    act(() => closeWalletRequest(client))
    await act(() => exporting)
    expect(succeeded).toBe(1)
  })

  it("without a user: onError with 'User must be authenticated before exporting their wallet'", async () => {
    const errors: FoyerError[] = []
    const { result } = renderHook(() => ({ foyer: useFoyer(), exporter: useExportWallet({ onError: (error) => void errors.push(error) }) }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(() => expect(result.current.exporter.exportWallet({ address: '0x0000000000000000000000000000000000000001' })).rejects.toThrow('User must be authenticated before exporting their wallet'))
    expect(errors.map((e) => e.shortMessage)).toEqual(['User must be authenticated before exporting their wallet'])
  })
})
