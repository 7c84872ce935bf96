import { keccak_256 } from '@noble/hashes/sha3.js'
import { UnableToRetrieveAddressError } from '../errors.js'
import { isEthereumAddress, toHex } from './hex.js'

const encoder = new TextEncoder()

/** The EIP-55 checksummed form of an address ('Unable to retrieve address' when it is none). */
export function checksumAddress(address: string): `0x${string}` {
  if (!isEthereumAddress(address)) throw new UnableToRetrieveAddressError({ details: `Not an Ethereum address: ${String(address)}` })
  const lower = address.slice(2).toLowerCase()
  const hash = toHex(keccak_256(encoder.encode(lower)))
  let out = '0x'
  for (let i = 0; i < 40; i += 1) out += Number.parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!
  return out as `0x${string}`
}
