// Types only: a value import would load the error tables and, through them, the hooks with the catalogue.
import type { ErrorCopyKey, SocialErrorCopyKey } from '../lib/errorCopy.js'
import { mfaCopy } from './mfa.js'
import { accountsCopy } from './accounts.js'
import { landingCopy } from './landing.js'
import { formatCopy } from './format.js'
import { embeddedWalletsCopy } from './embeddedWallets.js'
import { walletPasswordCopy } from './walletPassword.js'
import { walletRecoveryCloudCopy } from './walletRecoveryCloud.js'
import { recoveryCopy } from './recovery.js'
import { walletExportCopy } from './walletExport.js'
import { fundingCopy } from './funding.js'
import { walletDelegationCopy } from './walletDelegation.js'
import { farcasterSignerCopy } from './farcasterSigner.js'
import { walletProviderAppCopy } from './walletProviderApp.js'

export { formatCopy }

/**
 * The English copy catalogue: every string the default UI shows. Keys are typed (`CopyKey`);
 * `{placeholders}` are filled by `t(key, values)`, whose value names are checked by type.
 * Texts quoted by the spec are kept word for word.
 */
export const en = {
  // What the modal needs to paint the landing: its chrome, the landing, the methods' buttons (copy/landing.ts)
  ...landingCopy,
  // Multi-factor verification and enrolment (copy/mfa.ts)
  ...mfaCopy,
  // Accounts: link / update, transfer, terms consent, post-login (copy/accounts.ts)
  ...accountsCopy,
  // Embedded wallets: creation after login, sign and transaction requests (copy/embeddedWallets.ts)
  ...embeddedWalletsCopy,
  // The recovery password: setting one (create, save, confirm, finalize, done) and recovering with it (copy/walletPassword.ts)
  ...walletPasswordCopy,
  // Cloud backup of the wallet: Google Drive, iCloud (copy/walletRecoveryCloud.ts)
  ...walletRecoveryCloudCopy,
  // Wallet recovery: method selection, info, splash, automatic recovery (copy/recovery.ts)
  ...recoveryCopy,
  // Wallet export: 'Connecting to your wallet' and the export screen (copy/walletExport.ts)
  ...walletExportCopy,
  // Funding a wallet: landing, amount, card providers, transfer, bridge, manual receive, success, errors (copy/funding.ts)
  ...fundingCopy,
  // Delegated actions: 'Enable offline access' and 'Revoke offline access to wallet' (copy/walletDelegation.ts)
  ...walletDelegationCopy,
  // Farcaster signers: the approval QR code, the wait and the results (copy/farcasterSigner.ts)
  ...farcasterSignerCopy,
  // A cross-app wallet's request: 'Waiting for {app}' while the provider app's popup is open, and its errors (copy/walletProviderApp.ts)
  ...walletProviderAppCopy,
  // Hidden direct inputs: the e-mail form on its own screen
  'emailEntry.title': 'Log in with email',

  // Code entry
  'emailCode.title': 'Enter confirmation code',
  'emailCode.subtitle': 'Please check {email} for an email and enter your code below.',
  'emailCode.group': 'Confirmation code',
  'emailCode.digit': 'Digit {index} of {count}',
  'emailCode.nonNumeric': 'Code should be numeric',
  'emailCode.incorrect': 'Incorrect code',
  'emailCode.submitting': 'Verifying code',
  'emailCode.resend': 'Resend code',
  'emailCode.resendIn': 'Resend code in {seconds}s',
  'emailCode.resending': 'Sending code',
  'emailCode.didntGet': "Didn't get an email?",
  'emailCode.codeSent': 'Code sent',
  'emailCode.tooManyRequests': 'Too many requests. Please wait before trying again.',

  // SMS code login: landing entry, phone entry, code entry
  'smsPhone.title': 'Log in with SMS',
  'smsPhone.country': 'Country',
  'smsPhone.countryOption': '{name} (+{callingCode})',
  'smsPhone.countryNoMatch': 'No country matches',
  'smsPhone.number': 'Phone number',
  'smsPhone.placeholder': 'Phone number',
  'smsPhone.submit': 'Submit',
  'smsPhone.submitting': 'Sending code',
  'smsPhone.invalid': 'Please enter a valid phone number.',
  'smsPhone.tooManyRequests': 'Too many requests. Please wait before trying again.',
  'smsCode.title': 'Enter confirmation code',
  'smsCode.subtitle': 'Please check {phone} for an SMS and enter your code below.',
  'smsCode.group': 'Confirmation code',
  'smsCode.digit': 'Digit {index} of {count}',
  'smsCode.nonNumeric': 'Code should be numeric',
  'smsCode.incorrect': 'Incorrect code',
  'smsCode.submitting': 'Verifying code',
  'smsCode.resend': 'Resend code',
  'smsCode.resendIn': 'Resend code in {seconds}s',
  'smsCode.resending': 'Sending code',
  'smsCode.didntGet': "Didn't get an SMS?",
  'smsCode.codeSent': 'Code sent',
  'smsCode.tooManyRequests': 'Too many requests. Please wait before trying again.',

  // Guest login

  // Passkeys: landing entry and help link, chooser, status screen
  'passkeyChoice.title': 'Log in or create a new account?',
  'passkeyChoice.subtitle': 'Use a passkey you already have, or create a new account with a new passkey.',
  'passkeyChoice.login': 'Log in with an existing passkey',
  'passkeyChoice.signup': 'Sign up with a new passkey',
  'passkey.title.login': 'Log in with a passkey',
  'passkey.title.signup': 'Sign up with a passkey',
  'passkey.title.link': 'Add a passkey',
  'passkey.initial': 'Use the screen lock or security key of your device to continue.',
  'passkey.start': 'Continue',
  'passkey.generating': 'Preparing your passkey request…',
  'passkey.awaiting.title': 'Waiting for passkey',
  'passkey.awaiting.detail': 'Approve the request with your fingerprint, face, PIN or security key.',
  'passkey.done.title': 'Success!',
  'passkey.done.login': "You're logged in.",
  'passkey.done.signup': 'Your account has been created.',
  'passkey.done.link': 'Your passkey has been added.',
  'passkey.error.title': 'Authentication failed',
  'passkey.error.notAllowed':
    'Passkey request timed out or rejected by user. You will have to sign up with another method first to register a passkey for your account.',
  'passkey.error.notAllowedRegistration': 'Passkey request timed out or rejected by user.',
  'passkey.error.unknown': 'An unknown error occurred.',
  'passkey.error.unknownLink': 'Unknown error occurred.',
  'passkey.error.ipAddress': 'Passkeys need a domain name: open {url} instead of an IP address.',
  'passkey.error.ipAddressOther': 'Passkeys need a domain name: open this page by its domain name instead of an IP address.',
  'passkey.retry': 'Try again',

  // Success after login
  'success.title': 'Success!',
  'success.detail': "You're logged in.",

  // Error screens; keys are ERROR_COPY_KEYS (lib/errorCopy.ts)
  'error.notAllowed.title': 'Not allowed',
  'error.tryAnotherMethod': 'Try another method',
  'error.allowlist.title': "You don't have access to this app",
  'error.allowlist.detail': 'Have you been invited?',
  'error.allowlist.button': 'Try another account',
  'error.userLimit.title': 'Unable to sign in',
  'error.userLimit.detail':
    'This is a test application that has reached its user limit. To allow more users, this app needs to be upgraded to production.',
  'error.goBack': 'Go back',
  'error.accountNotFound.title': 'Account not found',
  'error.accountNotFound.detail': 'Please try logging in again or go to {app} to create an account.',
  'error.accountNotFound.button': 'Try logging in again',
  'error.authFailed.title': 'Authentication failed',
  'error.linkedToAnotherUser.detail': 'This account has already been linked to another user.',
  'error.tryAgain': 'Try again',
  'error.cannotLinkMore.detail': 'Cannot link more passkeys to account.',
  'error.notSupported.title': 'This region is not supported',
  'error.notSupported.detail': 'SMS authentication from this region is not available',
  'error.tooManyRequests.title': 'Request failed',
  'error.tooManyRequests.detail': 'Too many attempts.',
  'error.tooManyRequests.button': 'Try again later',
  'error.invalidCode.detail': 'Invalid or expired verification code',
  'error.generic.title': 'Something went wrong',
  'error.generic.detail': 'Try again later',
  'error.pleaseTryAgain': 'Please try again.',
  'error.timedOut.title': 'Timed out',
  'error.captchaFailed.detail': 'If you use an adblocker or VPN, try disabling and re-attempting.',
  'error.captchaTimeout.title': 'Something went wrong! Please try again later.',
  // A second account of a type that allows one (core's CannotLinkMoreOfTypeError; passkeys: error.cannotLinkMore.detail)
  'error.cannotLinkMoreOfType.detail': 'You cannot link another account of this type.',
  // The messages of the kit's own errors that screens show, keyed by the error's code
  // (`error.message.<code>`, lib/errorMessage.ts); a server's message is shown as it is.
  'error.message.client_request_timeout': 'Request timed out',
  'error.message.network_error': 'Network request failed',
  'error.message.telegram_auth_failed': 'Telegram auth failed or was canceled by the client',
  'error.message.telegram_not_initialized': 'Telegram was not initialized',
  'error.message.wallet_connection_timed_out': 'Wallet connection timed out',
  'error.message.GENERIC_CONNECT_WALLET_ERROR': 'Unable to connect wallet',
  'error.message.UNKNOWN_CONNECT_WALLET_ERROR': 'An unknown error occurred.',
  'error.message.wallet_not_found': 'No wallet found for address',
  'error.message.wallet_connector_not_found': 'Unable to connect to wallet',
  'error.message.unable_to_retrieve_address': 'Unable to retrieve address',
  'error.message.UNSUPPORTED_CHAIN_ID': 'Unsupported chainId',
  'error.message.UNABLE_TO_SIGN': 'Unable to sign message',
  'error.message.embedded_wallet_not_allowed': 'Cannot login or link with an embedded wallet',
  // Wallet provider errors (EIP-1193 / JSON-RPC codes, core's PROVIDER_ERRORS), by their code name
  'error.message.user_rejected_request': 'User rejected the request.',
  'error.message.unauthorized': 'The requested method and/or account has not been authorized by the user.',
  'error.message.unsupported_method': 'The Provider does not support the requested method.',
  'error.message.disconnected': 'The Provider is disconnected from all chains.',
  'error.message.chain_disconnected': 'The Provider is not connected to the requested chain.',
  'error.message.parse_error': 'Invalid JSON was received by the server.',
  'error.message.invalid_request': 'The JSON sent is not a valid Request object.',
  'error.message.method_not_found': 'The method does not exist / is not available.',
  'error.message.invalid_params': 'Invalid method parameter(s).',
  'error.message.internal_error': 'Internal JSON-RPC error.',
  'error.message.invalid_input': 'Invalid input.',
  'error.message.resource_not_found': 'Resource not found.',
  'error.message.resource_unavailable': 'Resource unavailable.',
  'error.message.transaction_rejected': 'Transaction rejected.',
  'error.message.method_not_supported': 'Method not supported.',
  'error.message.limit_exceeded': 'Request limit exceeded.',
  'error.message.json_rpc_version_not_supported': 'JSON-RPC version not supported.',

  // Captcha step
  'captcha.checking': 'Checking that you are a human...',
  'captcha.success': 'Success!',
  'captcha.error.title': 'Something went wrong',
  'captcha.error.failed': 'You did not pass CAPTCHA. Please try again.',
  'captcha.error.afterRetries': 'If you use an adblocker or VPN, try disabling and re-attempting.',
  'captcha.error.timeout': 'Something went wrong! Please try again later.',
  'captcha.error.unavailable': 'Captcha failed',
  'captcha.retry': 'Retry',
  'captcha.continue': 'Continue',
  'captcha.continuing': 'Continuing...',

  // Farcaster; failure keys are those of farcasterFailureFor (lib/errorCopy.ts)
  'farcaster.title': 'Sign in with Farcaster',
  'farcaster.scan': "Scan with your phone's camera to continue.",
  'farcaster.qrAlt': 'QR code to sign in with Farcaster',
  'farcaster.copyLink': 'Copy link',
  'farcaster.copied': 'Copied',
  'farcaster.mobile.detail': 'Approve the sign-in in the Farcaster app, then come back here.',
  'farcaster.openApp': 'Open Farcaster app',
  'farcaster.takeMeThere': 'Take me to Farcaster',
  'farcaster.connecting': 'Connecting to Farcaster…',
  'farcaster.waiting': 'Waiting for you to approve in Farcaster…',
  'farcaster.submitting': 'Logging you in…',
  'farcaster.error.title': 'Authentication failed',
  'farcaster.error.connectFailed': 'Connect failed',
  'farcaster.error.rejected': 'Request rejected',
  'farcaster.error.timedOut': 'The request timed out. Try again.',
  'farcaster.error.somethingWentWrong': 'Something went wrong. Try again.',
  'farcaster.retry': 'Try again',
  'farcaster.goBack': 'Go back',

  // Cross-app accounts; failure keys are those of crossAppFailureFor (lib/errorCopy.ts)
  'crossApp.initial.title': 'Log in with {app}',
  'crossApp.connecting.title': 'Connecting to {app}',
  'crossApp.connecting.detail': 'Continue in the {app} window that opened.',
  'crossApp.success': 'Connected to {app}',
  'crossApp.error.title': 'Authentication failed',
  'crossApp.error.detail': 'There was an issue connecting your {app} account. Please try again.',
  'crossApp.retry': 'Try again',

  // Social sign-in: landing entries, OAuth status screen; keys of SocialErrorCopyKey (lib/errorCopy.ts)
  'oauth.redirecting.title': 'Redirecting to {provider}',
  'oauth.redirecting.detail': 'Continue in {provider} to log in.',
  'oauth.verifying.title': 'Logging you in',
  'oauth.verifying.detail': 'Verifying your {provider} account…',
  'error.social.invalidCredentials': 'Something went wrong. Try again.',
  'error.social.userDenied': 'Retry and check {scopes} to finish connecting your account.',
  'error.social.tooManyRequests': 'Too many requests. Please wait before trying again.',
  'error.social.providerRateLimit': 'Request limit reached for {provider}. Please wait a moment and try again.',
  'error.social.suspended': 'Your {provider} account is suspended. Please try another login method.',
  'error.social.cannotLinkMore': 'You cannot authorize more than one account for this user.',
  'error.social.stateMismatch': 'Unexpected auth flow. This may be a phishing attempt.',
  'error.social.inAppBrowser.title': 'Could not log in with provider',
  'error.social.inAppBrowser.detail': "It looks like you're using an in-app browser. To log in, please try again using an external browser.",
  'error.social.generic': 'Something went wrong. Try again.',
  'error.social.retry': 'Retry',

  // Telegram: landing entry, status screen
  'telegram.waiting.title': 'Log in with Telegram',
  'telegram.waiting.detail': 'Confirm the login in the Telegram window.',
  'telegram.verifying.title': 'Logging you in',
  'telegram.verifying.detail': 'Verifying your Telegram account…',
  'telegram.retry': 'Retry',

  // External wallets
  'wallet.picker.title': 'Select your wallet',
  'wallet.picker.search': 'Search wallets',
  'wallet.picker.noResults': 'No wallets found. Try another search.',
  'wallet.picker.lastUsed': 'Last used',
  'wallet.picker.network': 'Select network',
  'wallet.picker.installed': 'Installed',
  'wallet.picker.networkEntry': '{wallet} · {chain}',
  'wallet.chain.ethereum': 'Ethereum',
  'wallet.chain.solana': 'Solana',
  'wallet.empty.title': 'No wallets available',
  'wallet.empty.ethereum': 'Install a wallet such as Rainbow, Phantom or Coinbase Wallet to continue.',
  'wallet.empty.solana': 'Install a wallet such as Phantom or Solflare to continue.',
  'wallet.status.waiting': 'Waiting for {wallet}',
  'wallet.status.waitingDetail': 'Approve the connection in {wallet}.',
  'wallet.status.openOrInstall': 'Open or install {wallet}',
  'wallet.status.scan': 'Scan code to connect to {wallet}',
  'wallet.status.scanDetail': 'Scan this code with your phone to connect {wallet}.',
  'wallet.status.goTo': 'Go to {wallet} to continue',
  'wallet.status.helpDetail': 'Its window may be hidden behind this one: open {wallet} from your browser toolbar or its app.',
  'wallet.status.sign': 'Sign to verify',
  'wallet.status.signDetail': 'Sign the message in {wallet} to prove you own this wallet.',
  'wallet.status.signLedgerDetail': 'Approve the sign-in transaction on your Ledger through {wallet}. It only carries the sign-in message and is never sent.',
  'wallet.status.signing': 'Signing',
  'wallet.status.switching': 'Switching networks',
  'wallet.status.success': 'Successfully connected with {wallet}',
  'wallet.status.linkOnly': 'Wallet connected',
  'wallet.status.unableToConnect': 'Unable to connect wallet',
  'wallet.openInApp': 'Open in app',
  'wallet.copyLink': 'Copy link',
  'wallet.copied': 'Copied',
  'wallet.retry': 'Retry',
  'wallet.error.title': 'Could not connect with wallet',
  'wallet.error.tryAgain': 'Try again',
  'wallet.error.cancel': 'Cancel',
  'wallet.error.useDifferentWallet': 'Use a different wallet',
  'wallet.install.title': 'Install {wallet}',
  'wallet.install.step1': 'Install the {wallet} browser extension.',
  'wallet.install.step2': 'Set up a new wallet or import an existing one.',
  'wallet.install.step3': 'Store your recovery phrase somewhere safe. Never share it with anyone.',
  'wallet.install.get': 'Get {wallet}',
  'wallet.install.reload': 'Reload page',
  'wallet.install.learnMore': 'Learn more',
  'wallet.redirect.title': 'Redirecting to {wallet} Mobile Wallet',
  'wallet.redirect.stillHere': 'Still here?',
  'wallet.redirect.open': 'Open {wallet}',
  'wallet.redirect.appStore': 'Go to App Store',
  // Solana (docs/wallets.md "Solana"): the Ledger choice for Phantom
  'wallet.ledger.title': 'Are you using a Ledger?',
  'wallet.ledger.detail': 'If your {wallet} account is secured by a Ledger, say so: a Ledger signs in a different way.',
  'wallet.ledger.with': 'Continue with Ledger',
  'wallet.ledger.without': 'Continue without Ledger',
} as const satisfies Record<ErrorCopyKey, string> & Record<SocialErrorCopyKey, string> & Record<string, string>

