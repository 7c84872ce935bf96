import { ed25519 } from '@noble/curves/ed25519.js'
import { hmac } from '@noble/hashes/hmac.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { base58 } from '@scure/base'
import { mnemonicToEntropy, mnemonicToSeedSync } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js'
import { describe, expect, it } from 'vitest'
import { ETHEREUM_ADDRESS_VERIFIER, SOLANA_ADDRESS_VERIFIER, WALLET_SERVICE_EVENTS as E } from '../../src/core/types/walletService.js'
import { Keyring, decodeSecret, encodeSecret, isSolanaAddress, newEntropy, parseSolanaSecretKey, solanaPath } from '../../src/wallet-service/keys.js'
import { requiredSigners } from '../../src/wallet-service/solanaRpc.js'
import { fromBase64, toBase64 } from '../../src/wallet-service/shares.js'
import { login } from '../testing/helpers.js'
import { backendFetch, newBackendWithUser, serviceOn } from './helpers.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const ABANDON = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

/**
 * SLIP-0010 "Test vector 1 for ed25519" (seed 000102…0f): private key and chain code of every
 * step, and the public key (the spec prefixes it with 00) of the first three.
 */
const VECTOR_1 = [
  ['m', '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7', '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb', '00a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed'],
  ["m/0'", '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3', '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69', '008c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c'],
  ["m/0'/1'", 'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2', 'a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14', '001932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187'],
  ["m/0'/1'/2'", '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9', '2e69929e00b5ab250f49c3fb1c12f252de4fed2c1db88387094a0f8c4c9ccd6c', null],
  ["m/0'/1'/2'/2'", '30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662', '8f6d87f93d750e0efccda017d662a1b31a266e4a6f5993b15f5c1f07f74dd5cc', null],
  ["m/0'/1'/2'/2'/1000000000'", '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793', '68789923a0cac2cd5a29172a475fe9e0fb14cd6adb5ad98a3fa70333e7afa230', null],
] as const

/** SLIP-10 ed25519, written out here from the specification (hardened steps only), to check the library against. */
function slip10(seed: Uint8Array, path: readonly number[]): Uint8Array {
  let i = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const index of path) {
    const data = new Uint8Array(37)
    data.set(i.slice(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index | 0x80000000) >>> 0)
    i = hmac(sha512, i.slice(32), data)
  }
  return i.slice(0, 32)
}

