/**
 * A software WebAuthn authenticator for tests and stories: real P-256 keys (Web Crypto), real
 * attestation objects ('none') and real assertion signatures, so the dev backend verifies them
 * exactly as it verifies a browser's. Pass it to the client: `createFoyerClient({ webauthn })`.
 * Browser-safe: Web Crypto only.
 */
import type {
  AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL, isoCBOR, isoUint8Array } from '@simplewebauthn/server/helpers'

/** What the next ceremony does. */
export type SoftwareAuthenticatorBehaviour =
  /** The user approves (the default). */
  | 'approve'
  /** The user dismisses the prompt, or it times out: a `NotAllowedError`, as browsers throw. */
  | 'reject'
  /** The prompt stays open and never answers (for "waiting for passkey" states). */
  | 'hang'
  /** The ceremony throws this error. */
  | Error

/** Options of {@link createSoftwareAuthenticator}: the origin written into client data, and more. */
export type SoftwareAuthenticatorOptions = {
  /** The origin written into client data (default: the page's origin, else `https://{rpId}`). */
  origin?: string
  /** The authenticator's AAGUID (default: all zeros, as many software authenticators report). */
  aaguid?: string
  /** Whether the user is verified (UV flag); default true. */
  userVerified?: boolean
}

/** A passkey a software authenticator holds: its id, relying party, user handle and signature count. */
export type SoftwareCredential = { id: string; rpId: string; userHandle: string; signCount: number }

/**
 * A software WebAuthn authenticator (from {@link createSoftwareAuthenticator}): runs registration and
 * authentication ceremonies.
 */
export type SoftwareAuthenticator = {
  startRegistration(options: { optionsJSON: PublicKeyCredentialCreationOptionsJSON }): Promise<RegistrationResponseJSON>
  startAuthentication(options: { optionsJSON: PublicKeyCredentialRequestOptionsJSON }): Promise<AuthenticationResponseJSON>
  /** The resident credentials it holds (newest last). */
  credentials(): SoftwareCredential[]
  /** Queues what the next ceremonies do (each call to start… takes one; then 'approve'). */
  respondNext(...behaviours: SoftwareAuthenticatorBehaviour[]): void
  /** Forgets a credential (as if the user deleted the passkey on the device). */
  remove(id: string): void
}

type Held = SoftwareCredential & { privateKey: CryptoKey }

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_AT = 0x40
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, EC2: 2, ES256: -7, P256: 1 } as const

const notAllowed = () =>
  new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')
const bytes = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n))
const sha256 = async (data: Uint8Array) =>
  new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>))
const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255])

/** An ECDSA signature from Web Crypto (r ‖ s) → the ASN.1 DER form WebAuthn uses. */
export function rawSignatureToDer(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (part: Uint8Array) => {
    let start = 0
    while (start < part.length - 1 && part[start] === 0) start++
    let value = part.slice(start)
    if (value[0]! & 0x80) value = isoUint8Array.concat([new Uint8Array([0]), value])
    return isoUint8Array.concat([new Uint8Array([0x02, value.length]), value])
  }
  const half = raw.length / 2
  const r = integer(raw.slice(0, half))
  const s = integer(raw.slice(half))
  return isoUint8Array.concat([new Uint8Array([0x30, r.length + s.length]), r, s]) as Uint8Array<ArrayBuffer>
}

