import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DELEGATION_RESULT_CLOSE_MS, DelegationAuthError, DelegationWalletNotFoundError, UnsupportedDelegationChainError, UserHasNotDelegatedWalletError,
  closeWalletRequest, confirmWalletRequest, delegateWallet, delegatedWallets, delegationFlow, initMfaEnrollment, loginWithEmailCode, revokeWallets, sendEmailCode,
  submitMfa, submitMfaEnrollment, type MfaRequiredEvent,
  startClient, walletRequestValue, type User,
} from '../../../../src/core/index.js'
import { delegationTargetOf } from '../../../../src/core/wallets/embedded/delegation/target.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { createSolanaWallet } from '../../../../src/core/wallets/solana/createSolanaWallet.js'
import { setEmbeddedFrameConnection } from '../../../../src/core/wallets/embedded/session.js'
import { registerWalletUiHost } from '../../../../src/core/wallets/embedded/walletUiHosts.js'
import { createDevBackend, DEV_APP_SECRET, DEV_AUTHORIZATION_KEY, totpCode, type DevBackend } from '../../../../src/testing/index.js'
import { createWalletApi } from '../../../../src/server/index.js'
import { createWalletService } from '../../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../../wallet-service/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { servicePort } from './helpers.js'

let unregister: (() => void) | null = null
afterEach(() => {
  unregister?.()
  unregister = null
})

async function setUp({ ui = false } = {}) {
  const backend = createDevBackend()
  const client = clientOnBackend(backend)
  setEmbeddedFrameConnection(client, {
    connect: () => servicePort(createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })),
  })
  await startClient(client)
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
  const ethereum = (await createWallet(client)).wallet
  const solana = (await createSolanaWallet(client)).wallet
  if (ui) unregister = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })
  return { backend, client, ethereum, solana }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

const walletApi = (backend: DevBackend) =>
  createWalletApi({ apiUrl: 'http://127.0.0.1:4321', appId: backend.appId, appSecret: DEV_APP_SECRET, authorizationPrivateKey: DEV_AUTHORIZATION_KEY.privateKey, fetch: backendFetch(backend) })

const walletOf = (user: User, address: string) => user.linkedAccounts.find((a) => a.type === 'wallet' && a.address === address) as { id: string; delegated: boolean }