describe('Solana keys: SLIP-10 ed25519 at m/44\'/501\'/{index}\'/0\'', () => {
  it.each(VECTOR_1)('the SLIP-0010 ed25519 test vector 1 at %s', (path, privateKey, chainCode, publicKey) => {
    const key = Slip10Key.fromMasterSeed(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex')).derive(path)
    expect(hex(key.privateKey)).toBe(privateKey)
    expect(hex(key.chainCode)).toBe(chainCode)
    if (publicKey) expect(hex(key.publicKey)).toBe(publicKey)
  })

  it("the 'abandon … about' mnemonic gives HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk at index 0 (Phantom's address), as an independent SLIP-10 derives", async () => {
    const keyring = await Keyring.from({ kind: 'mnemonic', entropy: mnemonicToEntropy(ABANDON, wordlist) })
    const seed = mnemonicToSeedSync(ABANDON)
    expect(keyring.solana(0).address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
    for (const index of [0, 1, 7, 2 ** 31 - 1]) {
      const expected = base58.encode(ed25519.getPublicKey(slip10(seed, [44, 501, index, 0])))
      expect(keyring.solana(index).address).toBe(expected)
    }
    expect(solanaPath(3)).toBe("m/44'/501'/3'/0'")
    // The same entropy keeps its Ethereum entropy id.
    expect(keyring.entropyId).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
  })

  it('signs ed25519 signatures the public key verifies; wipe() makes the keyring unusable', async () => {
    const keyring = await Keyring.from({ kind: 'mnemonic', entropy: newEntropy() })
    const account = keyring.solana(2)
    const message = new TextEncoder().encode('hello')
    expect(ed25519.verify(account.sign(message), message, account.publicKey)).toBe(true)
    expect(() => keyring.solana(2 ** 31)).toThrow(RangeError)
    keyring.wipe()
    expect(() => keyring.solana(3)).toThrow(RangeError)
  })

  it('an imported (secp256k1) key has no Solana wallets', async () => {
    const keyring = await Keyring.from({ kind: 'private-key', privateKey: new Uint8Array(32).fill(1) })
    expect(() => keyring.solana(0)).toThrow('An imported key has no Solana wallets')
  })
})

describe('requiredSigners: the signers a serialized Solana message names', () => {
  const payer = Keypair.generate().publicKey
  const other = Keypair.generate().publicKey
  const instruction = SystemProgram.transfer({ fromPubkey: payer, toPubkey: other, lamports: 1 })
  const blockhash = base58.encode(new Uint8Array(32).fill(9))

  it('reads a legacy message and a v0 message', () => {
    const legacy = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(instruction).serializeMessage()
    expect(requiredSigners(legacy)!.map((k) => new PublicKey(k).toBase58())).toEqual([payer.toBase58()])
    const v0 = new TransactionMessage({ payerKey: other, recentBlockhash: blockhash, instructions: [instruction] }).compileToV0Message().serialize()
    expect(requiredSigners(v0)!.map((k) => new PublicKey(k).toBase58())).toEqual([other.toBase58(), payer.toBase58()])
  })

  it.each([
    ['empty bytes', new Uint8Array()],
    ['a version other than 0', Uint8Array.of(0x81, 1, 0, 0, 1, ...new Uint8Array(32))],
    ['more signers than keys', Uint8Array.of(2, 0, 0, 1, ...new Uint8Array(32))],
    ['keys cut short', Uint8Array.of(1, 0, 0, 2, ...new Uint8Array(40))],
    ['no signer', Uint8Array.of(0, 0, 0, 1, ...new Uint8Array(32))],
  ])('refuses %s', (_name, bytes) => {
    expect(requiredSigners(bytes)).toBeNull()
  })
})

describe('the protocol with chainType solana (in-process service and dev backend)', () => {
  it('solana-wallet create on a user without wallets makes new entropy whose first wallet is the Solana one; add gives index 1', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send } = serviceOn(backend)
    const created = (await send(E.createSolana, { accessToken: token }))!
    expect(created.error).toBeUndefined()
    const data = created.data as { address: string; chainType: string; entropyId: string; walletIndex: number; user: { linked_accounts: Record<string, unknown>[] } }
    expect(data).toMatchObject({ chainType: 'solana', walletIndex: 0, imported: false, recoveryMethod: 'privy', entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER })
    expect(base58.decode(data.address)).toHaveLength(32)
    expect(data.entropyId).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const wallets = data.user.linked_accounts.filter((a) => a.type === 'wallet')
    expect(wallets).toEqual([expect.objectContaining({ address: data.address, chain_type: 'solana', wallet_client_type: 'privy', connector_type: 'embedded', wallet_index: 0, entropy_id: data.entropyId })])

    expect((await send(E.createSolana, { accessToken: token }))!.error).toEqual({ type: 'resource_already_exists', message: 'User already has an embedded Solana wallet' })
    const added = (await send(E.add, { accessToken: token, entropyId: data.entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, chainType: 'solana' }))!.data as { address: string; walletIndex: number }
    expect(added.walletIndex).toBe(1)
    expect(added.address).not.toBe(data.address)
  })

  it('solana-wallet create for a user with an Ethereum wallet derives from the same entropy', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send } = serviceOn(backend)
    const ethereum = (await send(E.create, { accessToken: token }))!.data as { entropyId: string }
    const solana = (await send(E.createSolana, { accessToken: token }))!.data as { address: string; entropyId: string; walletIndex: number }
    expect(solana.entropyId).toBe(ethereum.entropyId)
    expect(solana.walletIndex).toBe(0)
    // Another device (fresh storage) recovers the entropy and signs with the same Solana key.
    const other = serviceOn(backend)
    const message = new TextEncoder().encode('same key')
    const signed = (await other.send(E.rpc, {
      accessToken: token, entropyId: solana.entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: 0, chainType: 'solana',
      request: { method: 'signMessage', params: { message: toBase64(message) } },
    }))!.data as { signature: string }
    expect(ed25519.verify(fromBase64(signed.signature)!, message, base58.decode(solana.address))).toBe(true)
  })

  it('signs a message and a transaction message it is a signer of; refuses one it is not a signer of', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send } = serviceOn(backend)
    const { address, entropyId } = (await send(E.createSolana, { accessToken: token }))!.data as { address: string; entropyId: string }
    const rpc = (request: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      send(E.rpc, { accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: 0, chainType: 'solana', request, ...extra })
    const wallet = new PublicKey(address)
    const foreign = Keypair.generate()
    const blockhash = base58.encode(new Uint8Array(32).fill(3))

    const tx = new Transaction({ feePayer: wallet, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: wallet, toPubkey: foreign.publicKey, lamports: 5 }))
    const signed = (await rpc({ method: 'signTransaction', params: { transaction: toBase64(tx.serializeMessage()) } }))!.data as { signature: string }
    tx.addSignature(wallet, Buffer.from(fromBase64(signed.signature)!))
    expect(tx.verifySignatures()).toBe(true)

    const v0 = new VersionedTransaction(new TransactionMessage({ payerKey: foreign.publicKey, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: wallet, toPubkey: foreign.publicKey, lamports: 5 })] }).compileToV0Message())
    const v0Signed = (await rpc({ method: 'signTransaction', params: { transaction: toBase64(v0.message.serialize()) } }))!.data as { signature: string }
    expect(ed25519.verify(fromBase64(v0Signed.signature)!, v0.message.serialize(), wallet.toBytes())).toBe(true)

    const notMine = new Transaction({ feePayer: foreign.publicKey, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: foreign.publicKey, toPubkey: wallet, lamports: 5 }))
    expect((await rpc({ method: 'signTransaction', params: { transaction: toBase64(notMine.serializeMessage()) } }))!.error).toEqual({ type: 'unable_to_sign', message: 'No wallet found for address' })
    expect((await rpc({ method: 'signTransaction', params: { transaction: toBase64(Uint8Array.of(1, 2, 3)) } }))!.error).toEqual({ type: 'invalid_request', message: 'Invalid transaction request' })
    expect((await rpc({ method: 'signMessage', params: { message: '' } }))!.error!.type).toBe('invalid_request')
    expect((await rpc({ method: 'personal_sign', params: ['hi'] }))!.error).toEqual({ type: 'unsupported_method', message: 'Unsupported method: personal_sign' })
    // An index the user does not have: the backend refuses before anything is signed.
    expect((await rpc({ method: 'signMessage', params: { message: toBase64(Uint8Array.of(1)) } }, { hdWalletIndex: 3 }))!.error).toEqual({ type: 'embedded_wallet_not_found', message: 'Embedded wallet not found' })
    // The Ethereum wallet 0 of that entropy was never registered: not signable either.
    expect((await send(E.rpc, { accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'personal_sign', params: ['hi'] } }))!.error!.type).toBe('embedded_wallet_not_found')
  })

  it('every Solana signature is authorized first: chain_type solana, the MFA answers and the mfaToken as for Ethereum', async () => {
    const { backend, token } = await newBackendWithUser()
    const bodies: unknown[] = []
    const gated: typeof fetch = async (input, init) => {
      const request = new Request(input instanceof Request ? input : String(input), init)
      if (!request.url.endsWith('/authorize')) return backendFetch(backend)(request)
      bodies.push(await request.clone().json())
      if (request.headers.get('foyer-mfa-token') === 'verified') return backendFetch(backend)(request)
      return Response.json({ error: 'MFA', code: 'missing_or_invalid_mfa' }, { status: 403 })
    }
    const { send } = serviceOn(backend, { fetch: gated })
    const { entropyId } = (await send(E.createSolana, { accessToken: token }))!.data as { entropyId: string }
    const sign = (extra: Record<string, unknown>) =>
      send(E.rpc, { accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: 0, chainType: 'solana', request: { method: 'signMessage', params: { message: toBase64(Uint8Array.of(7)) } }, ...extra })
    expect((await sign({}))!.error).toEqual({ type: 'missing_or_invalid_mfa', message: 'MFA verification required' })
    expect((await sign({ mfaToken: 'verified' }))!.data).toMatchObject({ method: 'signMessage', signature: expect.any(String) })
    expect(bodies[0]).toEqual({ method: 'signMessage', wallet_index: 0, chain_type: 'solana' })
  })
})

