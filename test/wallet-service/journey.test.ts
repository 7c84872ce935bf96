import { entropyToMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { combine } from 'shamir-secret-sharing'
import {
  bytesToHex, parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData, type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { isEmbeddedWallet } from '../../src/core/types/linkedAccounts.js'
import { toLinkedAccount } from '../../src/core/types/user.js'
import { WALLET_SERVICE_EVENTS as E, ETHEREUM_ADDRESS_VERIFIER } from '../../src/core/types/walletService.js'
import { deviceShareKey } from '../../src/wallet-service/index.js'
import { Keyring, decodeSecret } from '../../src/wallet-service/keys.js'
import { openShare } from '../../src/wallet-service/recovery.js'
import { fromBase64 } from '../../src/wallet-service/shares.js'
import { call, login } from '../testing/helpers.js'
import { memoryStorage, newBackendWithUser, serviceOn } from './helpers.js'

const typedData = {
  domain: { name: 'Foyer Test', version: '1', chainId: 1, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' }, { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [{ name: 'from', type: 'string' }, { name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: { from: 'Ada', contents: 'Hello, Bob!' },
} as const

const selector = (token: string, entropyId: string) => ({ accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER })
const rpc = (token: string, entropyId: string, hdWalletIndex: number, request: { method: string; params: unknown[] }) => ({
  ...selector(token, entropyId), hdWalletIndex, chainType: 'ethereum', request,
})

describe('the wallet service against the dev backend: a whole journey', () => {
  it('creates, signs, recovers on a new device, clears, imports and adds wallets — with no key material in any answer', async () => {
    const { backend, token } = await newBackendWithUser()
    const device1 = serviceOn(backend)

    // Create ----------------------------------------------------------------------------------
    const created = await device1.send(E.create, { accessToken: token, chainType: 'ethereum' })
    expect(created?.error).toBeUndefined()
    const wallet = created!.data as { address: Hex; entropyId: Hex; walletIndex: number; user: { linked_accounts: Record<string, unknown>[] } }
    expect(wallet).toMatchObject({ entropyId: wallet.address, entropyIdVerifier: 'ethereum-address-verifier', walletIndex: 0, imported: false, recoveryMethod: 'privy' })
    const linked = wallet.user.linked_accounts.find((a) => a.type === 'wallet')!
    expect(linked).toMatchObject({
      type: 'wallet', address: wallet.address, chain_type: 'ethereum', wallet_client_type: 'privy', connector_type: 'embedded',
      wallet_index: 0, recovery_method: 'privy', imported: false, delegated: false, id: expect.any(String), verified_at: expect.any(Number),
    })
    expect(isEmbeddedWallet(toLinkedAccount(linked as never))).toBe(true)
    const entropyId = wallet.entropyId
    const authSharePath = `/api/v1/embedded_wallets/${entropyId}/auth_share`

    // personal_sign (text and hex), typed data, transactions ----------------------------------------
    const signed = await device1.send(E.rpc, rpc(token, entropyId, 0, { method: 'personal_sign', params: ['Hello Foyer', wallet.address] }))
    const signature = (signed!.data as { signature: Hex }).signature
    expect(await verifyMessage({ address: wallet.address, message: 'Hello Foyer', signature })).toBe(true)
    const signedHex = await device1.send(E.rpc, rpc(token, entropyId, 0, { method: 'personal_sign', params: ['0xdeadbeef', wallet.address] }))
    expect(await verifyMessage({ address: wallet.address, message: { raw: '0xdeadbeef' }, signature: (signedHex!.data as { signature: Hex }).signature })).toBe(true)

    const typed = await device1.send(E.rpc, rpc(token, entropyId, 0, { method: 'eth_signTypedData_v4', params: [wallet.address, JSON.stringify(typedData)] }))
    const typedSignature = (typed!.data as { signature: Hex }).signature
    expect(await verifyTypedData({ address: wallet.address, ...typedData, signature: typedSignature } as unknown as Parameters<typeof verifyTypedData>[0])).toBe(true)

    const tx = { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0xde0b6b3a7640000', chainId: 31337, nonce: 0, gas: '0x5208', maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: '0x1' }
    const signedTx = await device1.send(E.rpc, rpc(token, entropyId, 0, { method: 'eth_signTransaction', params: [tx] }))
    const serialized = (signedTx!.data as { signedTransaction: Hex }).signedTransaction
    expect(parseTransaction(serialized)).toMatchObject({ type: 'eip1559', chainId: 31337, value: 10n ** 18n, to: tx.to.toLowerCase(), gas: 21000n })
    expect(await recoverTransactionAddress({ serializedTransaction: serialized as never })).toBe(wallet.address)
    const legacy = await device1.send(E.rpc, rpc(token, entropyId, 0, { method: 'eth_signTransaction', params: [{ ...tx, type: '0x0', gasPrice: '0x3b9aca00', chainId: 56 }] }))
    const legacySerialized = (legacy!.data as { signedTransaction: Hex }).signedTransaction
    expect(parseTransaction(legacySerialized)).toMatchObject({ type: 'legacy', chainId: 56, gasPrice: 1_000_000_000n })
    expect(await recoverTransactionAddress({ serializedTransaction: legacySerialized as never })).toBe(wallet.address)

    // A new device (fresh storage) recovers the same address with no prompt -----------------------
    const device2 = serviceOn(backend, { storage: memoryStorage() })
    const recoveredSign = await device2.send(E.rpc, rpc(token, entropyId, 0, { method: 'personal_sign', params: ['new device', wallet.address] }))
    expect(await verifyMessage({ address: wallet.address, message: 'new device', signature: (recoveredSign!.data as { signature: Hex }).signature })).toBe(true)
    expect(backend.requests.count('POST', `/api/v1/embedded_wallets/${entropyId}/recovery/share`)).toBe(1)
    expect(device2.storage.map.get(deviceShareKey(backend.appId, entropyId))).toEqual(expect.any(String))
    // Both devices keep working: the first device's share is still valid.
    const device1Again = serviceOn(backend, { storage: device1.storage })
    expect((await device1Again.send(E.connect, selector(token, entropyId)))!.data).toEqual({ entropyId, recoveryMethod: 'privy', recovered: false })

    // Clear drops the key: the next signature needs the auth share again ----------------------------
    const before = backend.requests.count('POST', authSharePath)
    await device1.send(E.rpc, rpc(token, entropyId, 0, { method: 'personal_sign', params: ['cached', wallet.address] }))
    expect(backend.requests.count('POST', authSharePath)).toBe(before)
    expect((await device1.send(E.clear, {}))!.data).toEqual({ cleared: true })
    const afterClear = await device1.send(E.rpc, rpc(token, entropyId, 0, { method: 'personal_sign', params: ['after clear', wallet.address] }))
    expect(afterClear!.error).toBeUndefined()
    expect(backend.requests.count('POST', authSharePath)).toBe(before + 1)

    // Another user cannot fetch the auth share, nor sign with the wallet ------------------------------
    const grace = await login(backend, 'grace@example.com')
    const stolen = await call(backend, 'POST', authSharePath, { token: grace.token, body: {} })
    expect(stolen.status).toBe(403)
    expect(stolen.body).toEqual({ error: expect.any(String), code: 'forbidden' })
    const intruder = serviceOn(backend, { storage: device1.storage })
    const refused = await intruder.send(E.rpc, rpc(grace.token, entropyId, 0, { method: 'personal_sign', params: ['steal', wallet.address] }))
    expect(refused!.error).toEqual({ type: 'embedded_wallet_not_found', message: 'Embedded wallet not found' })

    // Import a private key -----------------------------------------------------------------------
    const importedKey = generatePrivateKey()
    const importedAddress = privateKeyToAccount(importedKey).address
    const imported = await device1.send(E.import, { accessToken: token, privateKey: importedKey, chainType: 'ethereum', mode: 'on-device' })
    expect(imported!.data).toMatchObject({ address: importedAddress, entropyId: importedAddress, imported: true, walletIndex: 0 })
    const importedSig = await device1.send(E.rpc, rpc(token, importedAddress, 0, { method: 'personal_sign', params: ['imported', importedAddress] }))
    expect(await verifyMessage({ address: importedAddress, message: 'imported', signature: (importedSig!.data as { signature: Hex }).signature })).toBe(true)

    // Add HD wallets -----------------------------------------------------------------------------
    const added = await device1.send(E.add, { ...selector(token, entropyId), hdWalletIndex: 1 })
    const second = added!.data as { address: Hex; walletIndex: number; user: { linked_accounts: Record<string, unknown>[] } }
    expect(second.walletIndex).toBe(1)
    expect(second.user.linked_accounts.filter((a) => a.type === 'wallet' && a.wallet_client_type === 'privy')).toHaveLength(3)
    const secondSig = await device1.send(E.rpc, rpc(token, entropyId, 1, { method: 'personal_sign', params: ['index 1', second.address] }))
    expect(await verifyMessage({ address: second.address, message: 'index 1', signature: (secondSig!.data as { signature: Hex }).signature })).toBe(true)
    const next = await device1.send(E.add, selector(token, entropyId))
    expect(next!.data).toMatchObject({ walletIndex: 2 })
    const duplicate = await device1.send(E.add, { ...selector(token, entropyId), hdWalletIndex: 1 })
    expect(duplicate!.error).toEqual({ type: 'resource_already_exists', message: 'Wallet index 1 already exists' })

    // No key material anywhere the host can see ----------------------------------------------------
    const authShare = fromBase64((await call(backend, 'POST', authSharePath, { token, body: {} })).body.auth_share)!
    const deviceShare = fromBase64(device1.storage.map.get(deviceShareKey(backend.appId, entropyId)))!
    const { key_material } = (await call(backend, 'POST', `/api/v1/embedded_wallets/${entropyId}/recovery/key_material`, { token, body: { chain_type: 'ethereum' } })).body
    const { encrypted_recovery_share } = (await call(backend, 'POST', `/api/v1/embedded_wallets/${entropyId}/recovery/share`, { token, body: {} })).body
    const recoveryShare = await openShare(fromBase64(key_material)!, encrypted_recovery_share, entropyId)
    const secret = decodeSecret(await combine([authShare, deviceShare]))
    expect(secret?.kind).toBe('mnemonic')
    const entropy = (secret as { entropy: Uint8Array }).entropy
    const keyring = await Keyring.from(secret!)
    expect(keyring.entropyId).toBe(entropyId)
    const mnemonic = entropyToMnemonic(entropy, wordlist).split(' ')
    expect(keyring.account(1).address).toBe(second.address)
    const secrets = [
      bytesToHex(entropy).slice(2), mnemonic.join(' '), ...mnemonic.slice(0, -2).map((_, i) => mnemonic.slice(i, i + 3).join(' ')),
      importedKey.slice(2),
      ...[authShare, deviceShare, recoveryShare].flatMap((share) => [bytesToHex(share).slice(2), Buffer.from(share).toString('base64')]),
    ]
    const derivedKeys = await Promise.all([0, 1, 2].map(async (i) => privateKeyOf(entropy, i)))
    secrets.push(...derivedKeys.map((k) => k.slice(2)))
    const everything = [device1, device2, device1Again, intruder].flatMap((d) => d.replies)
    expect(everything.length).toBeGreaterThan(15)
    const text = JSON.stringify(everything, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)).toLowerCase()
    for (const s of secrets) expect(text.includes(s.toLowerCase()), `an answer contains ${s.slice(0, 6)}…`).toBe(false)
    // The wallet origin's storage holds the device shares and nothing else.
    for (const [key] of device1.storage.map) expect(key).toMatch(/:device-share$/)
  }, 60_000)
})

async function privateKeyOf(entropy: Uint8Array, index: number): Promise<Hex> {
  const { HDKey } = await import('@scure/bip32')
  const { mnemonicToSeed } = await import('@scure/bip39')
  const seed = await mnemonicToSeed(entropyToMnemonic(entropy, wordlist))
  return bytesToHex(HDKey.fromMasterSeed(seed).derive(`m/44'/60'/0'/0/${index}`).privateKey!)
}
