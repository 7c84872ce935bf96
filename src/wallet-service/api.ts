/** The wallet service's calls to the backend (its own origin's API). See docs/api-contract.md. */
import type { RecoveryMethod, SealedDelegationKey } from '../core/types/walletService.js'
import type { WireLinkedAccount, WireUser } from '../core/types/user.js'
import { ERROR_TYPES as T, MESSAGES, WalletServiceError } from './errors.js'

/** Where and how the wallet service calls its backend. */
export type BackendApiParameters = {
  appId: string
  /** The API's origin, e.g. `https://auth.example.com` (no trailing slash needed). */
  apiUrl: string
  fetch: typeof fetch
  clientId?: string | undefined
  clientAnalyticsId?: string | undefined
}

/** What registering a wallet sends (create and import). */
export type RegisterWalletBody = {
  address: string
  chain_type: 'ethereum' | 'solana'
  wallet_index: number
  entropy_id: string
  entropy_id_verifier: string
  auth_share: string
  encrypted_recovery_share: string
  recovery_method: RecoveryMethod
  /** user-passcode: the PHC string of the argon2id parameters and salt. */
  recovery_kdf?: string
  /** user-passcode: base64 SHA-256 of the recovery auth key (the backend checks it before it releases the share). */
  recovery_verifier?: string
  imported: boolean
  /**
   * EIP-191 signature of the registration message by the entropy's Ethereum wallet 0. None for an
   * imported Solana key (`entropy_id_verifier: 'solana-address-verifier'`): it has no Ethereum wallet.
   */
  signature?: string
  /** A Solana wallet: the ed25519 signature of the same message by the Solana key, base64. */
  solana_signature?: string
}

/** What adding an HD wallet sends (a Solana one carries its own `solana_signature` too). */
export type AddWalletBody = { address: string; chain_type: 'ethereum' | 'solana'; wallet_index: number; signature: string; solana_signature?: string }

/** What registering a wallet answers: the user and the new linked account (wire shapes). */
export type WalletRegistered = { user: WireUser; account: WireLinkedAccount }

/**
 * The auth share (base64) with the wallet's recovery method, whether it is imported, the KDF
 * string of a password seal (else null) and the shares' version (set-recovery names it).
 */
export type AuthShareAnswer = { authShare: string; recoveryMethod: RecoveryMethod; imported: boolean; recoveryKdf: string | null; shareVersion: number }

/** What set-recovery sends: the new shares, the method's fields, and the proof by the entropy's wallet 0. */
export type SetRecoveryBody = {
  recovery_method: RecoveryMethod
  auth_share: string
  encrypted_recovery_share: string
  recovery_kdf?: string
  recovery_verifier?: string
  /** The version of the shares being replaced (the auth share answer's `share_version`). */
  share_version: number
  /** EIP-191 signature of `recoverySetMessage` by the entropy's Ethereum wallet 0. */
  signature?: string
  /** An imported Solana key's entropy: its ed25519 signature of `recoverySetMessage` (base64). */
  solana_signature?: string
}

/** What delegating a wallet sends: the wallet and its key sealed to the backend. */
export type DelegateBody = { address: string; chain_type: 'ethereum' | 'solana'; wallet_index: number; sealed_key: SealedDelegationKey }

/** The backend calls of the wallet service. */
export type BackendApi = ReturnType<typeof createBackendApi>

/** How a failed call is told: the answer's error type and message per server code, else the fallback. */
type Fallback = { type: (typeof T)[keyof typeof T]; message: string }

/**
 * The backend calls of the wallet service. A failure throws a WalletServiceError: 401 → must be
 * authenticated, 403/404 → not found (or the caller's creation failure), known codes → their type,
 * anything else (network included) → the caller's fallback.
 */
