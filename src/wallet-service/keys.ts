/**
 * The secrets the wallet service holds and the accounts they give.
 *
 * A secret is tagged before it is split, so a reconstructed secret says what it is:
 * - `mnemonic`: BIP-39 entropy (16 bytes → 12 words); Ethereum accounts m/44'/60'/0'/0/{index}
 *   (BIP-32, secp256k1) and Solana accounts m/44'/501'/{index}'/0' (SLIP-10, ed25519);
 * - `private-key`: an imported secp256k1 key (32 bytes); one Ethereum account, index 0;
 * - `solana-key`: an imported ed25519 key (its 32-byte seed); one Solana account, index 0.
 * The entropy id of a secret is the Ethereum address of its account 0 (also when the user only
 * has Solana wallets: it names the entropy, it is not a wallet); an imported Solana key has no
 * Ethereum account, and its entropy id is its own Solana address (`solana-address-verifier`).
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { entropyToMnemonic, mnemonicToSeedWebcrypto } from '@scure/bip39'
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { bytesToHex, hexToBytes } from 'viem'
// viem's own copy of @scure/bip32: one secp256k1 implementation in the page bundle, not two.
import { HDKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'

/** The BIP-44 path of Ethereum wallet `index`. */
export const ethereumPath = (index: number): string => `m/44'/60'/0'/0/${index}`

/** The SLIP-10 path of Solana wallet `index` (the path Phantom and solana-keygen use). */
export const solanaPath = (index: number): string => `m/44'/501'/${index}'/0'`

/** A Solana account of the keyring: its ed25519 public key, its address (base58) and a signer. */
export type SolanaAccount = {
  publicKey: Uint8Array
  address: string
  /** The ed25519 signature (64 bytes) of `message`. */
  sign(message: Uint8Array): Uint8Array
}

/** The Solana account of a SLIP-10 ed25519 key. */
const solanaAccountOf = (key: Slip10Key): SolanaAccount => {
  const publicKey = key.publicKeyRaw
  return { publicKey, address: base58.encode(publicKey), sign: (message) => key.sign(message) }
}

/** The largest wallet index (non-hardened BIP-32 child indexes are below 2^31). */
export const MAX_WALLET_INDEX = 0x7fffffff

/** True for an integer wallet index in 0 … 2^31 − 1. */
export const isWalletIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_WALLET_INDEX

/** A secret the service splits: BIP-39 entropy, an imported Ethereum private key, or an imported Solana key. */
export type Secret =
  | { kind: 'mnemonic'; entropy: Uint8Array }
  | { kind: 'private-key'; privateKey: Uint8Array }
  /** An imported Solana key: its 32-byte ed25519 seed (the first half of a 64-byte Solana keypair). */
  | { kind: 'solana-key'; seed: Uint8Array }

const TAG = { mnemonic: 1, 'private-key': 2, 'solana-key': 3 } as const

/** 16 random bytes: a 12-word BIP-39 mnemonic. */
export const newEntropy = (): Uint8Array => crypto.getRandomValues(new Uint8Array(16))

/** The secret's own bytes (not a copy). */
const secretBytes = (secret: Secret): Uint8Array =>
  secret.kind === 'mnemonic' ? secret.entropy : secret.kind === 'private-key' ? secret.privateKey : secret.seed

/** Zeroes a secret's bytes. */
export const wipeSecret = (secret: Secret): void => void secretBytes(secret).fill(0)

/** The bytes that get split: a one-byte tag, then the secret. */
export function encodeSecret(secret: Secret): Uint8Array {
  const body = secretBytes(secret)
  const out = new Uint8Array(body.length + 1)
  out[0] = TAG[secret.kind]
  out.set(body, 1)
  return out
}

/** The secret in tagged bytes; null when they are not a secret (e.g. shares that do not belong together). */
export function decodeSecret(bytes: Uint8Array): Secret | null {
  const body = bytes.slice(1)
  if (bytes[0] === TAG.mnemonic && (body.length === 16 || body.length === 32)) return { kind: 'mnemonic', entropy: body }
  if (bytes[0] === TAG['private-key'] && body.length === 32) return { kind: 'private-key', privateKey: body }
  if (bytes[0] === TAG['solana-key'] && body.length === 32) return { kind: 'solana-key', seed: body }
  return null
}

/**
 * A reconstructed secret in memory and the accounts it derives (cached per index). `wipe()`
 * zeroes what can be zeroed; the keyring is unusable afterwards.
 */
export class Keyring {
  readonly #accounts = new Map<number, PrivateKeyAccount>()
  readonly #solanaAccounts = new Map<number, SolanaAccount>()
  #parent: HDKey | null
  /** m/44'/501' (SLIP-10): the parent of every Solana account; null for an imported key. */
  #solanaParent: Slip10Key | null = null
  /** Every Solana key derived, zeroed by wipe(). */
  readonly #solanaKeys: Slip10Key[] = []
  #privateKey: Uint8Array | null
  /** An imported Solana key's seed; null otherwise. */
  #solanaSeed: Uint8Array | null = null
  /** The BIP-39 entropy (a mnemonic keyring): what the seed phrase is made of; zeroed by wipe(). */
  #entropy: Uint8Array | null = null
  readonly kind: Secret['kind']

