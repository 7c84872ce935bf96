/**
 * The Sign-In-With-Solana message (the SIWS / CAIP-122 text layout, as the Solana wallet-standard's
 * `createSignInMessageText` writes it). Pure and dependency-free: the dev backend keeps its own
 * copy of the parser (src/testing/siws.ts, it may not import core) and both are tested against the
 * same fixtures (test/fixtures/siws.ts).
 *
 * ```
 * {domain} wants you to sign in with your Solana account:
 * {address}
 *
 * {statement}
 *
 * URI: {uri}
 * Version: 1
 * Chain ID: mainnet
 * Nonce: {nonce}
 * Issued At: {issuedAt}
 * Expiration Time: {expirationTime}
 * Not Before: {notBefore}
 * Request ID: {requestId}
 * Resources:
 * - {resource}
 * ```
 * Every line after the address is optional; the fields keep this order.
 */
export type SiwsMessageFields = {
  /** The host (and port) asking for the sign-in, e.g. `app.example.com`. */
  domain: string
  /** The Solana account's base58 address. */
  address: string
  statement?: string | undefined
  uri?: string | undefined
  version?: string | undefined
  chainId?: string | undefined
  nonce?: string | undefined
  /** ISO 8601. */
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

const HEADER_SUFFIX = ' wants you to sign in with your Solana account:'

/** The labelled lines, in order: `[field, label]`. */
const FIELD_LABELS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const

/** The message text for `fields` (the SIWS layout). */
export function createSiwsMessage(fields: SiwsMessageFields): string {
  let message = `${fields.domain}${HEADER_SUFFIX}\n${fields.address}`
  if (fields.statement) message += `\n\n${fields.statement}`
  const lines: string[] = []
  for (const [key, label] of FIELD_LABELS) {
    const value = fields[key]
    if (value) lines.push(`${label}: ${value}`)
  }
  if (fields.resources?.length) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`))
  if (lines.length) message += `\n\n${lines.join('\n')}`
  return message
}

/**
 * Reads a SIWS message back into its fields; null when the text is not in the SIWS layout
 * (unknown or out-of-order lines, a missing header or address).
 */
export function parseSiwsMessage(message: string): SiwsMessageFields | null {
  const lines = message.split('\n')
  const header = lines[0] ?? ''
  if (!header.endsWith(HEADER_SUFFIX)) return null
  const domain = header.slice(0, -HEADER_SUFFIX.length)
  const address = lines[1] ?? ''
  if (!domain || !address) return null
  const fields: SiwsMessageFields = { domain, address }
  let i = 2
  if (i === lines.length) return fields
  if (lines[i] !== '') return null
  i++
  // A statement is a line that is not a labelled field, followed by an empty line.
  const isField = (line: string) => line === 'Resources:' || FIELD_LABELS.some(([, label]) => line.startsWith(`${label}: `))
  if (i < lines.length && !isField(lines[i]!)) {
    fields.statement = lines[i]!
    i++
    if (i === lines.length) return fields
    if (lines[i] !== '') return null
    i++
  }
  let next = 0
  for (; i < lines.length; i++) {
    const line = lines[i]!
    if (line === 'Resources:') {
      const resources = lines.slice(i + 1)
      if (!resources.every((r) => r.startsWith('- '))) return null
      fields.resources = resources.map((r) => r.slice(2))
      return fields
    }
    const at = FIELD_LABELS.findIndex(([, label], index) => index >= next && line.startsWith(`${label}: `))
    if (at < 0) return null
    const [key, label] = FIELD_LABELS[at]!
    fields[key] = line.slice(label.length + 2)
    next = at + 1
  }
  return fields
}
