/**
 * Sign-In-With-Solana on the dev backend's side: reading the message (a copy of the tiny parser of
 * src/core/wallets/solana/siwsMessage.ts — the testing entry may not import core; both are tested
 * against the same fixtures) and verifying its ed25519 signature against the base58 address.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58Decode } from './base58.js'

/** The fields of a Sign-In-With-Solana message. */
export type SiwsFields = {
  domain: string
  address: string
  statement?: string
  uri?: string
  version?: string
  chainId?: string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

const HEADER = / wants you to sign in with your Solana account:$/
const LABELLED: [label: string, key: Exclude<keyof SiwsFields, 'domain' | 'address' | 'statement' | 'resources'>][] = [
  ['URI', 'uri'], ['Version', 'version'], ['Chain ID', 'chainId'], ['Nonce', 'nonce'], ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expirationTime'], ['Not Before', 'notBefore'], ['Request ID', 'requestId'],
]

/** The fields of a SIWS message, or null when it is not one (fields out of order, unknown lines …). */
export function readSiwsMessage(message: string): SiwsFields | null {
  const [header = '', address = '', ...rest] = message.split('\n')
  if (!HEADER.test(header) || !address) return null
  const out: SiwsFields = { domain: header.replace(HEADER, ''), address }
  if (!out.domain) return null
  // After an empty line: blocks separated by one empty line, [statement] then [fields].
  if (rest.length > 0 && rest.shift() !== '') return null
  const blocks = rest.length === 0 ? [] : rest.join('\n').split('\n\n')
  if (blocks.some((b) => b === '')) return null
  const labelled = (line: string) => line === 'Resources:' || LABELLED.some(([label]) => line.startsWith(`${label}: `))
  if (blocks.length > 0 && !labelled(blocks[0]!.split('\n')[0]!)) {
    if (blocks[0]!.includes('\n')) return null
    out.statement = blocks.shift()
  }
  if (blocks.length > 1) return null
  const lines = blocks[0]?.split('\n') ?? []
  let from = 0
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (line === 'Resources:') {
      const resources = lines.slice(i + 1)
      if (resources.some((r) => !r.startsWith('- '))) return null
      out.resources = resources.map((r) => r.slice(2))
      break
    }
    const at = LABELLED.findIndex(([label], index) => index >= from && line.startsWith(`${label}: `))
    if (at < 0) return null
    out[LABELLED[at]![1]] = line.slice(LABELLED[at]![0].length + 2)
    from = at + 1
  }
  return out
}

/** Standard base64 → bytes; null when malformed. */
export function base64Decode(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** A Solana address is the base58 of a 32-byte ed25519 public key. */
export function solanaPublicKey(address: string): Uint8Array | null {
  const key = base58Decode(address)
  return key && key.length === 32 ? key : null
}

/** True when `signature` (base64, 64 bytes) is `address`'s ed25519 signature of `message`'s UTF-8 bytes. */
export function verifySolanaSignature({ address, message, signature }: { address: string; message: Uint8Array; signature: string }): boolean {
  const publicKey = solanaPublicKey(address)
  const bytes = base64Decode(signature)
  if (!publicKey || !bytes || bytes.length !== 64) return false
  try {
    return ed25519.verify(bytes, message, publicKey)
  } catch {
    return false
  }
}