/** A software WebAuthn authenticator for tests: registers and signs passkeys without a browser prompt. */
export function createSoftwareAuthenticator(options: SoftwareAuthenticatorOptions = {}): SoftwareAuthenticator {
  const held: Held[] = []
  const queue: SoftwareAuthenticatorBehaviour[] = []
  const aaguid = isoUint8Array.fromHex((options.aaguid ?? '00000000-0000-0000-0000-000000000000').replace(/-/g, ''))
  const flags = FLAG_UP | (options.userVerified === false ? 0 : FLAG_UV)

  const originFor = (rpId: string) => {
    if (options.origin) return options.origin
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin
    return origin && origin !== 'null' ? origin : `https://${rpId}`
  }
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, rpId: string) =>
    isoUint8Array.fromUTF8String(JSON.stringify({ type, challenge, origin: originFor(rpId), crossOrigin: false }))

  /** Applies the queued behaviour of this ceremony; resolves when the "user" approves. */
  const gesture = async () => {
    const behaviour = queue.shift() ?? 'approve'
    if (behaviour === 'reject') throw notAllowed()
    if (behaviour === 'hang') await new Promise<never>(() => {})
    if (behaviour instanceof Error) throw behaviour
  }

  return {
    async startRegistration({ optionsJSON }) {
      await gesture()
      const rpId = optionsJSON.rp.id ?? new URL(originFor('localhost')).hostname
      const excluded = new Set((optionsJSON.excludeCredentials ?? []).map((c) => c.id))
      if (held.some((c) => c.rpId === rpId && excluded.has(c.id))) {
        throw new DOMException('The authenticator already holds one of the excluded credentials.', 'InvalidStateError')
      }
      const { publicKey, privateKey } = await globalThis.crypto.subtle.generateKey(
        { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'],
      )
      const point = new Uint8Array(await globalThis.crypto.subtle.exportKey('raw', publicKey))
      const cose = isoCBOR.encode(new Map<number, number | Uint8Array>([
        [COSE.kty, COSE.EC2], [COSE.alg, COSE.ES256], [COSE.crv, COSE.P256],
        [COSE.x, point.slice(1, 33)], [COSE.y, point.slice(33, 65)],
      ]))
      const credentialId = bytes(16)
      const authData = isoUint8Array.concat([
        await sha256(isoUint8Array.fromUTF8String(rpId)),
        new Uint8Array([flags | FLAG_AT]),
        u32(0),
        aaguid,
        new Uint8Array([credentialId.length >> 8, credentialId.length & 255]),
        credentialId,
        cose,
      ])
      const attestationObject = isoCBOR.encode(new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'], ['attStmt', new Map<string, string>()], ['authData', authData],
      ]))
      const id = isoBase64URL.fromBuffer(credentialId)
      held.push({ id, rpId, userHandle: optionsJSON.user.id, signCount: 0, privateKey })
      return {
        id,
        rawId: id,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', optionsJSON.challenge, rpId)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          transports: ['internal'],
          publicKeyAlgorithm: COSE.ES256,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        type: 'public-key',
      }
    },

    async startAuthentication({ optionsJSON }) {
      await gesture()
      const rpId = optionsJSON.rpId ?? new URL(originFor('localhost')).hostname
      const allowed = new Set((optionsJSON.allowCredentials ?? []).map((c) => c.id))
      // Discoverable login: the newest passkey of this relying party (a real device would ask which).
      const credential = held.filter((c) => c.rpId === rpId && (allowed.size === 0 || allowed.has(c.id))).at(-1)
      if (!credential) throw notAllowed()
      credential.signCount += 1
      const authData = isoUint8Array.concat([
        await sha256(isoUint8Array.fromUTF8String(rpId)),
        new Uint8Array([flags]),
        u32(credential.signCount),
      ])
      const data = clientData('webauthn.get', optionsJSON.challenge, rpId)
      const signed = isoUint8Array.concat([authData, await sha256(data)])
      const raw = new Uint8Array(
        await globalThis.crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, credential.privateKey, signed as Uint8Array<ArrayBuffer>),
      )
      return {
        id: credential.id,
        rawId: credential.id,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(data),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(rawSignatureToDer(raw)),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        type: 'public-key',
      }
    },

    credentials: () => held.map(({ privateKey: _, ...c }) => ({ ...c })),
    respondNext: (...behaviours) => void queue.push(...behaviours),
    remove: (id) => {
      const index = held.findIndex((c) => c.id === id)
      if (index >= 0) held.splice(index, 1)
    },
  }
}