describe('an imported Solana key', () => {
  const keypair = Keypair.generate()
  const address = keypair.publicKey.toBase58()
  const seed = keypair.secretKey.slice(0, 32)
  const other = Keypair.generate()
  const mismatched = Uint8Array.from([...seed, ...other.publicKey.toBytes()])

  it.each([
    ['the 64-byte keypair (seed ‖ public key)', base58.encode(keypair.secretKey)],
    ['the 32-byte seed', base58.encode(seed)],
  ])('parses %s as its seed', (_name, text) => {
    expect(parseSolanaSecretKey(text)).toEqual({ seed })
  })

  it.each([
    ['a keypair whose public half is another key', base58.encode(mismatched), 'mismatched'],
    ['33 bytes', base58.encode(new Uint8Array(33).fill(1)), 'invalid'],
    ['63 bytes', base58.encode(keypair.secretKey.slice(0, 63)), 'invalid'],
    ['text with characters base58 leaves out (0, O, I, l)', '0OIl' + base58.encode(seed).slice(4), 'invalid'],
    ['hex', Buffer.from(keypair.secretKey).toString('hex'), 'invalid'],
    ['an empty string', '', 'invalid'],
    ['a very long string', '1'.repeat(101), 'invalid'],
    ['a number array', Array.from(keypair.secretKey), 'invalid'],
    ['undefined', undefined, 'invalid'],
  ])('refuses %s', (_name, value, error) => {
    expect(parseSolanaSecretKey(value)).toEqual({ error })
  })

  it('is a secret of its own (tag 3): one Solana account at index 0, whose address is the entropy id; no Ethereum account', async () => {
    const bytes = encodeSecret({ kind: 'solana-key', seed })
    expect(bytes[0]).toBe(3)
    expect(decodeSecret(bytes)).toEqual({ kind: 'solana-key', seed })
    const keyring = await Keyring.from({ kind: 'solana-key', seed })
    expect(keyring.kind).toBe('solana-key')
    expect(keyring.solana(0).address).toBe(address)
    expect(keyring.entropyId).toBe(address)
    const message = new TextEncoder().encode('imported')
    expect(ed25519.verify(keyring.solana(0).sign(message), message, keypair.publicKey.toBytes())).toBe(true)
    expect(() => keyring.solana(1)).toThrow('An imported wallet has only index 0')
    expect(() => keyring.account(0)).toThrow('An imported Solana key has no Ethereum wallets')
    keyring.wipe()
    expect(() => keyring.solana(0)).toThrow('The keyring was wiped')
    expect(isSolanaAddress(address)).toBe(true)
    expect(isSolanaAddress('0x' + 'ab'.repeat(20))).toBe(false)
  })

  it('imports (64-byte keypair) as an embedded Solana wallet whose entropy is its own address; it signs here and on another device', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send, replies } = serviceOn(backend)
    const secret = base58.encode(keypair.secretKey)
    const imported = (await send(E.import, { accessToken: token, chainType: 'solana', privateKey: secret, mode: 'on-device' }))!
    expect(imported.error).toBeUndefined()
    const data = imported.data as { user: { linked_accounts: Record<string, unknown>[] } }
    expect(data).toMatchObject({ address, chainType: 'solana', entropyId: address, entropyIdVerifier: SOLANA_ADDRESS_VERIFIER, walletIndex: 0, imported: true, recoveryMethod: 'privy' })
    expect(data.user.linked_accounts.filter((a) => a.type === 'wallet')).toEqual([expect.objectContaining({
      address, chain_type: 'solana', connector_type: 'embedded', wallet_index: 0, imported: true, entropy_id: address, entropy_id_verifier: SOLANA_ADDRESS_VERIFIER,
    })])
    const selector = { accessToken: token, entropyId: address, entropyIdVerifier: SOLANA_ADDRESS_VERIFIER, hdWalletIndex: 0, chainType: 'solana' }
    const message = new TextEncoder().encode('mine')
    const sign = (via: typeof send) => via(E.rpc, { ...selector, request: { method: 'signMessage', params: { message: toBase64(message) } } })
    const signed = (await sign(send))!.data as { signature: string }
    expect(ed25519.verify(fromBase64(signed.signature)!, message, keypair.publicKey.toBytes())).toBe(true)
    // A fresh device recovers it (auth share + recovery share) and signs with the same key.
    const otherDevice = serviceOn(backend)
    expect((await otherDevice.send(E.connect, { accessToken: token, entropyId: address, entropyIdVerifier: SOLANA_ADDRESS_VERIFIER }))!.data).toMatchObject({ entropyId: address, recovered: true })
    const again = (await sign(otherDevice.send))!.data as { signature: string }
    expect(ed25519.verify(fromBase64(again.signature)!, message, keypair.publicKey.toBytes())).toBe(true)
    // A transaction it signs for.
    const tx = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: base58.encode(new Uint8Array(32).fill(4)) })
      .add(SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: other.publicKey, lamports: 1 }))
    const txSigned = (await send(E.rpc, { ...selector, request: { method: 'signTransaction', params: { transaction: toBase64(tx.serializeMessage()) } } }))!.data as { signature: string }
    tx.addSignature(keypair.publicKey, Buffer.from(fromBase64(txSigned.signature)!))
    expect(tx.verifySignatures()).toBe(true)
    // It has no other index, no Ethereum wallet and no HD wallets; the Ethereum verifier does not name it.
    expect((await send(E.rpc, { ...selector, hdWalletIndex: 1, request: { method: 'signMessage', params: { message: toBase64(message) } } }))!.error!.type).toBe('embedded_wallet_not_found')
    expect((await send(E.rpc, { ...selector, chainType: 'ethereum', request: { method: 'personal_sign', params: ['hi'] } }))!.error!.type).toBe('embedded_wallet_not_found')
    expect((await send(E.add, { accessToken: token, entropyId: address, entropyIdVerifier: SOLANA_ADDRESS_VERIFIER, chainType: 'solana' }))!.error).toEqual({ type: 'unsupported_wallet_type', message: 'An imported wallet has no HD wallets' })
    expect((await send(E.connect, { accessToken: token, entropyId: address, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER }))!.error).toEqual({ type: 'invalid_request', message: 'Missing or invalid entropyId' })
    // No answer carries the key.
    expect(JSON.stringify([...replies, ...otherDevice.replies])).not.toContain(secret)
    expect(JSON.stringify([...replies, ...otherDevice.replies])).not.toContain(base58.encode(seed))
  })

  it('imports a 32-byte seed; the user keeps their own entropy for created Solana wallets', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send } = serviceOn(backend)
    const created = (await send(E.createSolana, { accessToken: token }))!.data as { address: string; entropyId: string }
    const key = Keypair.generate()
    const imported = (await send(E.import, { accessToken: token, chainType: 'solana', privateKey: base58.encode(key.secretKey.slice(0, 32)) }))!.data as { address: string; entropyId: string }
    expect(imported).toMatchObject({ address: key.publicKey.toBase58(), entropyId: key.publicKey.toBase58(), imported: true })
    // Adding a Solana wallet still goes to the user's own entropy.
    const added = (await send(E.add, { accessToken: token, entropyId: created.entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, chainType: 'solana' }))!.data as { walletIndex: number; entropyId: string }
    expect(added).toMatchObject({ walletIndex: 1, entropyId: created.entropyId })
  })

  it.each([
    ['a keypair whose public half is another key', base58.encode(mismatched), { type: 'invalid_request', message: 'Invalid private key: its public key half does not match the secret key' }],
    ['garbage', 'not a key', { type: 'invalid_request', message: 'Invalid private key' }],
    ['an Ethereum hex key', '0x' + '11'.repeat(32), { type: 'invalid_request', message: 'Invalid private key' }],
  ])('refuses %s before calling the backend', async (_name, privateKey, error) => {
    const { backend, token } = await newBackendWithUser()
    const calls: string[] = []
    const counting: typeof fetch = (input, init) => {
      calls.push(String(input instanceof Request ? input.url : input))
      return backendFetch(backend)(input, init)
    }
    const { send } = serviceOn(backend, { fetch: counting, allowedOrigins: ['http://localhost:*'] })
    expect((await send(E.import, { accessToken: token, chainType: 'solana', privateKey }))!.error).toEqual(error)
    expect(calls).toEqual([])
  })

  it('refuses a key already linked: imported twice by the user, or by another user', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send } = serviceOn(backend)
    const key = base58.encode(Keypair.generate().secretKey)
    expect((await send(E.import, { accessToken: token, chainType: 'solana', privateKey: key }))!.data).toMatchObject({ imported: true })
    expect((await send(E.import, { accessToken: token, chainType: 'solana', privateKey: key }))!.error).toEqual({ type: 'resource_already_exists', message: 'This wallet is already linked to the user' })
    const grace = await login(backend, 'grace@example.com')
    expect((await send(E.import, { accessToken: grace.token, chainType: 'solana', privateKey: key }))!.error).toEqual({ type: 'embedded_wallet_creation_error', message: 'Failed to create wallet' })
  })
})
