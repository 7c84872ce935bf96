import { verifyMessage, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { WALLET_SERVICE_EVENTS as E, ETHEREUM_ADDRESS_VERIFIER } from '../../src/core/types/walletService.js'
import { cloudRecoveryFileName, devBackendCloudDrive } from '../../src/wallet-service/cloud.js'
import { recoveryAccessToken, type CloudProvider } from '../testing/recovery-oauth-helpers.js'
import { backendFetch, memoryStorage, newBackendWithUser, serviceOn } from './helpers.js'

const selector = (token: string, entropyId: string) => ({ accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER })
const sign = (token: string, entropyId: string, address: string, message: string) => ({
  ...selector(token, entropyId), hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'personal_sign', params: [message, address] },
})
const cloud = (provider: CloudProvider, accessToken: string) => ({ recoveryProvider: provider, recoveryAccessToken: accessToken })
const UNABLE = { type: 'embedded_wallet_recovery_error', message: 'Unable to recover wallet' }

/** A user with a wallet made on device 1 with the automatic method. */
async function walletOnDevice1() {
  const { backend, token } = await newBackendWithUser()
  const device1 = serviceOn(backend)
  const created = await device1.send(E.create, { accessToken: token, chainType: 'ethereum' })
  const { address, entropyId } = created!.data as { address: Hex; entropyId: Hex }
  const newDevice = () => serviceOn(backend, { storage: memoryStorage() })
  return { backend, token, device1, address, entropyId, newDevice }
}

