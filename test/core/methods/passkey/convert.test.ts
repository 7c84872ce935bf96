import { describe, expect, it } from 'vitest'
import {
  toCreationOptionsJSON, toRequestOptionsJSON, toWireAuthenticationResponse, toWireRegistrationResponse,
} from '../../../../src/core/methods/passkey/convert.js'

describe('API options → WebAuthn JSON options', () => {
  it('request options: rp_id, allow_credentials, user_verification become camelCase; extensions pass through', () => {
    expect(
      toRequestOptionsJSON({
        challenge: 'Y2hhbGxlbmdl',
        timeout: 60000,
        rp_id: 'example.com',
        allow_credentials: [{ id: 'Y3JlZA', type: 'public-key', transports: ['internal', 'hybrid'] }],
        user_verification: 'preferred',
        extensions: { credProps: true },
      }),
    ).toEqual({
      challenge: 'Y2hhbGxlbmdl',
      timeout: 60000,
      rpId: 'example.com',
      allowCredentials: [{ id: 'Y3JlZA', type: 'public-key', transports: ['internal', 'hybrid'] }],
      userVerification: 'preferred',
      extensions: { credProps: true },
    })
  })

  it('request options: absent fields stay absent (a discoverable login has no allow list)', () => {
    expect(toRequestOptionsJSON({ challenge: 'abc' })).toEqual({ challenge: 'abc' })
    expect(Object.keys(toRequestOptionsJSON({ challenge: 'abc', rp_id: undefined }))).toEqual(['challenge'])
  })

  it('creation options: user.display_name, pub_key_cred_params, exclude_credentials, authenticator_selection', () => {
    expect(
      toCreationOptionsJSON({
        rp: { id: 'example.com', name: 'Acme' },
        user: { id: 'dXNlcg', name: 'ada', display_name: 'Ada' },
        challenge: 'abc',
        pub_key_cred_params: [{ type: 'public-key', alg: -7 }, { type: 'public-key', alg: -257 }],
        timeout: 60000,
        exclude_credentials: [{ id: 'b2xk', type: 'public-key', transports: ['internal'] }],
        authenticator_selection: { resident_key: 'required', require_resident_key: true, user_verification: 'preferred' },
        attestation: 'none',
        extensions: { credProps: true },
      }),
    ).toEqual({
      rp: { id: 'example.com', name: 'Acme' },
      user: { id: 'dXNlcg', name: 'ada', displayName: 'Ada' },
      challenge: 'abc',
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }, { type: 'public-key', alg: -257 }],
      timeout: 60000,
      excludeCredentials: [{ id: 'b2xk', type: 'public-key', transports: ['internal'] }],
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
      attestation: 'none',
      extensions: { credProps: true },
    })
  })

  it('creation options: the minimum (rp without id, no selection) converts without invented fields', () => {
    expect(
      toCreationOptionsJSON({
        rp: { name: 'Acme' },
        user: { id: 'dQ', name: 'u', display_name: '' },
        challenge: 'c',
        pub_key_cred_params: [{ type: 'public-key', alg: -7 }],
      }),
    ).toEqual({
      rp: { name: 'Acme' },
      user: { id: 'dQ', name: 'u', displayName: '' },
      challenge: 'c',
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    })
  })
})

describe('WebAuthn responses → the API snake_case payload', () => {
  it('an assertion: id, raw_id, response {client_data_json, authenticator_data, signature, user_handle}, …', () => {
    expect(
      toWireAuthenticationResponse({
        id: 'Y3JlZA',
        rawId: 'Y3JlZA',
        response: { clientDataJSON: 'Y2Q', authenticatorData: 'YWQ', signature: 'c2ln', userHandle: 'dXNlcg' },
        authenticatorAttachment: 'platform',
        clientExtensionResults: { credProps: { rk: true } },
        type: 'public-key',
      }),
    ).toEqual({
      id: 'Y3JlZA',
      raw_id: 'Y3JlZA',
      response: { client_data_json: 'Y2Q', authenticator_data: 'YWQ', signature: 'c2ln', user_handle: 'dXNlcg' },
      authenticator_attachment: 'platform',
      client_extension_results: { credProps: { rk: true } },
      type: 'public-key',
    })
  })

  it('an assertion without user handle or attachment leaves them out', () => {
    const wire = toWireAuthenticationResponse({
      id: 'a', rawId: 'a', response: { clientDataJSON: 'c', authenticatorData: 'd', signature: 's' }, clientExtensionResults: {}, type: 'public-key',
    })
    expect(wire).toEqual({
      id: 'a', raw_id: 'a', response: { client_data_json: 'c', authenticator_data: 'd', signature: 's' }, client_extension_results: {}, type: 'public-key',
    })
    expect(JSON.parse(JSON.stringify(wire))).toEqual(wire)
  })

  it('an attestation: attestation_object, transports, public_key_algorithm, public_key, authenticator_data', () => {
    expect(
      toWireRegistrationResponse({
        id: 'Y3JlZA',
        rawId: 'Y3JlZA',
        response: {
          clientDataJSON: 'Y2Q', attestationObject: 'YW8', authenticatorData: 'YWQ', transports: ['internal', 'hybrid'],
          publicKeyAlgorithm: -7, publicKey: 'cGs',
        },
        authenticatorAttachment: 'cross-platform',
        clientExtensionResults: {},
        type: 'public-key',
      }),
    ).toEqual({
      id: 'Y3JlZA',
      raw_id: 'Y3JlZA',
      response: {
        client_data_json: 'Y2Q', attestation_object: 'YW8', authenticator_data: 'YWQ', transports: ['internal', 'hybrid'],
        public_key_algorithm: -7, public_key: 'cGs',
      },
      authenticator_attachment: 'cross-platform',
      client_extension_results: {},
      type: 'public-key',
    })
  })
})
