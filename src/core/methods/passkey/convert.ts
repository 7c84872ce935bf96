import type {
  AuthenticationResponseJSON, AuthenticatorSelectionCriteria, PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialDescriptorJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON,
} from '@simplewebauthn/browser'

/**
 * Pure converters between the API's snake_case passkey shapes (docs/api-contract.md, "Routes of
 * passkeys") and the camelCase JSON of WebAuthn / @simplewebauthn/browser. Options come in from
 * the API; authenticator responses go out to it. Extension inputs and outputs pass through as they
 * are (their names are WebAuthn's own).
 */

export type WireCredentialDescriptor = { id: string; type: 'public-key'; transports?: string[] | undefined }

/** `POST /api/v1/passkeys/authenticate/init` → `{ options }`. */
export type WirePasskeyRequestOptions = {
  challenge: string
  timeout?: number | undefined
  rp_id?: string | undefined
  allow_credentials?: WireCredentialDescriptor[] | undefined
  user_verification?: 'required' | 'preferred' | 'discouraged' | undefined
  hints?: string[] | undefined
  extensions?: Record<string, unknown> | undefined
}

/** `POST /api/v1/passkeys/register/init` and `/link/init` → `{ options }`. */
export type WirePasskeyCreationOptions = {
  rp: { id?: string | undefined; name: string }
  user: { id: string; name: string; display_name: string }
  challenge: string
  pub_key_cred_params: { type: 'public-key'; alg: number }[]
  timeout?: number | undefined
  exclude_credentials?: WireCredentialDescriptor[] | undefined
  authenticator_selection?: {
    authenticator_attachment?: 'platform' | 'cross-platform' | undefined
    resident_key?: 'discouraged' | 'preferred' | 'required' | undefined
    require_resident_key?: boolean | undefined
    user_verification?: 'required' | 'preferred' | 'discouraged' | undefined
  } | undefined
  hints?: string[] | undefined
  attestation?: 'none' | 'indirect' | 'direct' | 'enterprise' | undefined
  extensions?: Record<string, unknown> | undefined
}

/** The `authenticator_response` of `POST /api/v1/passkeys/authenticate`. */
export type WirePasskeyAuthenticationResponse = {
  id: string
  raw_id: string
  response: { client_data_json: string; authenticator_data: string; signature: string; user_handle?: string | undefined }
  authenticator_attachment?: string | undefined
  client_extension_results: Record<string, unknown>
  type: 'public-key'
}

/** The `authenticator_response` of `POST /api/v1/passkeys/register` and `/link`. */
export type WirePasskeyRegistrationResponse = {
  id: string
  raw_id: string
  response: {
    client_data_json: string
    attestation_object: string
    authenticator_data?: string | undefined
    transports?: string[] | undefined
    public_key_algorithm?: number | undefined
    public_key?: string | undefined
  }
  authenticator_attachment?: string | undefined
  client_extension_results: Record<string, unknown>
  type: 'public-key'
}

/** Drops `undefined` fields, so JSON and equality checks see only what is there. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

const descriptor = (d: WireCredentialDescriptor): PublicKeyCredentialDescriptorJSON =>
  defined({ id: d.id, type: d.type ?? 'public-key', transports: d.transports as PublicKeyCredentialDescriptorJSON['transports'] })

/** API request options → the options `startAuthentication` takes. */
export function toRequestOptionsJSON(wire: WirePasskeyRequestOptions): PublicKeyCredentialRequestOptionsJSON {
  return defined({
    challenge: wire.challenge,
    timeout: wire.timeout,
    rpId: wire.rp_id,
    allowCredentials: wire.allow_credentials?.map(descriptor),
    userVerification: wire.user_verification,
    hints: wire.hints as PublicKeyCredentialRequestOptionsJSON['hints'],
    extensions: wire.extensions,
  })
}

/** API creation options → the options `startRegistration` takes. */
export function toCreationOptionsJSON(wire: WirePasskeyCreationOptions): PublicKeyCredentialCreationOptionsJSON {
  const selection = wire.authenticator_selection
  return defined({
    rp: defined({ id: wire.rp.id, name: wire.rp.name }),
    user: { id: wire.user.id, name: wire.user.name, displayName: wire.user.display_name },
    challenge: wire.challenge,
    pubKeyCredParams: wire.pub_key_cred_params.map(({ type, alg }) => ({ type, alg })),
    timeout: wire.timeout,
    excludeCredentials: wire.exclude_credentials?.map(descriptor),
    authenticatorSelection: selection
      ? defined<AuthenticatorSelectionCriteria>({
          authenticatorAttachment: selection.authenticator_attachment,
          residentKey: selection.resident_key,
          requireResidentKey: selection.require_resident_key,
          userVerification: selection.user_verification,
        })
      : undefined,
    hints: wire.hints as PublicKeyCredentialCreationOptionsJSON['hints'],
    attestation: wire.attestation,
    extensions: wire.extensions,
  })
}

/** An assertion from `startAuthentication` → the API's snake_case payload. */
export function toWireAuthenticationResponse(json: AuthenticationResponseJSON): WirePasskeyAuthenticationResponse {
  return defined({
    id: json.id,
    raw_id: json.rawId,
    response: defined({
      client_data_json: json.response.clientDataJSON,
      authenticator_data: json.response.authenticatorData,
      signature: json.response.signature,
      user_handle: json.response.userHandle,
    }),
    authenticator_attachment: json.authenticatorAttachment,
    client_extension_results: { ...json.clientExtensionResults },
    type: json.type,
  })
}

/** An attestation from `startRegistration` → the API's snake_case payload. */
export function toWireRegistrationResponse(json: RegistrationResponseJSON): WirePasskeyRegistrationResponse {
  return defined({
    id: json.id,
    raw_id: json.rawId,
    response: defined({
      client_data_json: json.response.clientDataJSON,
      attestation_object: json.response.attestationObject,
      authenticator_data: json.response.authenticatorData,
      transports: json.response.transports,
      public_key_algorithm: json.response.publicKeyAlgorithm,
      public_key: json.response.publicKey,
    }),
    authenticator_attachment: json.authenticatorAttachment,
    client_extension_results: { ...json.clientExtensionResults },
    type: json.type,
  })
}
