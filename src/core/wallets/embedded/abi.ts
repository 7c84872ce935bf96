/**
 * The little of the Solidity ABI the transaction confirmation needs, without viem at run time (an
 * optional peer of the kit): 4-byte selectors, and reading the words of calldata and of eth_call
 * results (addresses, uint256, bool, uint256[] and string). Every reader returns null on data too
 * short for what it reads. The tests check it against viem's encoder.
 */
import { keccak_256 } from '@noble/hashes/sha3.js'
import { checksumAddress } from '../ethereum/checksum.js'
import { toHex } from '../ethereum/hex.js'

const encoder = new TextEncoder()

/** The 4-byte selector of a function signature: `selectorOf('transfer(address,uint256)')` is '0xa9059cbb'. */
export const selectorOf = (signature: string): `0x${string}` => `0x${toHex(keccak_256(encoder.encode(signature))).slice(0, 8)}`

/** ABI words (32 bytes, hex without 0x) of `hex` (no selector); null when it is not hex of whole words. */
export function wordsOf(hex: string): string[] | null {
  const body = hex.startsWith('0x') ? hex.slice(2) : hex
  if (body.length % 64 !== 0 || !/^[0-9a-fA-F]*$/.test(body)) return null
  return body.match(/.{64}/g) ?? []
}

export const wordToBigInt = (word: string): bigint => BigInt(`0x${word}`)
export const wordToAddress = (word: string): string => checksumAddress(`0x${word.slice(24)}`)
export const wordToBool = (word: string): boolean => wordToBigInt(word) !== 0n

/** A dynamic uint256[] whose offset (bytes, from the start of the arguments) is in `words[at]`. */
export function uintArrayAt(words: readonly string[], at: number): bigint[] | null {
  const start = words[at] === undefined ? null : Number(wordToBigInt(words[at]!) / 32n)
  if (start === null || !Number.isSafeInteger(start) || words[start] === undefined) return null
  const length = Number(wordToBigInt(words[start]!))
  if (!Number.isSafeInteger(length)) return null
  const values: bigint[] = []
  for (let i = 1; i <= length; i++) {
    const word = words[start + i]
    if (word === undefined) return null
    values.push(wordToBigInt(word))
  }
  return values
}

/** A returned `string` (offset, length, UTF-8 bytes); a bare `bytes32` (older tokens' symbol) reads as its text; empty or unreadable: null. */
export function decodeStringResult(hex: string): string | null {
  const words = wordsOf(hex)
  if (!words || words.length === 0) return null
  if (words.length === 1) {
    const text = new TextDecoder().decode(hexBytes(words[0]!.replace(/(00)+$/, '')))
    return text || null
  }
  const start = Number(wordToBigInt(words[0]!) / 32n)
  const lengthWord = words[start]
  if (lengthWord === undefined) return null
  const length = Number(wordToBigInt(lengthWord))
  const body = words.slice(start + 1).join('')
  if (!Number.isSafeInteger(length) || body.length < length * 2) return null
  return new TextDecoder().decode(hexBytes(body.slice(0, length * 2))) || null
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}
