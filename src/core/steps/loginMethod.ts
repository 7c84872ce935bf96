import type { FoyerClient } from '../client/types.js'
import type { FoyerError } from '../errors/base.js'
import type { AppConfig } from '../types/config.js'
import type { AccountTransferData } from '../types/transfer.js'
import type { LinkedAccount, User } from '../types/user.js'
import type { UrlParamsReader } from '../utils/url.js'
import type { LoginMethodKind, LoginMethodsConfigProblemCode, TransferAccountKind } from '../types/loginMethods.js'

export type { LoginMethodKind, LoginMethodsConfigProblemCode, TransferAccountKind }

/**
 * A login method that cannot be offered as configured (from {@link checkLoginMethodsConfig}): the method, a
 * code and a message.
 */
export type LoginMethodsConfigProblem = {
  /** The login method that cannot be offered, or null for an app-wide problem. */
  method: string | null
  code: LoginMethodsConfigProblemCode
  message: string
}


/**
 * One login method as the rest of the kit sees it: what it is called in the app config, where the
 * landing puts it, which linked accounts it owns and how to unlink them, what config it needs, a
 * login it finishes from the page URL, and how its accounts are transferred. Every method's room
 * (`src/core/methods/<method>/method.ts`) exports one; `LOGIN_METHODS` lists them, and the generic
 * code (unlink, landing, config check, URL returns, transfers) reads them instead of switching on
 * the method. Behaviour is loaded on use (`import()`), so listing a method costs a few bytes.
 */
export type LoginMethodDescriptor = {
  /** The method's name (the `loginMethod` of results and error events). */
  readonly id: string
  /** Whether an id of the app config's `loginMethods` is this method's (e.g. any of its providers). */
  owns(loginMethod: string): boolean
  /** Where the landing puts it. */
  kind(loginMethod: string): LoginMethodKind
  /** The config this login method needs, or the problem when it is missing (null: it can be offered). */
  configProblem?: ((config: AppConfig, loginMethod: string) => LoginMethodsConfigProblem | null) | undefined
  /** Whether a linked account is one of this method's. */
  ownsAccount?: ((account: LinkedAccount) => boolean) | undefined
  /** Unlinks one of its accounts from the logged-in user (emits `unlink`). */
  unlink?: ((client: FoyerClient, account: LinkedAccount) => Promise<User>) | undefined
  /** The most accounts of this kind a user may link (default 1; Infinity: the server decides). */
  maxAccounts?: number | undefined
  /** The error a link beyond `maxAccounts` fails with (default 'User already has an account of type X linked.'). */
  tooManyAccounts?: (() => FoyerError<'cannot_link_more_of_type'>) | undefined
  /** A login this method finishes from the page URL at start (a provider's redirect back). */
  urlReturn?: UrlReturn<any> | undefined
  /** How its accounts move from another user (account transfer). */
  transfer?: TransferDescriptor | undefined
}

export type UrlReturn<T> = {
  /** Reads (and names the parameters of) the method's data in a URL; pure. */
  reader: UrlParamsReader<T>
  /** Finishes the login with what the reader found (a failure stays in the method's flow). */
  finish(client: FoyerClient, value: T): Promise<unknown>
}

export type TransferDescriptor = {
  /** Whether a transfer's `linkMethod` is this method's. */
  owns(linkMethod: string): boolean
  kind(linkMethod: string): TransferAccountKind
  /** `POST` path of the transfer. */
  path: string
  /** The transfer body: the nonce plus the account data the link step answered. */
  body(data: AccountTransferData): Record<string, unknown>
}

/** A descriptor for a method that owns one config id (its own name). */
export const ownsItsId = (id: string) => (loginMethod: string) => loginMethod === id