export function createBackendApi({ appId, apiUrl, fetch: fetchFn, clientId, clientAnalyticsId }: BackendApiParameters) {
  const base = apiUrl.replace(/\/+$/, '')

  async function call<R>(method: 'GET' | 'POST', path: string, token: string, body: unknown, fallback: Fallback, extraHeaders: Record<string, string> = {}): Promise<R> {
    const headers: Record<string, string> = {
      ...extraHeaders,
      'foyer-app-id': appId,
      'foyer-client': 'foyer-wallet-service',
      authorization: `Bearer ${token}`,
    }
    if (clientId) headers['foyer-client-id'] = clientId
    if (clientAnalyticsId) headers['foyer-ca-id'] = clientAnalyticsId
    if (body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await fetchFn(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
      })
    } catch {
      throw new WalletServiceError(fallback.type, fallback.message)
    }
    let json: unknown
    try {
      json = await response.json()
    } catch {
      json = undefined
    }
    if (response.ok) return json as R
    const code = (json as { code?: unknown } | undefined)?.code
    if (response.status === 401) throw new WalletServiceError(T.mustBeAuthenticated, MESSAGES.loggedIn)
    // The backend wants an MFA verification first (403 with its own codes): the kit prompts and retries.
    if (code === 'missing_or_invalid_mfa') throw new WalletServiceError(T.missingMfa, MESSAGES.mfaRequired)
    if (code === 'expired_or_invalid_mfa_token') throw new WalletServiceError(T.expiredMfa, MESSAGES.mfaExpired)
    // A wrong recovery password (403), and the attempt limit (429).
    if (code === 'invalid_recovery_password') throw new WalletServiceError(T.invalidRecoveryPassword, MESSAGES.invalidPassword)
    if (code === 'too_many_recovery_attempts') throw new WalletServiceError(T.tooManyRecoveryAttempts, MESSAGES.tooManyPasswords)
    // Another user's wallet looks like no wallet to a signer; creating over it just fails.
    if (response.status === 403 && fallback.type === T.creation) throw new WalletServiceError(fallback.type, fallback.message)
    if (code === 'embedded_wallet_not_found' || response.status === 403) throw new WalletServiceError(T.notFound, MESSAGES.notFound)
    if (code === 'resource_already_exists') {
      const message = (json as { error?: unknown }).error
      throw new WalletServiceError(T.alreadyExists, typeof message === 'string' ? message : fallback.message)
    }
    if (code === 'disallowed_recovery_method') throw new WalletServiceError(T.unsupportedRecoveryMethod, MESSAGES.unsupportedRecovery)
    throw new WalletServiceError(fallback.type, fallback.message)
  }

  const wallet = (entropyId: string) => `/api/v1/embedded_wallets/${encodeURIComponent(entropyId)}`

  return {
    /** The recovery key the backend holds for `address` (created on first ask while the wallet is being created). */
    async recoveryKeyMaterial(address: string, token: string, fallback: Fallback): Promise<string> {
      const answer = await call<{ key_material?: unknown }>('POST', `${wallet(address)}/recovery/key_material`, token, { chain_type: 'ethereum' }, fallback)
      if (typeof answer?.key_material !== 'string') throw new WalletServiceError(fallback.type, fallback.message)
      return answer.key_material
    },

    register(body: RegisterWalletBody, token: string, fallback: Fallback): Promise<WalletRegistered> {
      return call('POST', body.imported ? '/api/v1/embedded_wallets/import' : '/api/v1/embedded_wallets', token, body, fallback)
    },

    addWallet(entropyId: string, body: AddWalletBody, token: string, fallback: Fallback): Promise<WalletRegistered> {
      return call('POST', `${wallet(entropyId)}/wallets`, token, body, fallback)
    },

    async authShare(entropyId: string, token: string, fallback: Fallback): Promise<AuthShareAnswer> {
      const answer = await call<Record<string, unknown>>('POST', `${wallet(entropyId)}/auth_share`, token, {}, fallback)
      if (typeof answer?.auth_share !== 'string') throw new WalletServiceError(fallback.type, fallback.message)
      return {
        authShare: answer.auth_share,
        recoveryMethod: answer.recovery_method as RecoveryMethod,
        imported: answer.imported === true,
        recoveryKdf: typeof answer.recovery_kdf === 'string' ? answer.recovery_kdf : null,
        shareVersion: typeof answer.share_version === 'number' ? answer.share_version : 0,
      }
    },

    /** Replaces the wallet's auth share and sealed recovery share (set-recovery); answers the user. */
    setRecovery(entropyId: string, body: SetRecoveryBody, token: string, fallback: Fallback): Promise<{ user: WireUser }> {
      return call('POST', `${wallet(entropyId)}/recovery`, token, body, fallback)
    },

    /**
     * Asks the backend to authorize a wallet operation (a signature) of the wallet `walletIndex` of
     * `entropyId`, with the MFA token when there is one.
     */
    async authorize(entropyId: string, body: { method: string; wallet_index: number; chain_type: 'ethereum' | 'solana' }, token: string, mfaToken: string | undefined, fallback: Fallback): Promise<void> {
      await call('POST', `${wallet(entropyId)}/authorize`, token, body, fallback, mfaToken ? { 'foyer-mfa-token': mfaToken } : {})
    },

    /** The sealed recovery share; a password-sealed one only for the right password's auth key (`recovery_auth`). */
    async recoveryShare(entropyId: string, token: string, body: { recovery_auth?: string }, fallback: Fallback): Promise<{ sealed: string; recoveryMethod: RecoveryMethod }> {
      const answer = await call<Record<string, unknown>>('POST', `${wallet(entropyId)}/recovery/share`, token, body, fallback)
      if (typeof answer?.encrypted_recovery_share !== 'string') throw new WalletServiceError(fallback.type, fallback.message)
      return { sealed: answer.encrypted_recovery_share, recoveryMethod: answer.recovery_method as RecoveryMethod }
    },

    /** The backend's delegation public key (base64, raw uncompressed P-256): what a delegated wallet's key is sealed to. */
    async delegationKey(token: string, fallback: Fallback): Promise<unknown> {
      const answer = await call<{ public_key?: unknown }>('GET', '/api/v1/embedded_wallets/delegation_key', token, undefined, fallback)
      return answer?.public_key
    },

    /** Hands the backend a delegated wallet's sealed key (the user consented); answers the user, the wallet `delegated`. */
    async delegate(entropyId: string, body: DelegateBody, token: string, mfaToken: string | undefined, fallback: Fallback): Promise<WireUser> {
      const answer = await call<{ user?: WireUser }>('POST', `${wallet(entropyId)}/delegate`, token, body, fallback, mfaToken ? { 'foyer-mfa-token': mfaToken } : {})
      if (!answer?.user) throw new WalletServiceError(fallback.type, fallback.message)
      return answer.user
    },

    async me(token: string, fallback: Fallback): Promise<WireUser> {
      const answer = await call<{ user?: WireUser }>('GET', '/api/v1/users/me', token, undefined, fallback)
      if (!answer?.user) throw new WalletServiceError(fallback.type, fallback.message)
      return answer.user
    },
  }
}

/** The host origins an app allows (`allowed_origins` of its config); [] when it cannot be read. */
export async function fetchAllowedOrigins(apiUrl: string, appId: string, fetchFn: typeof fetch): Promise<string[]> {
  const response = await fetchFn(`${apiUrl.replace(/\/+$/, '')}/api/v1/apps/${encodeURIComponent(appId)}`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`App config: ${response.status}`)
  const config = (await response.json()) as { allowed_origins?: unknown }
  return Array.isArray(config.allowed_origins) ? config.allowed_origins.filter((o): o is string => typeof o === 'string') : []
}