  private constructor(kind: Secret['kind'], parent: HDKey | null, privateKey: Uint8Array | null) {
    this.kind = kind
    this.#parent = parent
    this.#privateKey = privateKey
  }

  static async from(secret: Secret): Promise<Keyring> {
    if (secret.kind === 'private-key') return new Keyring('private-key', null, secret.privateKey.slice())
    if (secret.kind === 'solana-key') {
      const keyring = new Keyring('solana-key', null, null)
      keyring.#solanaSeed = secret.seed.slice()
      return keyring
    }
    const seed = await mnemonicToSeedWebcrypto(entropyToMnemonic(secret.entropy, wordlist))
    const root = HDKey.fromMasterSeed(seed)
    const solanaParent = Slip10Key.fromMasterSeed(seed).derive("m/44'/501'")
    seed.fill(0)
    const parent = root.derive("m/44'/60'/0'/0")
    root.wipePrivateData()
    const keyring = new Keyring('mnemonic', parent, null)
    keyring.#solanaParent = solanaParent
    keyring.#entropy = secret.entropy.slice()
    return keyring
  }

  /**
   * The Solana account of wallet `index` (m/44'/501'/{index}'/0'; of an imported Solana key, the
   * key itself, index 0 only). Throws for an imported Ethereum key or a wiped keyring.
   */
  solana(index: number): SolanaAccount {
    const cached = this.#solanaAccounts.get(index)
    if (cached) return cached
    if (!isWalletIndex(index)) throw new RangeError('Invalid wallet index')
    if (this.kind === 'solana-key') {
      if (index !== 0) throw new RangeError('An imported wallet has only index 0')
      if (!this.#solanaSeed) throw new RangeError('The keyring was wiped')
      const publicKey = ed25519.getPublicKey(this.#solanaSeed)
      const sign = (message: Uint8Array) => {
        if (!this.#solanaSeed) throw new RangeError('The keyring was wiped')
        return ed25519.sign(message, this.#solanaSeed)
      }
      const account: SolanaAccount = { publicKey, address: base58.encode(publicKey), sign }
      this.#solanaAccounts.set(index, account)
      return account
    }
    if (!this.#solanaParent) throw new RangeError(this.kind === 'private-key' ? 'An imported key has no Solana wallets' : 'The keyring was wiped')
    const key = this.#solanaParent.derive(`m/${index}'/0'`)
    const account = solanaAccountOf(key)
    this.#solanaKeys.push(key)
    this.#solanaAccounts.set(index, account)
    return account
  }

  /** The account of wallet `index`; an imported key has only index 0. Throws on any other index. */
  account(index: number): PrivateKeyAccount {
    const cached = this.#accounts.get(index)
    if (cached) return cached
    if (!isWalletIndex(index)) throw new RangeError('Invalid wallet index')
    if (this.kind === 'solana-key') throw new RangeError('An imported Solana key has no Ethereum wallets')
    let key: Uint8Array
    if (this.kind === 'private-key') {
      if (index !== 0 || !this.#privateKey) throw new RangeError('An imported wallet has only index 0')
      key = this.#privateKey
    } else {
      const child = this.#parent?.deriveChild(index)
      if (!child?.privateKey) throw new RangeError('The keyring was wiped')
      key = child.privateKey
    }
    const account = privateKeyToAccount(bytesToHex(key))
    this.#accounts.set(index, account)
    return account
  }

  /**
   * The private key of Ethereum wallet `index`, 0x-prefixed hex (what wallets import). For the
   * export page only: nothing else reads a key out of the keyring.
   */
  exportEthereumKey(index: number): `0x${string}` {
    if (!isWalletIndex(index)) throw new RangeError('Invalid wallet index')
    if (this.kind === 'solana-key') throw new RangeError('An imported Solana key has no Ethereum wallets')
    if (this.kind === 'private-key') {
      if (index !== 0 || !this.#privateKey) throw new RangeError('An imported wallet has only index 0')
      return bytesToHex(this.#privateKey)
    }
    const child = this.#parent?.deriveChild(index)
    if (!child?.privateKey) throw new RangeError('The keyring was wiped')
    const hex = bytesToHex(child.privateKey)
    child.wipePrivateData()
    return hex
  }

  /**
   * The secret key of Solana wallet `index` as Solana wallets import it: base58 of the 64 bytes
   * ed25519 seed ‖ public key (solana-keygen's and Phantom's format). For the export page only.
   */
  exportSolanaKey(index: number): string {
    if (!isWalletIndex(index)) throw new RangeError('Invalid wallet index')
    if (this.kind === 'solana-key') {
      // An imported Solana key: its own seed ‖ public key.
      if (index !== 0) throw new RangeError('An imported wallet has only index 0')
      if (!this.#solanaSeed) throw new RangeError('The keyring was wiped')
      const bytes = new Uint8Array(64)
      bytes.set(this.#solanaSeed)
      bytes.set(ed25519.getPublicKey(this.#solanaSeed), 32)
      const encoded = base58.encode(bytes)
      bytes.fill(0)
      return encoded
    }
    if (!this.#solanaParent) throw new RangeError(this.kind === 'private-key' ? 'An imported key has no Solana wallets' : 'The keyring was wiped')
    const key = this.#solanaParent.derive(`m/${index}'/0'`)
    const bytes = new Uint8Array(64)
    bytes.set(key.privateKey)
    bytes.set(key.publicKeyRaw, 32)
    const encoded = base58.encode(bytes)
    bytes.fill(0)
    key.privateKey.fill(0)
    key.chainCode.fill(0)
    return encoded
  }

  /**
   * The raw 32-byte key of wallet `index` — an Ethereum wallet's secp256k1 private key, a Solana
   * wallet's ed25519 seed — for the delegation seal only: it is sealed to the backend at once, and
   * the caller zeroes it.
   */
  delegationKey(chain: 'ethereum' | 'solana', index: number): Uint8Array {
    if (chain === 'ethereum') return hexToBytes(this.exportEthereumKey(index))
    if (!isWalletIndex(index)) throw new RangeError('Invalid wallet index')
    if (this.kind === 'solana-key') {
      if (index !== 0 || !this.#solanaSeed) throw new RangeError('An imported wallet has only index 0')
      return this.#solanaSeed.slice()
    }
    if (!this.#solanaParent) throw new RangeError(this.kind === 'private-key' ? 'An imported key has no Solana wallets' : 'The keyring was wiped')
    const key = this.#solanaParent.derive(`m/${index}'/0'`)
    const seed = key.privateKey.slice()
    key.privateKey.fill(0)
    key.chainCode.fill(0)
    return seed
  }

  /** The 12-word (or 24-word) BIP-39 seed phrase of a mnemonic keyring; null for an imported key. For the export page only. */
  exportSeedPhrase(): string | null {
    if (this.kind !== 'mnemonic') return null
    if (!this.#entropy) throw new RangeError('The keyring was wiped')
    return entropyToMnemonic(this.#entropy, wordlist)
  }

  /** The entropy id: the address of account 0 (of an imported Solana key, its Solana address). */
  get entropyId(): string {
    return this.kind === 'solana-key' ? this.solana(0).address : this.account(0).address
  }

  wipe(): void {
    this.#accounts.clear()
    this.#solanaAccounts.clear()
    for (const key of [...this.#solanaKeys, ...(this.#solanaParent ? [this.#solanaParent] : [])]) {
      key.privateKey.fill(0)
      key.chainCode.fill(0)
    }
    this.#solanaKeys.length = 0
    this.#solanaParent = null
    this.#parent?.wipePrivateData()
    this.#parent = null
    this.#privateKey?.fill(0)
    this.#privateKey = null
    this.#solanaSeed?.fill(0)
    this.#solanaSeed = null
    this.#entropy?.fill(0)
    this.#entropy = null
  }
}

/** Parses a 32-byte private key given as hex (with or without 0x); null when it is not one. */
export function parsePrivateKey(value: unknown): Uint8Array | null {
  if (typeof value !== 'string') return null
  const hex = value.startsWith('0x') || value.startsWith('0X') ? value.slice(2) : value
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return null
  const bytes = new Uint8Array(32)
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** The longest base58 text of a 64-byte key (88 characters), with room: longer input is refused before decoding. */
const MAX_SOLANA_KEY_CHARS = 100

/** What {@link parseSolanaSecretKey} finds: the key's seed, or why there is none. */
export type ParsedSolanaKey = { seed: Uint8Array } | { error: 'invalid' | 'mismatched' }

/**
 * A Solana secret key as base58 — of the 64-byte keypair (seed ‖ public key: what solana-keygen
 * and wallets export) or of the 32-byte seed — gives its seed. `invalid`: not base58 of 32 or 64
 * bytes; `mismatched`: a keypair whose public half is not its seed's public key.
 */
export function parseSolanaSecretKey(value: unknown): ParsedSolanaKey {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_SOLANA_KEY_CHARS) return { error: 'invalid' }
  let bytes: Uint8Array
  try {
    bytes = base58.decode(value)
  } catch {
    return { error: 'invalid' }
  }
  if (bytes.length === 32) return { seed: bytes }
  if (bytes.length !== 64) {
    bytes.fill(0)
    return { error: 'invalid' }
  }
  const seed = bytes.slice(0, 32)
  const publicKey = ed25519.getPublicKey(seed)
  const matches = publicKey.every((byte, i) => byte === bytes[32 + i])
  bytes.fill(0)
  if (matches) return { seed }
  seed.fill(0)
  return { error: 'mismatched' }
}

/** True for a Solana address: base58 of 32 bytes (an ed25519 public key). */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 32 || value.length > 44) return false
  try {
    return base58.decode(value).length === 32
  } catch {
    return false
  }
}
