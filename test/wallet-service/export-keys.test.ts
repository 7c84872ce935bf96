import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { Keyring } from '../../src/wallet-service/keys.js'

const HARDHAT = 'test test test test test test test test test test test junk'

describe('what the export page reads out of a keyring', () => {
  it("an HD wallet: its Ethereum key at m/44'/60'/0'/0/{index} (Hardhat's accounts), the seed phrase, and the Solana secret key (seed ‖ public key, base58)", async () => {
    const keyring = await Keyring.from({ kind: 'mnemonic', entropy: mnemonicToEntropy(HARDHAT, wordlist) })
    expect(keyring.exportEthereumKey(0)).toBe('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
    expect(keyring.exportEthereumKey(1)).toBe('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    expect(keyring.exportSeedPhrase()).toBe(HARDHAT)
    const secret = base58.decode(keyring.exportSolanaKey(2))
    expect(secret).toHaveLength(64)
    expect(base58.encode(secret.slice(32))).toBe(keyring.solana(2).address)
    expect(ed25519.getPublicKey(secret.slice(0, 32))).toEqual(secret.slice(32))
    // Exporting derives nothing the keyring keeps: signing still works as before.
    expect(keyring.account(1).address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(() => keyring.exportEthereumKey(-1)).toThrow(RangeError)
  })

  it('an imported key: the key itself, no seed phrase, no Solana wallet; a wiped keyring exports nothing', async () => {
    const key = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
    const imported = await Keyring.from({ kind: 'private-key', privateKey: hexToBytes(key) })
    expect(imported.exportEthereumKey(0)).toBe(key)
    expect(imported.exportSeedPhrase()).toBeNull()
    expect(() => imported.exportEthereumKey(1)).toThrow(RangeError)
    expect(() => imported.exportSolanaKey(0)).toThrow(RangeError)

    const keyring = await Keyring.from({ kind: 'mnemonic', entropy: mnemonicToEntropy(HARDHAT, wordlist) })
    keyring.wipe()
    expect(() => keyring.exportSeedPhrase()).toThrow('The keyring was wiped')
    expect(() => keyring.exportEthereumKey(0)).toThrow('The keyring was wiped')
    expect(() => keyring.exportSolanaKey(0)).toThrow('The keyring was wiped')
  })
})
