/**
 * `createWalletService`: the wallet service without its page — it takes a request and the origin
 * it came from and answers it. The page script (page.ts) feeds it `message` events; tests call it
 * in-process. It holds reconstructed secrets in memory only (dropped by `foyer:wallet:clear`),
 * keeps the device share in its storage, and never puts key material in an answer.
 */
import {
  ETHEREUM_ADDRESS_VERIFIER,
  RECOVERY_METHODS,
  SOLANA_ADDRESS_VERIFIER,
  SOLANA_WALLET_SERVICE_RPC_METHODS,
  WALLET_SERVICE_EVENTS as E,
  WALLET_SERVICE_RPC_METHODS,
  type RecoveryMethod,
  type DelegateWalletReplyData,
  type SealedDelegationKey,
  type WalletConnectedReplyData,
  type WalletCreatedReplyData,
  type WalletServiceErrorData,
  type WalletServiceReply,
  type WalletServiceStorage,
} from '../core/types/walletService.js'
import type { WireLinkedAccount } from '../core/types/user.js'
import { createBackendApi, fetchAllowedOrigins, type BackendApi } from './api.js'
import { ERROR_TYPES as T, MESSAGES, WalletServiceError, fail, toErrorData } from './errors.js'
import { Keyring, decodeSecret, encodeSecret, isSolanaAddress, isWalletIndex, newEntropy, parsePrivateKey, parseSolanaSecretKey, wipeSecret, type Secret } from './keys.js'
import { isAllowedOrigin } from './origins.js'
import { readDelegationPublicKey, sealDelegationKey } from './delegation.js'
import { farcasterHashOf, farcasterSignerKey, initFarcasterSigner, signFarcasterHash } from './farcasterSigner.js'
import { PASSWORD_KDF, type PasswordKdfParameters } from './passcode.js'
import { RECOVERY_METHOD_HANDLERS, passwordOf, type RecoveryContext, type RecoveryMethodHandler } from './recovery.js'
import { cloudAccessOf, devBackendCloudDrive, isCloudRecoveryProvider as isCloudProvider, type CloudAccess, type CloudDrive } from './cloud.js'
import { recoverySetMessage, walletRegistrationMessage } from './registration.js'
import { isRequestData, readRequest } from './request.js'
import { signRpc } from './rpc.js'
import { signSolanaRpc } from './solanaRpc.js'
import { combineShares, fromBase64, splitSecret, toBase64 } from './shares.js'
import { readAccessToken } from './token.js'

export type CreateWalletServiceParameters = {
  /** The app whose wallets this service holds (25 characters). */
  appId: string
  /** The backend's origin (the page passes its own origin: the backend serves it). */
  apiUrl: string
  /** Default: the global fetch. */
  fetch?: typeof fetch
  /** Where device shares live: the wallet origin's localStorage in the page. */
  storage: WalletServiceStorage
  /**
   * Host origins to answer (exact, or `scheme://host:*` for any port). Default: the app config's
   * `allowed_origins`, read from the backend on the first request.
   */
  allowedOrigins?: readonly string[]
  /** ms clock, to refuse expired access tokens early. Default Date.now. */
  now?: () => number
  /** Sent as `foyer-client-id` / `foyer-ca-id` (the page takes them from its query). */
  clientId?: string
  clientAnalyticsId?: string
  /**
   * The argon2id cost of new password seals, and the least a stored one may ask for. Default
   * `PASSWORD_KDF` (19 MiB, 2 passes, 1 lane); tests lower it to run fast.
   */
  passwordKdf?: PasswordKdfParameters
  /**
   * Where cloud backups (`google-drive`, `icloud`) keep the recovery key in the user's account.
   * Default: the dev backend's fake drive on `apiUrl` (a production service speaks Google Drive's
   * app-data folder and CloudKit here).
   */
  cloudDrive?: CloudDrive
}

export type WalletServiceHandleContext = {
  /** The origin the request came from (`MessageEvent.origin`). */
  origin: string
}

export type WalletService = {
  /**
   * Answers one request. `null` means no answer at all: the origin is not allowed, or the message
   * is not a request (no string `id`, no string `event`).
   */
  handle(request: unknown, context: WalletServiceHandleContext): Promise<WalletServiceReply | null>
  /**
   * The secrets of one wallet, for the export page to show in its own frame (exportPage.ts). No
   * message reaches it: `handle` never answers with key material.
   */
  exportSecrets(request: ExportSecretsRequest): Promise<ExportedSecrets>
}

/** What the export page asks `exportSecrets` for: the wallet (its query) and the host's credentials (its message). */
export type ExportSecretsRequest = {
  accessToken: unknown
  mfaToken?: unknown
  entropyId: unknown
  entropyIdVerifier: unknown
  hdWalletIndex: unknown
  chainType: unknown
  /** Also the seed phrase (a wallet of an entropy; null for an imported key). */
  phrase: boolean
}

/** A wallet's secrets as the export page shows them. */
export type ExportedSecrets = {
  address: string
  chainType: 'ethereum' | 'solana'
  /** Ethereum: 0x-prefixed hex; Solana: base58 of the 64-byte secret key. */
  privateKey: string
  seedPhrase: string | null
}

/** The operation the backend authorizes before a wallet's secrets are shown. */
export const EXPORT_OPERATION = 'export'

