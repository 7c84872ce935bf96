import { verifyMessage, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { WALLET_SERVICE_EVENTS as E, ETHEREUM_ADDRESS_VERIFIER } from '../../src/core/types/walletService.js'
import { recoveryUpgradeAllowed } from '../../src/core/types/recovery.js'
import { deviceShareKey } from '../../src/wallet-service/index.js'
import { PASSWORD_KDF, parseKdfString } from '../../src/wallet-service/passcode.js'
import { call } from '../testing/helpers.js'
import { memoryStorage, newBackendWithUser, serviceOn } from './helpers.js'

/** A cheap argon2id setting: the tests check the protocol, the bench measures the real cost. */
const FAST_KDF = { m: 64, t: 1, p: 1 }
const selector = (token: string, entropyId: string) => ({ accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER })
const sign = (token: string, entropyId: string, address: string, message: string) => ({
  ...selector(token, entropyId), hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'personal_sign', params: [message, address] },
})
const INVALID_PASSWORD = { type: 'invalid_recovery_password', message: 'Invalid recovery password, please try again.' }

async function walletWith(recoveryMethod: 'privy' | 'user-passcode', password?: string) {
  const { backend, token } = await newBackendWithUser()
  const device1 = serviceOn(backend, { passwordKdf: FAST_KDF })
  const created = await device1.send(E.create, { accessToken: token, chainType: 'ethereum', recoveryMethod, ...(password ? { recoveryPassword: password } : {}) })
  expect(created?.error).toBeUndefined()
  const { address, entropyId } = created!.data as { address: Hex; entropyId: Hex }
  const newDevice = () => serviceOn(backend, { passwordKdf: FAST_KDF, storage: memoryStorage() })
  return { backend, token, device1, address, entropyId, newDevice }
}

describe('the recovery-upgrade rules', () => {
  const table: [string, string, boolean][] = [
    ['privy', 'user-passcode', true], ['privy', 'google-drive', true], ['privy', 'icloud', true], ['privy', 'privy', true],
    ['user-passcode', 'user-passcode', true], ['user-passcode', 'google-drive', true], ['user-passcode', 'icloud', true], ['user-passcode', 'privy', true],
    ['recovery-encryption-key', 'user-passcode', true], ['recovery-encryption-key', 'google-drive', true], ['recovery-encryption-key', 'icloud', true],
    ['google-drive', 'google-drive', false], ['google-drive', 'icloud', true], ['google-drive', 'user-passcode', true], ['google-drive', 'privy', true],
    ['icloud', 'icloud', false], ['icloud', 'google-drive', true], ['icloud', 'user-passcode', true], ['icloud', 'privy', true],
    ['privy', 'recovery-encryption-key', false], ['privy', 'dropbox', false], ['privy-v2', 'user-passcode', false], ['unknown', 'privy', false],
  ]
  it.each(table)('from %s to %s → allowed: %s', (from, to, allowed) => {
    expect(recoveryUpgradeAllowed(from, to)).toBe(allowed)
  })
})

describe('the password KDF string', () => {
  it('reads the parameters and salt it writes, and refuses settings weaker than the floor or past the caps', () => {
    const salt = 'AAECAwQFBgcICQoLDA0ODw'
    expect(parseKdfString(`$argon2id$v=19$m=19456,t=2,p=1$${salt}`, PASSWORD_KDF)).toMatchObject({ parameters: PASSWORD_KDF })
    expect(parseKdfString(`$argon2id$v=19$m=1024,t=2,p=1$${salt}`, PASSWORD_KDF)).toBeNull()
    expect(parseKdfString(`$argon2id$v=19$m=19456,t=1,p=1$${salt}`, PASSWORD_KDF)).toBeNull()
    expect(parseKdfString(`$argon2id$v=19$m=9999999,t=2,p=1$${salt}`, PASSWORD_KDF)).toBeNull()
    expect(parseKdfString(`$argon2i$v=19$m=19456,t=2,p=1$${salt}`, PASSWORD_KDF)).toBeNull()
    expect(parseKdfString(`$argon2id$v=19$m=19456,t=2,p=1$AAEC`, PASSWORD_KDF)).toBeNull()
  })
})

