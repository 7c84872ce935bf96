
/**
 * The few Ethereum helpers the core needs, without viem: viem's entry points reach modules with
 * dynamic imports (ccip, secp256k1), which bundlers turn into ~120 kB of chunks in every host's
 * build, wallets used or not (the headless size budget). The EIP-55 checksum (keccak-256, from
 * @noble/hashes) is in ./checksum.ts, loaded when a wallet reports an address.
 */
const encoder = new TextEncoder()
const decoder = new TextDecoder()

export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** UTF-8 text → 0x hex (personal_sign's message parameter). */
export const utf8ToHex = (text: string): `0x${string}` => `0x${toHex(encoder.encode(text))}`

/** 0x hex → UTF-8 text. */
export function hexToUtf8(hex: string): string {
  const body = hex.replace(/^0x/, '')
  const bytes = new Uint8Array(body.length / 2)
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(body.slice(i * 2, i * 2 + 2), 16)
  return decoder.decode(bytes)
}

/** A number → 0x hex quantity ('0x1', '0x2105'). */
export const numberToHexQuantity = (value: number): `0x${string}` => `0x${value.toString(16)}`

/** A 20-byte hex address (any case), without checking its checksum. */
export const isEthereumAddress = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
