// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519.js'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { hexToBytes } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { linkFarcaster, loginWithEmailCode, sendEmailCode, stopWalletConnectors, type FoyerClient } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { createWallet } from '../../src/core/wallets/embedded/createWallet.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { useFarcasterSigner, useFoyer, useUser } from '../../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID, type DevBackend } from '../../src/testing/index.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'
import { clientOnBackend } from '../core/helpers.js'
import { providerFor } from './helpers.js'

let client: FoyerClient
let backend: DevBackend
beforeEach(() => {
  backend = createDevBackend()
  client = clientOnBackend(backend)
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  clearRefreshMarker(DEV_APP_ID)
})
afterEach(() => {
  stopWalletConnectors(client)
  cleanup()
})

/** A timer the test fires by hand: the poll's next tick. */
function handTimers() {
  const due: Array<() => void> = []
  return {
    timers: { setTimeout: (run: () => void, ms: number) => (ms < 300_000 ? due.push(run) : 0), clearTimeout: () => {} },
    tick: () => due.splice(0).forEach((run) => run()),
  }
}

describe('useFarcasterSigner against the dev backend (headless)', () => {
  it('state carries the approval link while waiting; approval resolves and calls onSuccess; useUser shows the key; signFarcasterMessage signs with it', async () => {
    const successes: unknown[] = []
    const { result } = renderHook(() => ({ foyer: useFoyer(), user: useUser(), signer: useFarcasterSigner({ onSuccess: (r) => void successes.push(r) }) }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await sendEmailCode(client, { email: 'ada@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
      await createWallet(client)
      const init = await backend.fetch(new Request('http://localhost/api/v1/farcaster/init', {
        method: 'POST', headers: { 'content-type': 'application/json', 'foyer-app-id': backend.appId }, body: JSON.stringify({ relying_party: 'localhost', redirect_url: 'http://localhost/' }),
      }))
      const channelToken = ((await init.json()) as { channel_token: string }).channel_token
      await linkFarcaster(client, { channelToken, ...(await backend.farcaster.approve(channelToken, { fid: 1001 })) })
    })
    expect(result.current.signer.state.status).toBe('idle')

    const clock = handTimers()
    let pending!: Promise<unknown>
    act(() => {
      pending = result.current.signer.requestFarcasterSigner({ timers: clock.timers })
    })
    await waitFor(() => expect(result.current.signer.state.status).toBe('awaiting-approval'), { timeout: 5000 })
    const { approvalUrl, publicKey } = result.current.signer.state
    expect(approvalUrl).toMatch(/\/__dev\/farcaster\/signer\?token=/)
    backend.farcaster.signers.approve(publicKey!)
    await act(async () => {
      clock.tick()
      await pending
    })
    expect(result.current.signer.state.status).toBe('approved')
    expect(successes).toEqual([expect.objectContaining({ publicKey })])
    expect(result.current.user.user?.farcaster?.signerPublicKey).toBe(publicKey)

    const hash = new Uint8Array(20).fill(9)
    const { signature } = await act(() => result.current.signer.signFarcasterMessage(hash))
    expect(ed25519.verify(hexToBytes(signature), hash, hexToBytes(publicKey!))).toBe(true)
  })

  it('a refusal calls onError: no Farcaster account linked', async () => {
    const errors: unknown[] = []
    const { result } = renderHook(() => ({ foyer: useFoyer(), signer: useFarcasterSigner({ onError: (e) => void errors.push(e) }) }), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await sendEmailCode(client, { email: 'ada@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
      await createWallet(client)
    })
    await act(() => expect(result.current.signer.requestFarcasterSigner()).rejects.toMatchObject({ code: 'farcaster_account_not_linked' }))
    expect(errors).toEqual([expect.objectContaining({ message: 'User must have a Farcaster account linked' })])
  })
})
