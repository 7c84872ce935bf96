import { defineChain, parseTransaction, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  cancelMfa, initMfaEnrollment, loginWithEmailCode, sendEmailCode, startClient, submitMfa, submitMfaEnrollment, type FoyerClient, type MfaRequiredEvent,
} from '../../../../src/core/index.js'
import { tokensValue } from '../../../../src/core/client/session/state.js'
import { createWallet } from '../../../../src/core/wallets/embedded/createWallet.js'
import { setEmbeddedFrameConnection } from '../../../../src/core/wallets/embedded/session.js'
import { signMessage } from '../../../../src/core/wallets/embedded/signMessage.js'
import { signTransaction } from '../../../../src/core/wallets/embedded/signTransaction.js'
import { signTypedData } from '../../../../src/core/wallets/embedded/signTypedData.js'
import { createDevBackend, totpCode, type DevBackend, type DevBackendOptions } from '../../../../src/testing/index.js'
import { createWalletService } from '../../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../../wallet-service/helpers.js'
import { call } from '../../../testing/helpers.js'
import { clientOnBackend } from '../../helpers.js'
import { servicePort } from './helpers.js'

const API = 'http://foyer.test'
const chain = defineChain({ id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/31337`] } } })
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const typedData = { domain: { name: 'T', chainId: 1 }, types: { M: [{ name: 'x', type: 'string' }] }, primaryType: 'M', message: { x: 'y' } } as const

/** A logged-in user with an embedded wallet and, when `enrol`, TOTP as MFA method. */
async function setUp(options: Partial<DevBackendOptions> = {}, enrol = true) {
  const backend = createDevBackend(options)
  const client = clientOnBackend(backend, { apiUrl: API, supportedChains: [chain] })
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  await startClient(client)
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
  const address = (await createWallet(client)).wallet.address as Address
  const prompts: MfaRequiredEvent[] = []
  client.events.on('mfaRequired', (event) => prompts.push(event))
  let secret = ''
  if (enrol) {
    const init = await initMfaEnrollment(client, { method: 'totp' })
    secret = (init as { secret: string }).secret
    // The previous step's code enrols (±1 step); the current one stays free for a verification.
    await submitMfaEnrollment(client, { method: 'totp', code: totpCode(secret, Date.now() - 30_000) })
  }
  return { backend, client, address, prompts, secret }
}

/** Resolves once the client waits for an MFA code. */
const prompted = (client: FoyerClient) => new Promise<MfaRequiredEvent>((resolve) => client.events.on('mfaRequired', resolve))

const authorize = (backend: DevBackend, client: FoyerClient, address: string, headers: Record<string, string> = {}) =>
  call(backend, 'POST', `/api/v1/embedded_wallets/${address}/authorize`, {
    token: tokensValue.get(client).accessToken!, headers, body: { chain_type: 'ethereum', method: 'personal_sign', wallet_index: 0 },
  })

describe('MFA around wallet operations (dev backend, in-process wallet service)', () => {
  it('a user with MFA verifies before signing: the backend answers missing_or_invalid_mfa, the kit prompts, then retries with the token', async () => {
    const { backend, client, address, prompts, secret } = await setUp()
    expect(await authorize(backend, client, address)).toMatchObject({ status: 403, body: { code: 'missing_or_invalid_mfa' } })
    expect(await authorize(backend, client, address, { 'foyer-mfa-token': 'forged' })).toMatchObject({ status: 403, body: { code: 'expired_or_invalid_mfa_token' } })

    const asked = prompted(client)
    const signing = signMessage(client, { message: 'pay Bob' })
    expect(await asked).toEqual({ kind: 'txn', methods: ['totp'] })
    await expect(submitMfa(client, { method: 'totp', code: '000000' })).rejects.toMatchObject({ shortMessage: 'MFA verification failed, retry.' })
    await submitMfa(client, { method: 'totp', code: totpCode(secret) })
    const { signature } = await signing
    expect(await verifyMessage({ address, message: 'pay Bob', signature })).toBe(true)

    // The token lives 5 minutes: the next operations pass without a prompt.
    const typed = await signTypedData(client, { typedData })
    expect(await verifyTypedData({ address, ...typedData, signature: typed.signature })).toBe(true)
    const signed = await signTransaction(client, { transaction: { to: RECIPIENT, value: 1n, nonce: 0, gas: 21000n, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n } })
    expect(parseTransaction(signed.signature as never)).toMatchObject({ to: RECIPIENT.toLowerCase(), value: 1n })
    expect(prompts).toHaveLength(1)
  })

  it("closing the prompt rejects the signature with 4001 ('MFA canceled'); nothing is signed", async () => {
    const { client, prompts } = await setUp()
    const asked = prompted(client)
    const signing = signMessage(client, { message: 'never' })
    await asked
    cancelMfa(client)
    await expect(signing).rejects.toMatchObject({ code: 4001, message: 'MFA canceled' })
    expect(prompts).toHaveLength(1)
  })

  it('no prompt for a user without MFA, nor when the app does not require MFA for wallet actions', async () => {
    const plain = await setUp({}, false)
    expect((await authorize(plain.backend, plain.client, plain.address)).status).toBe(200)
    const { signature } = await signMessage(plain.client, { message: 'hi' })
    expect(await verifyMessage({ address: plain.address, message: 'hi', signature: signature as Hex })).toBe(true)

    const relaxed = await setUp({ appConfig: { mfa: { required_for_wallet_actions: false } } })
    expect((await authorize(relaxed.backend, relaxed.client, relaxed.address)).status).toBe(200)
    const second = await signMessage(relaxed.client, { message: 'hi' })
    expect(await verifyMessage({ address: relaxed.address, message: 'hi', signature: second.signature as Hex })).toBe(true)
    expect([plain.prompts, relaxed.prompts]).toEqual([[], []])
  })

  it("the authorization route refuses another user's wallet, an unknown index and a method it does not sign", async () => {
    const ada = await setUp({}, false)
    const bad = (body: Record<string, unknown>, address = ada.address) =>
      call(ada.backend, 'POST', `/api/v1/embedded_wallets/${address}/authorize`, { token: tokensValue.get(ada.client).accessToken!, body: { chain_type: 'ethereum', method: 'personal_sign', wallet_index: 0, ...body } })
    expect(await bad({ wallet_index: 3 })).toMatchObject({ status: 404, body: { code: 'embedded_wallet_not_found' } })
    expect(await bad({ method: 'eth_sign' })).toMatchObject({ status: 400, body: { code: 'invalid_data' } })
    expect(await bad({}, RECIPIENT)).toMatchObject({ status: 404 })
    expect((await call(ada.backend, 'POST', `/api/v1/embedded_wallets/${ada.address}/authorize`, { body: {} })).status).toBe(401)
  })
})