describe('delegationTargetOf (the rules of delegation)', () => {
  const user = {
    linkedAccounts: [
      { type: 'wallet', address: '0x1111111111111111111111111111111111111111', chainType: 'ethereum', walletClientType: 'privy', connectorType: 'embedded', walletIndex: 0, imported: false, delegated: false, id: 'a', recoveryMethod: 'privy' },
      { type: 'wallet', address: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk', chainType: 'solana', walletClientType: 'privy', connectorType: 'embedded', walletIndex: 0, imported: false, delegated: false, id: 'b', recoveryMethod: 'privy', entropyId: '0x1111111111111111111111111111111111111111' },
      { type: 'wallet', address: '0x2222222222222222222222222222222222222222', chainType: 'ethereum', walletClientType: 'metamask', connectorType: 'injected', walletIndex: null, imported: false, delegated: false, id: null, recoveryMethod: null },
    ],
  } as unknown as User
  it.each([
    ['no user', null, { address: '0x1111111111111111111111111111111111111111', chainType: 'ethereum' }, DelegationAuthError, 'User must be authenticated before delegating a Foyer wallet'],
    ['a chain other than Ethereum and Solana', user, { address: '0x1111111111111111111111111111111111111111', chainType: 'bitcoin' }, UnsupportedDelegationChainError, 'Only Ethereum and Solana embedded wallets can be delegated'],
    ['an external wallet of the user', user, { address: '0x2222222222222222222222222222222222222222', chainType: 'ethereum' }, DelegationWalletNotFoundError, "The address to delegate must be one of the user's embedded wallets"],
    ["an address that is not the user's", user, { address: '0x3333333333333333333333333333333333333333', chainType: 'ethereum' }, DelegationWalletNotFoundError, "The address to delegate must be one of the user's embedded wallets"],
    ['an embedded wallet named with the wrong chain type', user, { address: '0x1111111111111111111111111111111111111111', chainType: 'solana' }, DelegationWalletNotFoundError, "The address to delegate must be one of the user's embedded wallets"],
  ])('refuses %s', (_name, u, parameters, type, message) => {
    const error = (() => { try { delegationTargetOf(u, parameters) } catch (e) { return e } })()
    expect(error).toBeInstanceOf(type)
    expect((error as Error).message).toBe(message)
  })
  it("takes the user's embedded Ethereum (any case) and Solana wallets, with where their keys live", () => {
    expect(delegationTargetOf(user, { address: '0x1111111111111111111111111111111111111111'.toUpperCase().replace('0X', '0x'), chainType: 'ethereum' })).toEqual({
      address: '0x1111111111111111111111111111111111111111', chainType: 'ethereum', entropyId: '0x1111111111111111111111111111111111111111',
      entropyIdVerifier: 'ethereum-address-verifier', hdWalletIndex: 0,
    })
    expect(delegationTargetOf(user, { address: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk', chainType: 'solana' })).toMatchObject({ chainType: 'solana', hdWalletIndex: 0 })
  })
})

describe('delegateWallet and revokeWallets (dev backend, in-process wallet service)', () => {
  it("headless: delegates with no screen, the wallet's delegated flag follows, the server signs; revoke takes it back", async () => {
    const { backend, client, solana } = await setUp()
    const { user } = await delegateWallet(client, { address: solana.address, chainType: 'solana' })
    expect(walletOf(user, solana.address).delegated).toBe(true)
    expect(delegatedWallets(user).map((w) => w.address)).toEqual([solana.address])
    const { signature } = await walletApi(backend).signSolanaMessage({ walletId: walletOf(user, solana.address).id, message: 'hi' })
    expect(ed25519.verify(Buffer.from(signature, 'base64'), new TextEncoder().encode('hi'), base58.decode(solana.address))).toBe(true)
    const revoked = await revokeWallets(client)
    expect(walletOf(revoked.user, solana.address).delegated).toBe(false)
    await expect(walletApi(backend).signSolanaMessage({ walletId: walletOf(user, solana.address).id, message: 'hi' })).rejects.toMatchObject({ status: 403, code: 'wallet_not_delegated' })
  })

  it('revoke needs delegated wallets: user_has_not_delegated_wallet, without asking the backend', async () => {
    const { backend, client } = await setUp({ ui: true })
    backend.requests.clear()
    const error = await revokeWallets(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserHasNotDelegatedWalletError)
    expect(error).toMatchObject({ code: 'user_has_not_delegated_wallet' })
    expect(walletRequestValue.get(client)).toBeNull()
    expect(backend.requests.count('POST', '/api/v1/wallets/revoke')).toBe(0)
  })

  it("refuses another chain's or an unknown address before any screen", async () => {
    const { client, ethereum } = await setUp({ ui: true })
    await expect(delegateWallet(client, { address: ethereum.address, chainType: 'solana' })).rejects.toBeInstanceOf(DelegationWalletNotFoundError)
    await expect(delegateWallet(client, { address: ethereum.address, chainType: 'cosmos' as never })).rejects.toBeInstanceOf(UnsupportedDelegationChainError)
    expect(walletRequestValue.get(client)).toBeNull()
  })

  it("with the UI: the consent waits for Accept; the result stays until the screen closes, then the call resolves", async () => {
    const { client, ethereum } = await setUp({ ui: true })
    const call = delegateWallet(client, { address: ethereum.address, chainType: 'ethereum' })
    await until(() => walletRequestValue.get(client)?.kind === 'delegation')
    expect(walletRequestValue.get(client)).toMatchObject({ kind: 'delegation', action: 'delegate', address: ethereum.address, chainType: 'ethereum' })
    expect(delegationFlow.get(client).status).toBe('asking')
    await confirmWalletRequest(client)
    expect(delegationFlow.get(client).status).toBe('success')
    closeWalletRequest(client)
    const { user } = await call
    expect(walletOf(user, ethereum.address).delegated).toBe(true)
    expect(walletRequestValue.get(client)).toBeNull()
    expect(DELEGATION_RESULT_CLOSE_MS).toBe(2_500)
  })

  it("'Not now' (closing before Accept) rejects with 4001 'The user rejected the request' and delegates nothing", async () => {
    const { backend, client, ethereum } = await setUp({ ui: true })
    const call = delegateWallet(client, { address: ethereum.address, chainType: 'ethereum' })
    await until(() => walletRequestValue.get(client) !== null)
    closeWalletRequest(client)
    await expect(call).rejects.toMatchObject({ code: 4001, message: 'The user rejected the request' })
    const account = backend.users.list()[0]!.linked_accounts.find((a) => a.type === 'wallet' && a.address === ethereum.address) as { delegated: boolean }
    expect(account.delegated).toBe(false)
  })

  it('revoke with the UI: Confirm revokes; the error of a failed revoke is what the call rejects with', async () => {
    const { backend, client, ethereum } = await setUp({ ui: true })
    await delegateWallet(client, { address: ethereum.address, chainType: 'ethereum', uiOptions: { showWalletUIs: false } })
    backend.faults.add({ method: 'POST', path: '/api/v1/wallets/revoke', status: 400, body: { error: 'boom', code: 'invalid_data' }, times: 1 })
    const failing = revokeWallets(client)
    await until(() => walletRequestValue.get(client)?.kind === 'delegation')
    expect(walletRequestValue.get(client)).toMatchObject({ action: 'revoke', address: ethereum.address })
    await confirmWalletRequest(client)
    expect(delegationFlow.get(client).status).toBe('error')
    closeWalletRequest(client)
    await expect(failing).rejects.toMatchObject({ status: 400, code: 'invalid_data' })
    const again = revokeWallets(client)
    await until(() => walletRequestValue.get(client)?.kind === 'delegation')
    await confirmWalletRequest(client)
    closeWalletRequest(client)
    const { user } = await again
    expect(delegatedWallets(user)).toEqual([])
  })

  it('a logout closes the consent: the call rejects', async () => {
    const { client, ethereum } = await setUp({ ui: true })
    const call = delegateWallet(client, { address: ethereum.address, chainType: 'ethereum' })
    await until(() => walletRequestValue.get(client) !== null)
    client.events.emit('logout', { reason: 'test' } as never)
    await expect(call).rejects.toMatchObject({ code: 4001 })
  })

  it('a user with MFA verifies before the key goes to the backend (as for a signature), then it is delegated', async () => {
    const { backend, client, ethereum } = await setUp()
    const init = await initMfaEnrollment(client, { method: 'totp' })
    const secret = (init as { secret: string }).secret
    await submitMfaEnrollment(client, { method: 'totp', code: totpCode(secret, Date.now() - 30_000) })
    const asked = new Promise<MfaRequiredEvent>((resolve) => client.events.on('mfaRequired', resolve))
    const delegating = delegateWallet(client, { address: ethereum.address, chainType: 'ethereum' })
    expect(await asked).toEqual({ kind: 'txn', methods: ['totp'] })
    const account = () => backend.users.list()[0]!.linked_accounts.find((a) => a.type === 'wallet' && a.address === ethereum.address) as { delegated: boolean }
    expect(account().delegated).toBe(false)
    await submitMfa(client, { method: 'totp', code: totpCode(secret) })
    expect(walletOf((await delegating).user, ethereum.address).delegated).toBe(true)
    expect(account().delegated).toBe(true)
  })
})