describe('user-passcode recovery in the wallet service', () => {
  it('a password set on one device → a new device: no automatic recovery, a wrong then the right password → the same address', async () => {
    const { token, device1, address, entropyId, newDevice } = await walletWith('privy')
    const set = await device1.send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'user-passcode', recoveryPassword: 'correct-Horse1' })
    expect(set?.error).toBeUndefined()
    const setData = set!.data as { recoveryMethod: string; user: { linked_accounts: Record<string, unknown>[] } }
    expect(setData.recoveryMethod).toBe('user-passcode')
    expect(setData.user.linked_accounts.find((a) => a.address === address)).toMatchObject({ recovery_method: 'user-passcode' })
    // The first device keeps signing with its new share.
    expect((await device1.send(E.rpc, sign(token, entropyId, address, 'still here')))!.error).toBeUndefined()

    const device2 = newDevice()
    const blocked = await device2.send(E.rpc, sign(token, entropyId, address, 'new device'))
    expect(blocked!.error).toMatchObject({ type: 'embedded_wallet_recovery_required' })
    const wrong = await device2.send(E.recover, { ...selector(token, entropyId), recoveryMethod: 'user-passcode', recoveryPassword: 'wrong-password' })
    expect(wrong!.error).toEqual(INVALID_PASSWORD)
    const right = await device2.send(E.recover, { ...selector(token, entropyId), recoveryMethod: 'user-passcode', recoveryPassword: 'correct-Horse1' })
    expect(right!.data).toEqual({ entropyId, recoveryMethod: 'user-passcode', recovered: true })
    const signed = await device2.send(E.rpc, sign(token, entropyId, address, 'recovered'))
    expect(await verifyMessage({ address, message: 'recovered', signature: (signed!.data as { signature: Hex }).signature })).toBe(true)
  })

  it('creates a wallet sealed by a password, which a new device recovers only with that password', async () => {
    const { token, address, entropyId, newDevice, device1 } = await walletWith('user-passcode', 'Pa55word!')
    const created = device1.replies[0]!.data as { recoveryMethod: string; user: { linked_accounts: Record<string, unknown>[] } }
    expect(created.recoveryMethod).toBe('user-passcode')
    expect(created.user.linked_accounts.find((a) => a.address === address)).toMatchObject({ recovery_method: 'user-passcode' })
    const device2 = newDevice()
    expect((await device2.send(E.recover, { ...selector(token, entropyId), recoveryPassword: 'Pa55word?' }))!.error).toEqual(INVALID_PASSWORD)
    expect((await device2.send(E.recover, { ...selector(token, entropyId), recoveryPassword: 'Pa55word!' }))!.data).toMatchObject({ recovered: true })
  })

  it('the password is checked as input: a string, 6 to 256 characters to seal, and never in an answer', async () => {
    const { token, device1, entropyId } = await walletWith('privy')
    const cases: [unknown, string][] = [
      [undefined, 'Missing recovery password'], [123, 'The recovery password must be a string'], ['12345', 'Password must be at least 6 characters'],
      ['x'.repeat(257), 'The recovery password is longer than 256 characters'],
    ]
    for (const [recoveryPassword, message] of cases) {
      const reply = await device1.send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'user-passcode', recoveryPassword })
      expect(reply!.error).toEqual({ type: 'invalid_request', message })
    }
    await device1.send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'user-passcode', recoveryPassword: 'secret-Pa55' })
    expect(JSON.stringify(device1.replies)).not.toContain('secret-Pa55')
  })

  it('a set-recovery splits anew: the old device share stops working there, and that device recovers with the new method', async () => {
    const { backend, token, device1, address, entropyId } = await walletWith('privy')
    // A second device recovered automatically while the wallet was automatic.
    const device2 = serviceOn(backend, { passwordKdf: FAST_KDF, storage: memoryStorage() })
    expect((await device2.send(E.rpc, sign(token, entropyId, address, 'device 2')))!.error).toBeUndefined()
    const oldShare = device2.storage.map.get(deviceShareKey(backend.appId, entropyId))
    expect(oldShare).toEqual(expect.any(String))
    const oldDevice1Share = device1.storage.map.get(deviceShareKey(backend.appId, entropyId))

    await device1.send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'user-passcode', recoveryPassword: 'n3w-password' })
    expect(device1.storage.map.get(deviceShareKey(backend.appId, entropyId))).not.toBe(oldDevice1Share)

    // Device 2, freshly loaded (its secret no longer in memory), holds a share of the old split.
    const device2Later = serviceOn(backend, { passwordKdf: FAST_KDF, storage: device2.storage })
    const refused = await device2Later.send(E.rpc, sign(token, entropyId, address, 'old share'))
    expect(refused!.error).toMatchObject({ type: 'embedded_wallet_recovery_required' })
    expect(device2.storage.map.has(deviceShareKey(backend.appId, entropyId))).toBe(false)
    expect((await device2Later.send(E.recover, { ...selector(token, entropyId), recoveryPassword: 'n3w-password' }))!.data).toMatchObject({ recovered: true })
    expect((await device2Later.send(E.rpc, sign(token, entropyId, address, 'new share')))!.error).toBeUndefined()
  })

  it('from a password back to automatic recovery: a new device recovers with no prompt', async () => {
    const { token, device1, address, entropyId, newDevice } = await walletWith('user-passcode', 'first-Pa55')
    const reply = await device1.send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'privy' })
    expect(reply!.data).toMatchObject({ recoveryMethod: 'privy' })
    expect((await newDevice().send(E.rpc, sign(token, entropyId, address, 'automatic')))!.error).toBeUndefined()
  })

  it('resets a password: the old one no longer recovers, the new one does', async () => {
    const { token, device1, entropyId, newDevice } = await walletWith('user-passcode', 'old-Pa55word')
    expect((await device1.send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'user-passcode', recoveryPassword: 'new-Pa55word' }))!.error).toBeUndefined()
    const device2 = newDevice()
    expect((await device2.send(E.recover, { ...selector(token, entropyId), recoveryPassword: 'old-Pa55word' }))!.error).toEqual(INVALID_PASSWORD)
    expect((await device2.send(E.recover, { ...selector(token, entropyId), recoveryPassword: 'new-Pa55word' }))!.data).toMatchObject({ recovered: true })
  })

  it('a device that cannot load the wallet (password-sealed, no share here) cannot set recovery: it must recover first', async () => {
    const { token, entropyId, newDevice } = await walletWith('user-passcode', 'first-Pa55')
    const reply = await newDevice().send(E.setRecovery, { ...selector(token, entropyId), recoveryMethod: 'privy' })
    expect(reply!.error).toMatchObject({ type: 'embedded_wallet_recovery_required' })
  })

  it('after 5 wrong passwords the backend stops releasing the share, even for the right password', async () => {
    const { backend, token, entropyId, newDevice } = await walletWith('user-passcode', 'right-Pa55')
    const device2 = newDevice()
    for (let i = 0; i < 5; i++) {
      expect((await device2.send(E.recover, { ...selector(token, entropyId), recoveryPassword: `wrong-${i}` }))!.error).toEqual(INVALID_PASSWORD)
    }
    const locked = await device2.send(E.recover, { ...selector(token, entropyId), recoveryPassword: 'right-Pa55' })
    expect(locked!.error).toEqual({ type: 'too_many_recovery_attempts', message: 'Too many wrong recovery passwords. Please try again later.' })
    // The sealed share itself is never handed out without the auth key.
    const raw = await call(backend, 'POST', `/api/v1/embedded_wallets/${entropyId}/recovery/share`, { token, body: {} })
    expect(raw.status).toBe(429)
  })
})
