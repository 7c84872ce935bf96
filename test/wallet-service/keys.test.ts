import { HDKey } from '@scure/bip32'
import { mnemonicToEntropy, mnemonicToSeed } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { Keyring, decodeSecret, encodeSecret, ethereumPath, newEntropy, parsePrivateKey } from '../../src/wallet-service/keys.js'
import { openShare, sealShare } from '../../src/wallet-service/recovery.js'
import { combineShares, fromBase64, splitSecret, toBase64 } from '../../src/wallet-service/shares.js'

const HARDHAT = 'test test test test test test test test test test test junk'
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

describe('2-of-3 split of a secret', () => {
  it('any two of the three shares give the secret back', async () => {
    const secret = encodeSecret({ kind: 'mnemonic', entropy: newEntropy() })
    const { device, auth, recovery } = await splitSecret(secret)
    for (const [a, b] of [[device, auth], [auth, recovery], [device, recovery], [recovery, device]] as const) {
      expect(equal(await combineShares(a, b), secret)).toBe(true)
    }
  })

  it('one share alone gives nothing: combining needs two, and a share with a forged one is not the secret', async () => {
    const secret = encodeSecret({ kind: 'mnemonic', entropy: newEntropy() })
    const { device } = await splitSecret(secret)
    await expect(combine([device])).rejects.toThrow()
    // A share of another secret, at another x coordinate (at most one of its three has device's).
    const xOf = (share: Uint8Array) => share[share.length - 1]
    const other = (await split(new Uint8Array(secret.length).fill(7), 3, 2)).find((share) => xOf(share) !== xOf(device))!
    expect(equal(await combineShares(device, other), secret)).toBe(false)
  })

  it('no share contains the secret bytes', async () => {
    const entropy = newEntropy()
    const shares = await splitSecret(encodeSecret({ kind: 'mnemonic', entropy }))
    const hex = bytesToHex(entropy).slice(2)
    for (const share of Object.values(shares)) expect(bytesToHex(share).includes(hex)).toBe(false)
  })
})

describe('secrets and derivation', () => {
  it('the Hardhat mnemonic derives 0xf39F…2266 at m/44\'/60\'/0\'/0/0 and 0x7099…79C8 at index 1', async () => {
    const keyring = await Keyring.from({ kind: 'mnemonic', entropy: mnemonicToEntropy(HARDHAT, wordlist) })
    expect(keyring.entropyId).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(keyring.account(0).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(keyring.account(1).address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(ethereumPath(7)).toBe("m/44'/60'/0'/0/7")
  })

  it('derives what @scure/bip32 derives on its own, for random entropy and several indexes', async () => {
    const entropy = newEntropy()
    const keyring = await Keyring.from({ kind: 'mnemonic', entropy })
    const { entropyToMnemonic } = await import('@scure/bip39')
    const root = HDKey.fromMasterSeed(await mnemonicToSeed(entropyToMnemonic(entropy, wordlist)))
    for (const index of [0, 1, 5, 2 ** 31 - 1]) {
      const expected = privateKeyToAccount(bytesToHex(root.derive(ethereumPath(index)).privateKey!)).address
      expect(keyring.account(index).address).toBe(expected)
    }
    expect(() => keyring.account(2 ** 31)).toThrow(RangeError)
  })

  it('an imported key is its own entropy: one account, index 0, its address', async () => {
    const key = parsePrivateKey('ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')!
    const keyring = await Keyring.from({ kind: 'private-key', privateKey: key })
    expect(keyring.entropyId).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(() => keyring.account(1)).toThrow(RangeError)
  })

  it('secrets round-trip through their tagged bytes; anything else decodes to null', () => {
    const entropy = newEntropy()
    expect(decodeSecret(encodeSecret({ kind: 'mnemonic', entropy }))).toEqual({ kind: 'mnemonic', entropy })
    const privateKey = newEntropy().slice(0, 16)
    expect(decodeSecret(Uint8Array.of(2, ...privateKey))).toBeNull()
    expect(decodeSecret(Uint8Array.of(9, ...entropy))).toBeNull()
    expect(decodeSecret(new Uint8Array(0))).toBeNull()
  })

  it.each([
    ['0x' + 'ab'.repeat(32), true], ['ab'.repeat(32), true], ['0x' + 'ab'.repeat(31), false], ['0x' + 'zz'.repeat(32), false], [42, false],
  ])('parsePrivateKey(%s) is a key: %s', (value, ok) => {
    expect(parsePrivateKey(value) !== null).toBe(ok)
  })

  it('wipe makes the keyring unusable', async () => {
    const keyring = await Keyring.from({ kind: 'mnemonic', entropy: newEntropy() })
    keyring.account(0)
    keyring.wipe()
    expect(() => keyring.account(0)).toThrow()
  })
})

describe('sealing the recovery share', () => {
  it('opens with the same key and entropy id only', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const share = crypto.getRandomValues(new Uint8Array(18))
    const sealed = await sealShare(key, share, '0xAbc0000000000000000000000000000000000001')
    expect(equal(await openShare(key, sealed, '0xabc0000000000000000000000000000000000001'), share)).toBe(true)
    await expect(openShare(crypto.getRandomValues(new Uint8Array(32)), sealed, '0xabc0000000000000000000000000000000000001')).rejects.toThrow()
    await expect(openShare(key, sealed, '0xabc0000000000000000000000000000000000002')).rejects.toThrow()
  })

  it('base64 round-trips and refuses non-base64', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(33))
    expect(equal(fromBase64(toBase64(bytes))!, bytes)).toBe(true)
    expect(fromBase64('not base64!')).toBeNull()
    expect(fromBase64(null)).toBeNull()
  })
})