describe('cloud backups in the wallet service', () => {
  it('backs up to Google Drive (Ada) → a new device: no automatic recovery; Grace\'s Drive has no backup; Ada\'s recovers the same address', async () => {
    const { backend, token, device1, address, entropyId, newDevice } = await walletOnDevice1()
    const ada = await recoveryAccessToken(backend, token, { identity: 'ada' })
    const set = await device1.send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'google-drive', ...cloud('google-drive', ada) })
    expect(set!.error).toBeUndefined()
    expect(set!.data).toMatchObject({ recoveryMethod: 'google-drive' })
    // The key sits in Ada's Drive, under the wallet's file; the answer carries no key.
    const file = await devBackendCloudDrive({ apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend) }).read({ provider: 'google-drive', accessToken: ada }, cloudRecoveryFileName(entropyId))
    expect(JSON.parse(file!)).toMatchObject({ version: 1, entropy_id: entropyId.toLowerCase(), recovery_key: expect.any(String) })
    expect(JSON.stringify(device1.replies)).not.toContain(JSON.parse(file!).recovery_key)

    const device2 = newDevice()
    expect((await device2.send(E.rpc, sign(token, entropyId, address, 'new device')))!.error).toMatchObject({ type: 'embedded_wallet_recovery_required' })
    const grace = await recoveryAccessToken(backend, token, { identity: 'grace' })
    expect((await device2.send(E.recover, { ...selector(token, entropyId), ...cloud('google-drive', grace) }))!.error).toEqual(UNABLE)
    const adaAgain = await recoveryAccessToken(backend, token, { identity: 'ada' })
    expect((await device2.send(E.recover, { ...selector(token, entropyId), ...cloud('google-drive', adaAgain) }))!.data).toEqual({ entropyId, recoveryMethod: 'google-drive', recovered: true })
    const signed = await device2.send(E.rpc, sign(token, entropyId, address, 'recovered'))
    expect(await verifyMessage({ address, message: 'recovered', signature: (signed!.data as { signature: Hex }).signature })).toBe(true)
  })

  it('creates a wallet backed up to iCloud, which a new device recovers with that iCloud account', async () => {
    const { backend, token } = await newBackendWithUser()
    const device1 = serviceOn(backend)
    const access = await recoveryAccessToken(backend, token, { identity: 'grace' }, 'icloud')
    const created = await device1.send(E.create, { accessToken: token, chainType: 'ethereum', recoveryMethod: 'icloud', ...cloud('icloud', access) })
    expect(created!.error).toBeUndefined()
    const { entropyId, recoveryMethod } = created!.data as { entropyId: string; recoveryMethod: string }
    expect(recoveryMethod).toBe('icloud')
    const device2 = serviceOn(backend, { storage: memoryStorage() })
    // A Google Drive token of the same person is another provider: refused before anything is read.
    const drive = await recoveryAccessToken(backend, token, { identity: 'grace' }, 'google-drive')
    expect((await device2.send(E.recover, { ...selector(token, entropyId), ...cloud('google-drive', drive) }))!.error).toEqual({ type: 'invalid_request', message: 'Missing or invalid recoveryAccessToken' })
    const again = await recoveryAccessToken(backend, token, { identity: 'grace' }, 'icloud')
    expect((await device2.send(E.recover, { ...selector(token, entropyId), ...cloud('icloud', again) }))!.data).toMatchObject({ recovered: true, recoveryMethod: 'icloud' })
  })

  it('moves from Google Drive to iCloud (the same platform again is refused); the old Drive backup no longer recovers', async () => {
    const { backend, token, device1, entropyId, newDevice } = await walletOnDevice1()
    await device1.send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'google-drive', ...cloud('google-drive', await recoveryAccessToken(backend, token)) })
    const same = await device1.send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'google-drive', ...cloud('google-drive', await recoveryAccessToken(backend, token, { identity: 'grace' })) })
    expect(same!.error).toEqual({ type: 'unsupported_recovery_method', message: 'Unsupported recovery action' })
    const moved = await device1.send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'icloud', ...cloud('icloud', await recoveryAccessToken(backend, token, {}, 'icloud')) })
    expect(moved!.data).toMatchObject({ recoveryMethod: 'icloud' })
    const device2 = newDevice()
    expect((await device2.send(E.recover, { ...selector(token, entropyId), ...cloud('google-drive', await recoveryAccessToken(backend, token)) }))!.error)
      .toEqual({ type: 'invalid_request', message: 'Missing or invalid recoveryAccessToken' })
    expect((await device2.send(E.recover, { ...selector(token, entropyId), ...cloud('icloud', await recoveryAccessToken(backend, token, {}, 'icloud')) }))!.data)
      .toMatchObject({ recovered: true })
  })

  it('checks the account fields as input: provider of the method, a token string of at most 512 characters', async () => {
    const { backend, token, device1, entropyId } = await walletOnDevice1()
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Missing or invalid recoveryProvider'],
      [{ recoveryProvider: 'icloud', recoveryAccessToken: 'x' }, 'Missing or invalid recoveryProvider'],
      [{ recoveryProvider: 'google-drive' }, 'Missing or invalid recoveryAccessToken'],
      [{ recoveryProvider: 'google-drive', recoveryAccessToken: 42 }, 'Missing or invalid recoveryAccessToken'],
      [{ recoveryProvider: 'google-drive', recoveryAccessToken: 'x'.repeat(513) }, 'Missing or invalid recoveryAccessToken'],
    ]
    for (const [fields, message] of cases) {
      const reply = await device1.send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'google-drive', ...fields })
      expect(reply!.error, JSON.stringify(fields)).toEqual({ type: 'invalid_request', message })
    }
    // The wallet is still automatic.
    expect(backend.users.list()[0]!.linked_accounts.find((a) => a.type === 'wallet')).toMatchObject({ recovery_method: 'privy' })
  })

  it('an expired or forged token cannot back up: set-recovery fails and the wallet keeps its method', async () => {
    const { backend, token, device1, entropyId } = await walletOnDevice1()
    const reply = await device1.send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'google-drive', ...cloud('google-drive', 'dev-google-drive-access-forged') })
    expect(reply!.error).toEqual({ type: 'embedded_wallet_request_error', message: 'Unable to set recovery on wallet' })
    expect(backend.users.list()[0]!.linked_accounts.find((a) => a.type === 'wallet')).toMatchObject({ recovery_method: 'privy' })
  })
})
