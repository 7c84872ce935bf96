/**
 * Cloud backup of the recovery key (`google-drive`, `icloud`): at seal the wallet service makes a
 * random 32-byte AES key, writes it to a small file in the user's own cloud account and seals the
 * recovery share with it; at recover it reads the key back. It reaches the account with the access
 * token the host got from the provider's consent (recovery OAuth); the key itself never leaves the
 * wallet origin for the host page.
 *
 * The drive here is the dev backend's fake one (`/__dev/recovery/drive/files/{name}` on the
 * service's own origin, see docs/api-contract.md); a production wallet service gives
 * `createWalletService` a `cloudDrive` that speaks Google Drive's app-data folder and CloudKit.
 */
import type { RecoveryMethod, WalletServiceErrorData } from '../core/types/walletService.js'
import { ERROR_TYPES as T, MESSAGES, WalletServiceError, fail } from './errors.js'
import { fromBase64, toBase64 } from './shares.js'

/** The cloud-backup methods. */
export type CloudRecoveryProvider = Extract<RecoveryMethod, 'google-drive' | 'icloud'>
export const CLOUD_RECOVERY_PROVIDERS: readonly CloudRecoveryProvider[] = ['google-drive', 'icloud']
export const isCloudRecoveryProvider = (value: unknown): value is CloudRecoveryProvider => (CLOUD_RECOVERY_PROVIDERS as readonly unknown[]).includes(value)

/** The user's cloud account, as a request names it: the provider and the access token of its consent. */
export type CloudAccess = { provider: CloudRecoveryProvider; accessToken: string }

/** The longest access token a request may carry. */
export const MAX_CLOUD_ACCESS_TOKEN_LENGTH = 512

/** A file store in the user's cloud account, reached with the consent's access token. */
export type CloudDrive = {
  /** The file's content, or null when the account has no such file. Throws on any other failure. */
  read(access: CloudAccess, name: string): Promise<string | null>
  write(access: CloudAccess, name: string, content: string): Promise<void>
}

/** The dev backend's fake drive, on the wallet service's own origin. */
export function devBackendCloudDrive({ apiUrl, fetch: fetchFn }: { apiUrl: string; fetch: typeof fetch }): CloudDrive {
  const url = (name: string) => `${apiUrl.replace(/\/+$/, '')}/__dev/recovery/drive/files/${encodeURIComponent(name)}`
  const headers = (access: CloudAccess) => ({ authorization: `Bearer ${access.accessToken}` })
  return {
    async read(access, name) {
      const response = await fetchFn(url(name), { headers: headers(access), cache: 'no-store' })
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`Drive answered ${response.status}`)
      const body = (await response.json()) as { content?: unknown }
      if (typeof body?.content !== 'string') throw new Error('Drive answered no content')
      return body.content
    },
    async write(access, name, content) {
      const response = await fetchFn(url(name), {
        method: 'PUT',
        headers: { ...headers(access), 'content-type': 'application/json' },
        body: JSON.stringify({ content }),
        cache: 'no-store',
      })
      if (!response.ok) throw new Error(`Drive answered ${response.status}`)
    },
  }
}

/** The file that holds an entropy's recovery key (one per wallet, in the app's space of the account). */
export const cloudRecoveryFileName = (entropyId: string): string => `foyer-recovery-key-${entropyId.toLowerCase()}.json`

/**
 * The cloud account a request names (`recoveryProvider` + `recoveryAccessToken`), checked against
 * the method it is for; 'invalid_request' when missing, mistyped, too long, or for another provider.
 */
export function cloudAccessOf(data: Record<string, unknown>, method: CloudRecoveryProvider): CloudAccess {
  const { recoveryProvider: provider, recoveryAccessToken: accessToken } = data
  if (provider !== method) fail(T.invalidRequest, 'Missing or invalid recoveryProvider')
  if (typeof accessToken !== 'string' || accessToken === '' || accessToken.length > MAX_CLOUD_ACCESS_TOKEN_LENGTH) {
    fail(T.invalidRequest, 'Missing or invalid recoveryAccessToken')
  }
  return { provider: method, accessToken: accessToken as string }
}

type KeyFile = { version: 1; entropy_id: string; recovery_key: string }

/** A new random recovery key, written to the account's file of the entropy (seal: create, set-recovery). */
export async function writeCloudRecoveryKey(drive: CloudDrive, access: CloudAccess, entropyId: string, failure: WalletServiceErrorData): Promise<Uint8Array> {
  const key = crypto.getRandomValues(new Uint8Array(32))
  const file: KeyFile = { version: 1, entropy_id: entropyId.toLowerCase(), recovery_key: toBase64(key) }
  try {
    await drive.write(access, cloudRecoveryFileName(entropyId), JSON.stringify(file))
  } catch {
    key.fill(0)
    throw new WalletServiceError(failure.type, failure.message)
  }
  return key
}

/**
 * The recovery key the account's file of the entropy holds (recover). An account without the file
 * (another account than the one backed up to) fails as every recovery failure does.
 */
export async function readCloudRecoveryKey(drive: CloudDrive, access: CloudAccess, entropyId: string, failure: WalletServiceErrorData): Promise<Uint8Array> {
  let content: string | null
  try {
    content = await drive.read(access, cloudRecoveryFileName(entropyId))
  } catch {
    return fail(failure.type, failure.message)
  }
  if (content === null) return fail(T.recovery, MESSAGES.recover)
  let file: Partial<KeyFile> | null = null
  try {
    file = JSON.parse(content) as Partial<KeyFile>
  } catch {
    file = null
  }
  const key = file?.entropy_id === entropyId.toLowerCase() ? fromBase64(file.recovery_key) : null
  if (!key || key.length !== 32) return fail(T.recovery, MESSAGES.recover)
  return key
}
