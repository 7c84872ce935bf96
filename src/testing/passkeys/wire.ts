/**
 * The server side of the passkey wire shapes: simplewebauthn's camelCase options → the API's
 * snake_case `options`, and the snake_case `authenticator_response` → simplewebauthn's JSON
 * (the inverse of what the client kit does).
 */
import type {
  AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialDescriptorJSON,
  PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { errors } from '../errors.js'

type Json = Record<string, unknown>

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T

const descriptors = (list: PublicKeyCredentialDescriptorJSON[] | undefined) =>
  list?.map((d) => defined({ id: d.id, type: d.type, transports: d.transports }))

export function toWireRequestOptions(o: PublicKeyCredentialRequestOptionsJSON): Json {
  return defined({
    challenge: o.challenge,
    timeout: o.timeout,
    rp_id: o.rpId,
    allow_credentials: descriptors(o.allowCredentials) ?? [],
    user_verification: o.userVerification,
    extensions: o.extensions,
  })
}

export function toWireCreationOptions(o: PublicKeyCredentialCreationOptionsJSON): Json {
  const s = o.authenticatorSelection
  return defined({
    rp: o.rp,
    user: { id: o.user.id, name: o.user.name, display_name: o.user.displayName },
    challenge: o.challenge,
    pub_key_cred_params: o.pubKeyCredParams,
    timeout: o.timeout,
    exclude_credentials: descriptors(o.excludeCredentials) ?? [],
    authenticator_selection: s && defined({
      authenticator_attachment: s.authenticatorAttachment,
      resident_key: s.residentKey,
      require_resident_key: s.requireResidentKey,
      user_verification: s.userVerification,
    }),
    attestation: o.attestation,
    extensions: o.extensions,
  })
}

const str = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value === '') throw errors.invalidData(`Missing or invalid field: ${name}`)
  return value
}
const obj = (value: unknown, name: string): Json => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw errors.invalidData(`Missing or invalid field: ${name}`)
  return value as Json
}
const optionalStr = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The common part of both responses; 400 `invalid_data` naming a missing field. */
function credential(body: unknown) {
  const wire = obj(body, 'authenticator_response')
  return {
    wire,
    response: obj(wire.response, 'authenticator_response.response'),
    base: {
      id: str(wire.id, 'authenticator_response.id'),
      rawId: str(wire.raw_id, 'authenticator_response.raw_id'),
      authenticatorAttachment: optionalStr(wire.authenticator_attachment) as AuthenticationResponseJSON['authenticatorAttachment'],
      clientExtensionResults: (wire.client_extension_results ?? {}) as AuthenticationResponseJSON['clientExtensionResults'],
      type: 'public-key' as const,
    },
  }
}

export function fromWireAuthenticationResponse(body: unknown): AuthenticationResponseJSON {
  const { response: r, base } = credential(body)
  return defined({
    ...base,
    response: defined({
      clientDataJSON: str(r.client_data_json, 'client_data_json'),
      authenticatorData: str(r.authenticator_data, 'authenticator_data'),
      signature: str(r.signature, 'signature'),
      userHandle: optionalStr(r.user_handle),
    }),
  })
}

export function fromWireRegistrationResponse(body: unknown): RegistrationResponseJSON {
  const { response: r, base } = credential(body)
  return defined({
    ...base,
    response: defined({
      clientDataJSON: str(r.client_data_json, 'client_data_json'),
      attestationObject: str(r.attestation_object, 'attestation_object'),
      authenticatorData: optionalStr(r.authenticator_data),
      transports: Array.isArray(r.transports) ? (r.transports as RegistrationResponseJSON['response']['transports']) : undefined,
      publicKeyAlgorithm: typeof r.public_key_algorithm === 'number' ? r.public_key_algorithm : undefined,
      publicKey: optionalStr(r.public_key),
    }),
  })
}