/** The type of the English copy catalogue {@link en}: every key with its text. */
export type EnCopy = typeof en
/** The key of a text of the default UI (a key of {@link en}). */
export type CopyKey = keyof EnCopy
/** A complete catalogue (another language): every key, any text. */
export type Copy = { readonly [K in CopyKey]: string }
/** What a host passes as `copy`: any subset of keys. */
export type CopyOverrides = Partial<Copy>

/** `'Hi {name}, {count}'` → `'name' | 'count'`. */
export type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never
/** The placeholder values a text needs (`{provider}` in the text → `{ provider: string }`). */
export type CopyValues<K extends CopyKey> = Record<Placeholders<EnCopy[K]>, string | number>
/** The rest-arguments of `t(key, …)`: none for a text without placeholders, else its values. */
export type CopyArgs<K extends CopyKey> = [Placeholders<EnCopy[K]>] extends [never] ? [] : [values: CopyValues<K>]
/** Returns the text of a copy key in the current locale, with its placeholders filled in. */
export type Translate = <K extends CopyKey>(key: K, ...values: CopyArgs<K>) => string

/** A `t()` over the English catalogue merged with a host's overrides. */
export function createTranslate(overrides: CopyOverrides = {}): Translate {
  const catalogue: Copy = { ...en, ...stripUndefined(overrides) }
  return (key, ...values) => formatCopy(catalogue[key] ?? key, values[0] as Record<string, string | number> | undefined)
}

function stripUndefined(overrides: CopyOverrides): CopyOverrides {
  return Object.fromEntries(Object.entries(overrides).filter(([, v]) => typeof v === 'string')) as CopyOverrides
}