/** Where the device share of an entropy lives in the service's storage. */
export const deviceShareKey = (appId: string, entropyId: string): string =>
  `foyer:${appId}:embedded-wallet:${entropyId.toLowerCase()}:device-share`

type Loaded = { keyring: Keyring; userId: string; recoveryMethod: RecoveryMethod; imported: boolean }

type Handler = (data: Record<string, unknown>) => Promise<unknown>

export function createWalletService(parameters: CreateWalletServiceParameters): WalletService {
  const { appId, apiUrl, storage } = parameters
  const fetchFn = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = parameters.now ?? (() => Date.now())
  const passwordKdf = parameters.passwordKdf ?? PASSWORD_KDF
  const cloudDrive = parameters.cloudDrive ?? devBackendCloudDrive({ apiUrl, fetch: fetchFn })
  const api: BackendApi = createBackendApi({
    appId,
    apiUrl,
    fetch: fetchFn,
    clientId: parameters.clientId,
    clientAnalyticsId: parameters.clientAnalyticsId,
  })

  let allowed: Promise<readonly string[]> | undefined = parameters.allowedOrigins
    ? Promise.resolve([...parameters.allowedOrigins])
    : undefined
  const allowedOrigins = () => {
    allowed ??= fetchAllowedOrigins(apiUrl, appId, fetchFn).catch((error: unknown) => {
      allowed = undefined
      throw error
    })
    return allowed
  }

  /** Secrets reconstructed on this device, by lowercase entropy id. */
  const loaded = new Map<string, Loaded>()
  /** Loads in flight (one per entropy and user). */
  const loading = new Map<string, Promise<Loaded & { recovered: boolean }>>()
  /** Creations in flight, per user and chain: identical concurrent requests share one answer. */
  const creating = new Map<string, Promise<WalletCreatedReplyData>>()
  /** Bumped by clear: a load that started before must not keep (nor use) its secret. */
  let generation = 0

  const keep = (entropyId: string, entry: Loaded, startedAt: number) => {
    if (startedAt !== generation) {
      entry.keyring.wipe()
      return false
    }
    loaded.get(entropyId.toLowerCase())?.keyring.wipe()
    loaded.set(entropyId.toLowerCase(), entry)
    return true
  }

  // Validation helpers ---------------------------------------------------------------------------

  const user = (data: Record<string, unknown>, message: string) =>
    readAccessToken(data.accessToken, now()) ?? fail(T.mustBeAuthenticated, message)

  const chainType = (data: Record<string, unknown>, ...allowed: Array<'ethereum' | 'solana'>): 'ethereum' | 'solana' => {
    const value = data.chainType ?? 'ethereum'
    if (!(allowed.length ? allowed : ['ethereum']).includes(value as 'ethereum')) fail(T.unsupportedWalletType, 'Unsupported chain type')
    return value as 'ethereum' | 'solana'
  }

  /** The Solana wallet `index` of a keyring, with the proofs its registration needs (entropy wallet 0, the Solana key). */
  const solanaRegistration = async (keyring: Keyring, fields: { userId: string; walletIndex: number }) => {
    const solana = keyring.solana(fields.walletIndex)
    const message = walletRegistrationMessage({
      appId, userId: fields.userId, entropyId: keyring.entropyId, address: solana.address,
      walletIndex: fields.walletIndex, imported: false, chainType: 'solana',
    })
    const signature = await keyring.account(0).signMessage({ message })
    return { address: solana.address, signature, solana_signature: toBase64(solana.sign(new TextEncoder().encode(message))) }
  }

  /**
   * The registration proof of an imported Solana key: it is its own entropy, named by its address
   * (`solana-address-verifier`), and has no Ethereum wallet 0 — its ed25519 signature is the proof.
   */
  const importedSolanaRegistration = (keyring: Keyring, userId: string) => {
    const solana = keyring.solana(0)
    const message = walletRegistrationMessage({ appId, userId, entropyId: solana.address, address: solana.address, walletIndex: 0, imported: true, chainType: 'solana' })
    return { address: solana.address, solana_signature: toBase64(solana.sign(new TextEncoder().encode(message))) }
  }

  const entropyIdOf = (data: Record<string, unknown>) => {
    const id = data.entropyId
    // An imported Solana key's entropy id is its own (base58) address.
    if (data.entropyIdVerifier === SOLANA_ADDRESS_VERIFIER) return isSolanaAddress(id) ? id : fail(T.invalidRequest, 'Missing or invalid entropyId')
    if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(id)) fail(T.invalidRequest, 'Missing or invalid entropyId')
    if (data.entropyIdVerifier !== ETHEREUM_ADDRESS_VERIFIER) fail(T.invalidRequest, 'Missing or invalid entropyIdVerifier')
    return id as string
  }

  const recoveryMethodOf = (value: unknown, fallback: RecoveryMethod): RecoveryMethod => {
    if (value === undefined) return fallback
    if (!(RECOVERY_METHODS as readonly unknown[]).includes(value)) fail(T.invalidRequest, 'Invalid recovery method')
    return value as RecoveryMethod
  }

  const handlerOf = (method: RecoveryMethod): RecoveryMethodHandler =>
    RECOVERY_METHOD_HANDLERS[method] ?? fail(T.unsupportedRecoveryMethod, MESSAGES.unsupportedRecovery)

  const recoveryContext = (accessToken: string, entropyId: string, failure: WalletServiceErrorData, recoveryPassword?: string, cloud?: CloudAccess): RecoveryContext =>
    ({ api, accessToken, entropyId, failure, passwordKdf, cloud, cloudDrive, ...(recoveryPassword !== undefined ? { recoveryPassword } : {}) })

  /** The cloud account a cloud backup's request names (checked before any work): google-drive and icloud only. */
  const sealingCloud = (method: RecoveryMethod, data: Record<string, unknown>): CloudAccess | undefined =>
    isCloudProvider(method) ? cloudAccessOf(data, method) : undefined

  /** The password a create / set-recovery request seals with (checked before any work): user-passcode only. */
  const sealingPassword = (method: RecoveryMethod, data: Record<string, unknown>): string | undefined =>
    method === 'user-passcode' ? passwordOf(data.recoveryPassword, { sealing: true }) : undefined

  // Loading a wallet onto this device ------------------------------------------------------------

  /** The secret two shares give, checked against the entropy id; null when they do not give it. */
  async function reconstruct(a: Uint8Array, b: Uint8Array, entropyId: string): Promise<{ secret: Secret; keyring: Keyring } | null> {
    let bytes: Uint8Array | undefined
    try {
      bytes = await combineShares(a, b)
      const secret = decodeSecret(bytes)
      if (!secret) return null
      const keyring = await Keyring.from(secret)
      if (keyring.entropyId.toLowerCase() !== entropyId.toLowerCase()) {
        keyring.wipe()
        return null
      }
      return { secret, keyring }
    } catch {
      return null
    } finally {
      bytes?.fill(0)
    }
  }

  type LoadMode = 'automatic' | 'explicit'

  /**
   * The wallet's secret, from memory, or device share + auth share, or — when this device holds no
   * (valid) share — auth share + recovery share. `automatic` recovers only with a method that needs
   * nothing from the user; `explicit` (the recover event) with any implemented method.
   */
  function load(entropyId: string, accessToken: string, userId: string, mode: LoadMode, password?: string, cloud?: CloudAccess) {
    const key = entropyId.toLowerCase()
    const cached = loaded.get(key)
    if (cached && cached.userId === userId) return Promise.resolve({ ...cached, recovered: false })
    const flight = `${key}\n${userId}\n${mode}`
    const pending = loading.get(flight)
    if (pending) return pending
    const startedAt = generation
    const promise = (async () => {
      const connectFailed = { type: T.request, message: MESSAGES.connectFailed }
      const { authShare, recoveryMethod, imported, recoveryKdf } = await api.authShare(entropyId, accessToken, connectFailed)
      const auth = fromBase64(authShare) ?? fail(T.request, MESSAGES.connectFailed)
      const storageKey = deviceShareKey(appId, entropyId)
      const device = fromBase64(await storage.getItem(storageKey))
      try {
        if (device) {
          const found = await reconstruct(device, auth, entropyId)
          if (found) {
            const entry = { keyring: found.keyring, userId, recoveryMethod, imported }
            if (!keep(entropyId, entry, startedAt)) fail(T.request, MESSAGES.connectFailed)
            return { ...entry, recovered: false }
          }
          // A share of another secret (e.g. the backend forgot the wallet and it was made again): drop it.
          await storage.removeItem(storageKey)
        }
        const handler = RECOVERY_METHOD_HANDLERS[recoveryMethod]
        if (!handler) {
          if (mode === 'explicit') fail(T.unsupportedRecoveryMethod, MESSAGES.unsupportedRecovery)
          fail(T.recoveryRequired, MESSAGES.recover)
        }
        if (mode === 'automatic' && !handler!.automatic) fail(T.recoveryRequired, MESSAGES.recover)
        const recoverFailed = { type: T.recovery, message: MESSAGES.recover }
        const context = { ...recoveryContext(accessToken, entropyId, recoverFailed, password, cloud), stored: { recoveryKdf } }
        const recovery = await handler!.open(context).catch((error: unknown) => {
          throw error instanceof WalletServiceError ? error : new WalletServiceError(T.recovery, MESSAGES.recover)
        })
        const found = await reconstruct(auth, recovery, entropyId)
        if (!found) {
          recovery.fill(0)
          return fail(T.recovery, MESSAGES.recover)
        }
        // This device keeps the recovery share as its own: other devices' shares stay valid.
        await storage.setItem(storageKey, toBase64(recovery))
        recovery.fill(0)
        const entry = { keyring: found.keyring, userId, recoveryMethod, imported }
        if (!keep(entropyId, entry, startedAt)) fail(T.request, MESSAGES.connectFailed)
        return { ...entry, recovered: true }
      } finally {
        auth.fill(0)
        device?.fill(0)
      }
    })().finally(() => loading.delete(flight))
    loading.set(flight, promise)
    return promise
  }

  // Registering a new secret --------------------------------------------------------------------

  /** Splits `secret`, seals its recovery share, registers it with the backend and keeps the device share. */
  async function register(secret: Secret, accessToken: string, userId: string, recoveryMethod: RecoveryMethod, failure: WalletServiceErrorData, chain: 'ethereum' | 'solana' = 'ethereum', password?: string, cloud?: CloudAccess) {
    const handler = handlerOf(recoveryMethod)
    const startedAt = generation
    const keyring = await Keyring.from(secret)
    const bytes = encodeSecret(secret)
    const shares = await splitSecret(bytes)
    bytes.fill(0)
    try {
      const entropyId = keyring.entropyId
      const imported = secret.kind !== 'mnemonic'
      const verifier = secret.kind === 'solana-key' ? SOLANA_ADDRESS_VERIFIER : ETHEREUM_ADDRESS_VERIFIER
      const sealed = await handler.seal(recoveryContext(accessToken, entropyId, failure, password, cloud), shares.recovery).catch((error: unknown) => {
        throw error instanceof WalletServiceError ? error : new WalletServiceError(failure.type, failure.message)
      })
      const proof =
        secret.kind === 'solana-key'
          ? importedSolanaRegistration(keyring, userId)
          : chain === 'solana'
          ? await solanaRegistration(keyring, { userId, walletIndex: 0 })
          : {
              address: entropyId,
              signature: await keyring.account(0).signMessage({
                message: walletRegistrationMessage({ appId, userId, entropyId, address: entropyId, walletIndex: 0, imported }),
              }),
            }
      const { user: wireUser } = await api.register(
        {
          ...proof,
          chain_type: chain,
          wallet_index: 0,
          entropy_id: entropyId,
          entropy_id_verifier: verifier,
          auth_share: toBase64(shares.auth),
          encrypted_recovery_share: sealed.encryptedRecoveryShare,
          ...(sealed.recoveryKdf ? { recovery_kdf: sealed.recoveryKdf } : {}),
          ...(sealed.recoveryVerifier ? { recovery_verifier: sealed.recoveryVerifier } : {}),
          recovery_method: recoveryMethod,
          imported,
        },
        accessToken,
        failure,
      )
      await storage.setItem(deviceShareKey(appId, entropyId), toBase64(shares.device))
      keep(entropyId, { keyring, userId, recoveryMethod, imported }, startedAt)
      const reply: WalletCreatedReplyData = {
        address: proof.address,
        chainType: chain,
        entropyId,
        entropyIdVerifier: verifier,
        walletIndex: 0,
        imported,
        recoveryMethod,
        user: wireUser,
      }
      return reply
    } catch (error) {
      keyring.wipe()
      throw error
    } finally {
      shares.device.fill(0)
      shares.auth.fill(0)
      shares.recovery.fill(0)
    }
  }

  /** Registers Solana wallet `walletIndex` of a loaded entropy (create on an existing entropy, add). */
  async function addSolana(
    keyring: Keyring,
    { accessToken, userId, walletIndex, recoveryMethod, failure }: { accessToken: string; userId: string; walletIndex: number; recoveryMethod: RecoveryMethod; failure: WalletServiceErrorData },
  ): Promise<WalletCreatedReplyData> {
    if (keyring.kind !== 'mnemonic') fail(T.unsupportedWalletType, 'An imported wallet has no HD wallets')
    const entropyId = keyring.entropyId
    const proof = await solanaRegistration(keyring, { userId, walletIndex })
    const { user: wireUser } = await api.addWallet(entropyId, { ...proof, chain_type: 'solana', wallet_index: walletIndex }, accessToken, failure)
    return {
      address: proof.address,
      chainType: 'solana',
      entropyId,
      entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER,
      walletIndex,
      imported: false,
      recoveryMethod,
      user: wireUser,
    }
  }

  // Moving a wallet to another recovery method ---------------------------------------------------

  /** Set-recoveries in flight, per user and entropy (a second one at the same time is refused). */
  const settingRecovery = new Set<string>()

  /**
   * Secures a wallet with another method: the secret (device share + auth share, the wallet
   * loaded first — recovered automatically when its method allows) is split anew, the new recovery
   * share sealed with the new method, the backend given the new auth share and sealed share with a
   * proof by the entropy's wallet 0, and this device keeps the new device share. Other devices'
   * old shares no longer combine with the new auth share: they recover on their next use.
   */
  async function setRecovery({ entropyId, accessToken, userId, method, handler, password, cloud, failure }: {
    entropyId: string; accessToken: string; userId: string; method: RecoveryMethod; handler: RecoveryMethodHandler; password: string | undefined; cloud?: CloudAccess | undefined; failure: WalletServiceErrorData
  }) {
    // The backend enforces the upgrade rules (a refused move answers 'Unsupported recovery action').
    const current = await api.authShare(entropyId, accessToken, failure)
    const { keyring } = await load(entropyId, accessToken, userId, 'automatic')
    const startedAt = generation
    const storageKey = deviceShareKey(appId, entropyId)
    const device = fromBase64(await storage.getItem(storageKey))
    const auth = fromBase64(current.authShare)
    const found = device && auth ? await reconstruct(device, auth, entropyId) : null
    device?.fill(0)
    auth?.fill(0)
    found?.keyring.wipe()
    // The share on this device and the auth share read now must give the wallet (another device may have just moved it).
    const secret = found?.secret ?? fail(failure.type, failure.message)
    const encoded = encodeSecret(secret)
    const shares = await splitSecret(encoded)
    encoded.fill(0)
    try {
      const sealed = await handler.seal(recoveryContext(accessToken, entropyId, failure, password, cloud), shares.recovery).catch((error: unknown) => {
        throw error instanceof WalletServiceError ? error : new WalletServiceError(failure.type, failure.message)
      })
      const fields = {
        recovery_method: method,
        auth_share: toBase64(shares.auth),
        encrypted_recovery_share: sealed.encryptedRecoveryShare,
        share_version: current.shareVersion,
      }
      const message = recoverySetMessage({
        appId, userId, entropyId, recoveryMethod: method, shareVersion: current.shareVersion,
        authShare: fields.auth_share, encryptedRecoveryShare: fields.encrypted_recovery_share,
      })
      // Signed by the entropy's wallet 0; an imported Solana key (no Ethereum wallet) signs with ed25519.
      const proof = keyring.kind === 'solana-key'
        ? { solana_signature: toBase64(keyring.solana(0).sign(new TextEncoder().encode(message))) }
        : { signature: await keyring.account(0).signMessage({ message }) }
      const { user: wireUser } = await api.setRecovery(entropyId, {
        ...fields,
        ...(sealed.recoveryKdf ? { recovery_kdf: sealed.recoveryKdf } : {}),
        ...(sealed.recoveryVerifier ? { recovery_verifier: sealed.recoveryVerifier } : {}),
        ...proof,
      }, accessToken, failure)
      await storage.setItem(storageKey, toBase64(shares.device))
      const entry = loaded.get(entropyId.toLowerCase())
      if (entry && startedAt === generation) entry.recoveryMethod = method
      return { entropyId, recoveryMethod: method, user: wireUser }
    } finally {
      wipeSecret(secret)
      shares.device.fill(0)
      shares.auth.fill(0)
      shares.recovery.fill(0)
    }
  }

  const mfaTokenOf = (data: Record<string, unknown>) => {
    if (data.mfaToken !== undefined && (typeof data.mfaToken !== 'string' || data.mfaToken.length > 512)) fail(T.invalidRequest, 'Invalid mfaToken')
    return data.mfaToken as string | undefined
  }

  /**
   * Loads the wallet while the backend authorizes `method` on wallet `hdWalletIndex` of the
   * request's entropy (with its `mfaToken`): the backend's refusal wins, and nothing is used
   * without its consent.
   */
  async function authorizedLoad(data: Record<string, unknown>, userId: string, { method, chain }: { method: string; chain: 'ethereum' | 'solana' }, failure: WalletServiceErrorData) {
    const entropyId = data.entropyId as string
    const accessToken = data.accessToken as string
    const [authorized, loadedWallet] = await Promise.allSettled([
      api.authorize(entropyId, { method, wallet_index: data.hdWalletIndex as number, chain_type: chain }, accessToken, mfaTokenOf(data), failure),
      load(entropyId, accessToken, userId, 'automatic'),
    ])
    if (authorized.status === 'rejected') throw authorized.reason
    if (loadedWallet.status === 'rejected') throw loadedWallet.reason
    return loadedWallet.value
  }

  /**
   * Delegated actions: the key of one wallet, sealed to the backend's delegation key and bound to
   * the app, the user, the chain and the address, goes to the backend (which checks it gives the
   * address, asks for MFA like a signature, and marks the wallet delegated). The key never leaves
   * the service otherwise; the answer carries the user only.
   */
  async function delegate({ accessToken, userId, entropyId, chain, index, address, mfaToken }: {
    accessToken: string; userId: string; entropyId: string; chain: 'ethereum' | 'solana'; index: number; address: string; mfaToken: string | undefined
  }): Promise<DelegateWalletReplyData> {
    const failure = { type: T.request, message: MESSAGES.delegateFailed }
    const [{ keyring }, publicKeyText] = await Promise.all([load(entropyId, accessToken, userId, 'automatic'), api.delegationKey(accessToken, failure)])
    const backendKey = readDelegationPublicKey(publicKeyText) ?? fail(failure.type, failure.message)
    if (keyring.kind !== 'mnemonic' && (index !== 0 || chain !== (keyring.kind === 'solana-key' ? 'solana' : 'ethereum'))) fail(T.notFound, MESSAGES.notFound)
    const own = chain === 'solana' ? keyring.solana(index).address : keyring.account(index).address
    if (chain === 'solana' ? own !== address : own.toLowerCase() !== address.toLowerCase()) fail(T.notFound, MESSAGES.notFound)
    const key = keyring.delegationKey(chain, index)
    let sealed: SealedDelegationKey
    try {
      sealed = await sealDelegationKey(backendKey, key, { appId, userId, chainType: chain, address: own })
    } finally {
      key.fill(0)
    }
    const wireUser = await api.delegate(entropyId, { address: own, chain_type: chain, wallet_index: index, sealed_key: sealed }, accessToken, mfaToken, failure)
    return { address: own, chainType: chain, user: wireUser }
  }

  /**
   * The export page's one use of the service (never reachable by message): the secrets of one
   * wallet, once the backend authorized the export (the user's own wallet; an MFA verification
   * when the user has MFA). The wallet is loaded as for signing, then dropped from memory.
   */
  async function exportSecrets(data: ExportSecretsRequest): Promise<ExportedSecrets> {
    const request = data as unknown as Record<string, unknown>
    const { sub } = user(request, MESSAGES.export)
    const entropyId = entropyIdOf(request)
    const chain = chainType(request, 'ethereum', 'solana')
    if (!isWalletIndex(data.hdWalletIndex)) fail(T.invalidRequest, 'Missing or invalid hdWalletIndex')
    const index = data.hdWalletIndex as number
    const { keyring } = await authorizedLoad(request, sub, { method: EXPORT_OPERATION, chain }, { type: T.request, message: MESSAGES.connectFailed })
    try {
      if (keyring.kind !== 'mnemonic' && (index !== 0 || chain !== (keyring.kind === 'solana-key' ? 'solana' : 'ethereum'))) fail(T.notFound, MESSAGES.notFound)
      return chain === 'solana'
        ? { address: keyring.solana(index).address, chainType: chain, privateKey: keyring.exportSolanaKey(index), seedPhrase: data.phrase ? keyring.exportSeedPhrase() : null }
        : { address: keyring.account(index).address, chainType: chain, privateKey: keyring.exportEthereumKey(index), seedPhrase: data.phrase ? keyring.exportSeedPhrase() : null }
    } finally {
      // The export page needs the wallet once: nothing stays in its memory.
      loaded.get(entropyId.toLowerCase())?.keyring.wipe()
      loaded.delete(entropyId.toLowerCase())
    }
  }

  // Events -------------------------------------------------------------------------------------

  const handlers: Record<string, Handler> = {
    [E.ready]: async () => ({ ready: true }),

    [E.create]: async (data) => {
      chainType(data)
      const { sub } = user(data, MESSAGES.create)
      const recoveryMethod = recoveryMethodOf(data.recoveryMethod, 'privy')
      handlerOf(recoveryMethod)
      const password = sealingPassword(recoveryMethod, data)
      const cloud = sealingCloud(recoveryMethod, data)
      const key = `${sub}\nethereum\n${recoveryMethod}`
      const pending = creating.get(key)
      if (pending) return pending
      const failure = { type: T.creation, message: MESSAGES.createFailed }
      const promise = (async () => {
        const entropy = newEntropy()
        try {
          return await register({ kind: 'mnemonic', entropy }, data.accessToken as string, sub, recoveryMethod, failure, 'ethereum', password, cloud)
        } finally {
          entropy.fill(0)
        }
      })().finally(() => creating.delete(key))
      creating.set(key, promise)
      return promise
    },

    [E.import]: async (data) => {
      const { sub } = user(data, MESSAGES.create)
      if (data.chainType !== 'ethereum' && data.chainType !== 'solana') fail(T.unsupportedWalletType, 'Unsupported chain type')
      const chain = data.chainType as 'ethereum' | 'solana'
      if (data.mode !== undefined && data.mode !== 'on-device') fail(T.unsupportedWalletType, 'Only on-device import is supported')
      const secret = await importedSecret(chain, data.privateKey)
      try {
        return await register(secret, data.accessToken as string, sub, 'privy', { type: T.creation, message: MESSAGES.createFailed }, chain)
      } finally {
        wipeSecret(secret)
      }
    },

    [E.connect]: async (data) => {
      const { sub } = user(data, MESSAGES.connect)
      const entropyId = entropyIdOf(data)
      const { recoveryMethod, recovered } = await load(entropyId, data.accessToken as string, sub, 'automatic')
      return { entropyId, recoveryMethod, recovered } satisfies WalletConnectedReplyData
    },

    [E.recover]: async (data) => {
      const { sub } = user(data, MESSAGES.connect)
      const entropyId = entropyIdOf(data)
      if (data.recoveryMethod !== undefined) handlerOf(recoveryMethodOf(data.recoveryMethod, 'privy'))
      if (data.recoveryPassword !== undefined && typeof data.recoveryPassword !== 'string') fail(T.invalidRequest, 'The recovery password must be a string')
      const password = data.recoveryPassword as string | undefined
      // A cloud backup's account, when the request names one (the wallet's method decides whether it is needed).
      const cloud = data.recoveryProvider !== undefined || data.recoveryAccessToken !== undefined
        ? cloudAccessOf(data, isCloudProvider(data.recoveryProvider) ? data.recoveryProvider : fail(T.invalidRequest, 'Missing or invalid recoveryProvider'))
        : undefined
      const { recoveryMethod, recovered } = await load(entropyId, data.accessToken as string, sub, 'explicit', password, cloud)
      return { entropyId, recoveryMethod, recovered } satisfies WalletConnectedReplyData
    },

    [E.rpc]: async (data) => {
      const { sub } = user(data, MESSAGES.sign)
      entropyIdOf(data)
      if (data.chainType !== 'ethereum' && data.chainType !== 'solana') fail(T.unsupportedWalletType, 'Unsupported chain type')
      const chain = data.chainType as 'ethereum' | 'solana'
      if (!isWalletIndex(data.hdWalletIndex)) fail(T.invalidRequest, 'Missing or invalid hdWalletIndex')
      const request = data.request as { method?: unknown; params?: unknown } | undefined
      if (typeof request !== 'object' || request === null || typeof request.method !== 'string') fail(T.invalidRequest, 'Missing or invalid request')
      mfaTokenOf(data)
      const methods: readonly string[] = chain === 'solana' ? SOLANA_WALLET_SERVICE_RPC_METHODS : WALLET_SERVICE_RPC_METHODS
      if (!methods.includes(request!.method as string)) {
        fail(T.unsupportedMethod, `Unsupported method: ${(request!.method as string).slice(0, 64)}`)
      }
      // The backend authorizes every signature (the wallet is the user's; MFA when the app asks for
      // it), while the wallet loads: its refusal wins, and nothing is signed without it.
      const { keyring } = await authorizedLoad(data, sub, { method: request!.method as string, chain }, { type: T.unableToSign, message: 'Unable to sign' })
      if (keyring.kind !== 'mnemonic' && (data.hdWalletIndex !== 0 || chain !== (keyring.kind === 'solana-key' ? 'solana' : 'ethereum'))) fail(T.notFound, MESSAGES.notFound)
      if (chain === 'solana') return signSolanaRpc(keyring.solana(data.hdWalletIndex as number), { method: request!.method, params: request!.params })
      return signRpc(keyring.account(data.hdWalletIndex as number), { method: request!.method, params: request!.params })
    },

    [E.add]: async (data) => {
      const { sub } = user(data, MESSAGES.create)
      const chain = chainType(data, 'ethereum', 'solana')
      const entropyId = entropyIdOf(data)
      // Index 0 too: a Solana wallet 0, or the Ethereum wallet 0 of an entropy made for a Solana wallet.
      if (data.hdWalletIndex !== undefined && !isWalletIndex(data.hdWalletIndex)) {
        fail(T.invalidRequest, 'Missing or invalid hdWalletIndex')
      }
      const accessToken = data.accessToken as string
      const failure = { type: T.creation, message: MESSAGES.createFailed }
      const { keyring, recoveryMethod } = await load(entropyId, accessToken, sub, 'automatic')
      if (keyring.kind !== 'mnemonic') fail(T.unsupportedWalletType, 'An imported wallet has no HD wallets')
      let index = data.hdWalletIndex as number | undefined
      if (index === undefined) {
        const me = await api.me(accessToken, failure)
        const indexes = me.linked_accounts
          .filter((a) => isOfEntropy(a, entropyId) && (a.chain_type ?? 'ethereum') === chain)
          .map((a) => Number(a.wallet_index))
          .filter(Number.isInteger)
        index = chain === 'solana' && indexes.length === 0 ? 0 : Math.max(0, ...indexes) + 1
      }
      if (chain === 'solana') return addSolana(keyring, { accessToken, userId: sub, walletIndex: index, recoveryMethod, failure })
      const address = keyring.account(index).address
      const signature = await keyring.account(0).signMessage({
        message: walletRegistrationMessage({ appId, userId: sub, entropyId, address, walletIndex: index, imported: false }),
      })
      const { user: wireUser } = await api.addWallet(entropyId, { address, chain_type: 'ethereum', wallet_index: index, signature }, accessToken, failure)
      return {
        address,
        chainType: 'ethereum',
        entropyId: keyring.entropyId,
        entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER,
        walletIndex: index,
        imported: false,
        recoveryMethod,
        user: wireUser,
      } satisfies WalletCreatedReplyData
    },

    [E.createSolana]: async (data) => {
      const { sub } = user(data, MESSAGES.create)
      const recoveryMethod = recoveryMethodOf(data.recoveryMethod, 'privy')
      handlerOf(recoveryMethod)
      const password = sealingPassword(recoveryMethod, data)
      const cloud = sealingCloud(recoveryMethod, data)
      const key = `${sub}\nsolana\n${recoveryMethod}`
      const pending = creating.get(key)
      if (pending) return pending
      const accessToken = data.accessToken as string
      const failure = { type: T.creation, message: MESSAGES.createFailed }
      const promise = (async () => {
        // The user's entropy (the one their Ethereum wallets come from), when they have one.
        const me = await api.me(accessToken, failure)
        const embedded = me.linked_accounts.filter(isEmbedded)
        if (embedded.some((a) => a.chain_type === 'solana' && !a.imported && Number(a.wallet_index) === 0)) {
          fail(T.alreadyExists, 'User already has an embedded Solana wallet')
        }
        const own = embedded.find((a) => !a.imported && typeof a.entropy_id === 'string')
        if (own) {
          const { keyring, recoveryMethod: method } = await load(own.entropy_id as string, accessToken, sub, 'automatic')
          return addSolana(keyring, { accessToken, userId: sub, walletIndex: 0, recoveryMethod: method, failure })
        }
        const entropy = newEntropy()
        try {
          return await register({ kind: 'mnemonic', entropy }, accessToken, sub, recoveryMethod, failure, 'solana', password, cloud)
        } finally {
          entropy.fill(0)
        }
      })().finally(() => creating.delete(key))
      creating.set(key, promise)
      return promise
    },

    [E.setRecovery]: async (data) => {
      const { sub } = user(data, MESSAGES.connect)
      const entropyId = entropyIdOf(data)
      if (data.recoveryMethod === undefined) fail(T.invalidRequest, 'Missing recovery method')
      const method = recoveryMethodOf(data.recoveryMethod, 'privy')
      const handler = handlerOf(method)
      const password = sealingPassword(method, data)
      const cloud = sealingCloud(method, data)
      const accessToken = data.accessToken as string
      const failure = { type: T.request, message: method === 'user-passcode' ? MESSAGES.setPassword : MESSAGES.setRecovery }
      const flight = `${sub}\n${entropyId.toLowerCase()}`
      if (settingRecovery.has(flight)) fail(T.request, failure.message)
      settingRecovery.add(flight)
      try {
        return await setRecovery({ entropyId, accessToken, userId: sub, method, handler, password, cloud, failure })
      } finally {
        settingRecovery.delete(flight)
      }
    },

    [E.delegate]: async (data) => {
      const { sub } = user(data, MESSAGES.delegate)
      const entropyId = entropyIdOf(data)
      const chain = chainType(data, 'ethereum', 'solana')
      if (!isWalletIndex(data.hdWalletIndex)) fail(T.invalidRequest, 'Missing or invalid hdWalletIndex')
      if (typeof data.address !== 'string' || data.address.length > 64) fail(T.invalidRequest, 'Missing or invalid address')
      const mfaToken = mfaTokenOf(data)
      return delegate({ accessToken: data.accessToken as string, userId: sub, entropyId, chain, index: data.hdWalletIndex as number, address: data.address as string, mfaToken })
    },

    // Farcaster signers: the key is the user's (their access token's subject), kept in storage for them.
    [E.farcasterInitSigner]: async (data) => {
      const { sub } = user(data, MESSAGES.farcasterSigner)
      return initFarcasterSigner(storage, farcasterSignerKey(appId, sub))
    },

    [E.farcasterSign]: async (data) => {
      const { sub } = user(data, MESSAGES.farcasterSigner)
      const hash = farcasterHashOf(data.payload)
      return signFarcasterHash(storage, farcasterSignerKey(appId, sub), hash)
    },

    [E.clear]: async () => {
      generation++
      for (const entry of loaded.values()) entry.keyring.wipe()
      loaded.clear()
      return { cleared: true }
    },
  }

  const fallbackError = (event: string): WalletServiceErrorData => {
    switch (event) {
      case E.create:
      case E.createSolana:
      case E.import:
      case E.add:
        return { type: T.creation, message: MESSAGES.createFailed }
      case E.recover:
        return { type: T.recovery, message: MESSAGES.recover }
      case E.setRecovery:
        return { type: T.request, message: MESSAGES.setRecovery }
      case E.rpc:
        return { type: T.unableToSign, message: 'Unable to sign' }
      case E.delegate:
        return { type: T.request, message: MESSAGES.delegateFailed }
      case E.farcasterSign:
        return { type: T.unableToSign, message: 'Unable to sign' }
      default:
        return { type: T.request, message: MESSAGES.connectFailed }
    }
  }

  return {
    exportSecrets,
    async handle(request, { origin }) {
      const envelope = readRequest(request)
      if (!envelope) return null
      const { id, event, data } = envelope
      try {
        if (!isAllowedOrigin(origin, await allowedOrigins())) return null
      } catch {
        return null
      }
      const handler = Object.hasOwn(handlers, event) ? handlers[event] : undefined
      if (!handler) return { id, error: { type: T.unsupportedEvent, message: MESSAGES.unknownEvent } }
      if (!isRequestData(data)) {
        return { id, error: { type: T.invalidRequest, message: 'Request data must be an object' } }
      }
      try {
        const reply = await handler((data ?? {}) as Record<string, unknown>)
        return { id, data: reply } as WalletServiceReply
      } catch (error) {
        return { id, error: toErrorData(error, fallbackError(event)) }
      }
    },
  }
}

/**
 * The secret of an imported key, checked before anything leaves the service: an Ethereum key is
 * 32 bytes of hex and a valid secp256k1 scalar (not 0, below the curve order); a Solana key is
 * base58 of the 64-byte keypair (whose public half must be its seed's) or of the 32-byte seed.
 */
async function importedSecret(chain: 'ethereum' | 'solana', value: unknown): Promise<Secret> {
  if (chain === 'solana') {
    const parsed = parseSolanaSecretKey(value)
    if ('seed' in parsed) return { kind: 'solana-key', seed: parsed.seed }
    return fail(T.invalidRequest, parsed.error === 'mismatched' ? MESSAGES.mismatchedSolanaKey : 'Invalid private key')
  }
  const privateKey = parsePrivateKey(value) ?? fail(T.invalidRequest, 'Invalid private key')
  try {
    const keyring = await Keyring.from({ kind: 'private-key', privateKey })
    void keyring.entropyId
    keyring.wipe()
  } catch {
    privateKey.fill(0)
    fail(T.invalidRequest, 'Invalid private key')
  }
  return { kind: 'private-key', privateKey }
}

const isEmbedded = (account: WireLinkedAccount): account is WireLinkedAccount & { chain_type?: string; entropy_id?: unknown; wallet_index?: unknown; imported?: unknown } =>
  account.type === 'wallet' && (account as { connector_type?: unknown }).connector_type === 'embedded'

const isOfEntropy = (account: WireLinkedAccount, entropyId: string) =>
  account.type === 'wallet' &&
  typeof account.entropy_id === 'string' &&
  account.entropy_id.toLowerCase() === entropyId.toLowerCase()
