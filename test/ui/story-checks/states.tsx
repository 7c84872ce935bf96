/// <reference types="vite/client" />
/**
 * Every story renders its state: the text (or check) below shows, the theme's style is written and
 * nothing is logged as an error. Light and Dark stories of a state have the same expectation.
 */
import { render, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { setStoryGlobals } from '../../../stories/globals.js'
import { switchToPseudoLocale } from './locale-check.js'
import { expectCatalogueTexts } from './locales.js'
import { inPart } from './parts.js'

const modules = import.meta.glob<Record<string, unknown>>('../../../stories/*.stories.tsx', { eager: true })

// What each story must end up showing (by story export name).
/** A text the page shows, or a check of the document (e.g. an input's value). */
type Expectation = string | RegExp | ((doc: Document) => boolean)
const inputValue = (doc: Document, selector: string) => doc.querySelector<HTMLInputElement>(selector)?.value
const EXPECT: Record<string, Expectation> = {
  Default: 'By logging in I agree to the Terms & Privacy Policy',
  LogoAndLongMessage: '…',
  InvalidEmail: 'Log in or sign up',
  PlusEmailError: "Please enter a valid email address without a '+'.",
  RateLimited: 'Too many requests. Please wait before trying again.',
  Sending: 'Sending code',
  Awaiting: /Resend code in \d+s/,
  Submitting: 'Enter confirmation code',
  IncorrectCode: 'Incorrect code',
  ResendAvailable: /Resend code(?! in)/,
  Resent: 'Code sent',
  LoggedIn: 'Success!',
  NotAllowed: 'Not allowed',
  Allowlist: "You don't have access to this app",
  AllowlistConfigured: 'Members only',
  UserLimit: 'Unable to sign in',
  AccountNotFound: 'Account not found',
  LinkedToAnotherUser: 'This account has already been linked to another user.',
  CannotLinkMore: 'Cannot link more passkeys to account.',
  NotSupported: 'This region is not supported',
  TooManyRequests: 'Too many attempts.',
  InvalidCredentials: 'Invalid or expired verification code',
  BadRequest: 'The e-mail address is malformed',
  InvalidCaptcha: 'Please try again.',
  TimedOut: 'Timed out',
  Generic: 'Try again later',
  Open: 'log in or sign up',
  OpenTallLanding: /Welcome to the Foyer demo.*Log in with a passkey.*By logging in I agree/,
  FarcasterLandingEntry: 'Continue with Farcaster',
  FarcasterAwaiting: 'Waiting for you to approve in Farcaster…',
  FarcasterMobile: 'Open Farcaster app',
  FarcasterSubmitting: 'Logging you in…',
  FarcasterTimedOut: 'The request timed out. Try again.',
  FarcasterConnectFailed: 'Connect failed',
  FarcasterRejected: 'Request rejected',
  FarcasterApproved: 'Success!',
  CrossAppButton: 'Continue with Arcade',
  CrossAppConnecting: 'Connecting to Arcade',
  CrossAppSignWaiting: /Waiting for Arcade.*Sign a message with your Arcade wallet.*Approve the request in the Arcade window that opened\./,
  CrossAppSignRejected: /Request to Arcade failed.*User rejected request.*Close/,
  CrossAppSignTimedOut: /Request to Arcade failed.*Request timeout/,
  CrossAppSignReadOnly: /Request to Arcade failed.*Cannot transact against a read-only provider app/,
  CrossAppFailed: 'There was an issue connecting your Arcade account. Please try again.',
  CrossAppSuccess: 'Success!',
  // Social login (OAuth) and Telegram
  OAuthLanding: 'Continue with Google',
  OAuthRedirecting: 'Redirecting to Google',
  OAuthVerifying: 'Verifying your Google account…',
  OAuthSuccess: 'Success!',
  OAuthDenied: 'Retry and check email, profile to finish connecting your account.',
  OAuthPhishing: 'Unexpected auth flow. This may be a phishing attempt.',
  OAuthInAppBrowser: 'Could not log in with provider',
  OAuthProviderRateLimit: 'Request limit reached for Google. Please wait a moment and try again.',
  OAuthSuspended: 'Your Google account is suspended. Please try another login method.',
  OAuthInvalidCredentials: 'Something went wrong. Try again.',
  OAuthTooManyRequests: 'Too many requests. Please wait before trying again.',
  OAuthLinkedToAnotherUser: 'This account has already been linked to another user.',
  OAuthCannotLinkMore: 'You cannot authorize more than one account for this user.',
  TelegramLanding: 'Continue with Telegram',
  TelegramWaiting: 'Confirm the login in the Telegram window.',
  TelegramVerifying: 'Verifying your Telegram account…',
  TelegramSuccess: 'Success!',
  TelegramCanceled: 'Telegram auth failed or was canceled by the client',
  TelegramNotInitialized: 'Telegram was not initialized',
  // SMS and guest (stories/sms.stories.tsx)
  SmsLandingEntry: 'Continue as guest',
  SmsPhone: (doc) => inputValue(doc, '.foyer-countrySelect') === 'United States (+1)',
  SmsPhoneValid: (doc) => inputValue(doc, '.foyer-countrySelect') === 'United Kingdom (+44)' && inputValue(doc, '.foyer-phoneInput') === '07400 123456',
  SmsCountrySearch: /United Arab Emirates\+971.*United Kingdom\+44.*United States\+1/,
  SmsCountryByCode: /Guernsey\+44.*Isle of Man\+44.*Jersey\+44.*United Kingdom\+44/,
  SmsSending: 'Sending code',
  SmsRateLimited: 'Too many requests. Please wait before trying again.',
  SmsRegionNotSupported: 'SMS authentication from this region is not available',
  SmsCodeAwaiting: 'Please check +1 201 555 0123 for an SMS and enter your code below.',
  SmsCodeIncorrect: 'Incorrect code',
  GuestLoading: 'Logging in as guest',
  GuestLoggedIn: 'Success!',
  // Passkeys (stories/passkey.stories.tsx)
  PasskeyLandingEntry: "What's a passkey?",
  PasskeyChoice: 'Log in or create a new account?',
  PasskeyInitial: 'Use the screen lock or security key of your device to continue.',
  PasskeyGenerating: 'Preparing your passkey request…',
  PasskeyAwaiting: 'Waiting for passkey',
  PasskeyLoggedIn: "You're logged in.",
  PasskeySignedUp: 'Your account has been created.',
  PasskeyLinked: 'Your passkey has been added.',
  PasskeyNotAllowed: 'You will have to sign up with another method first to register a passkey for your account.',
  PasskeySignupNotAllowed: /Passkey request timed out or rejected by user\.(?! You)/,
  PasskeyUnknownError: 'An unknown error occurred.',
  PasskeyCannotLinkMore: 'Cannot link more passkeys to account.',
  // Accounts: link / update, transfer, terms, post-login (stories/accounts.stories.tsx)
  LinkEmail: 'Link email',
  UpdateEmail: 'It will replace ada@example.com.',
  LinkPhone: 'Link phone',
  UpdatePhone: 'Update phone',
  LinkSocial: 'Continue with Google',
  TransferEmail: 'Email address is associated with another account',
  TransferPhone: 'Phone number is associated with another account',
  TransferWallet: 'Wallet address is associated with another account',
  TransferSolanaWallet: 'Solana wallet address is associated with another account',
  TransferSocial: 'Google profile is associated with another account',
  TransferFarcaster: 'Farcaster profile is associated with another account',
  TransferTelegram: 'Telegram profile is associated with another account',
  TransferCrossApp: 'Cross-app account is associated with another account',
  TransferWithWallet: 'Continue',
  TransferAssets: 'Check account assets before transferring',
  TransferSuccess: 'grace@example.com is now part of this account.',
  TermsConsent: 'By signing up, you agree to our terms and privacy policy.',
  PostLoginCreatingWallet: 'Setting up your account…',
  WalletLinkedToAnotherUser: 'Use a different wallet',
  CodeFailure: 'Issue verifying code',
  // Landing layout (stories/landing-layout.stories.tsx)
  LandingGrouped: 'Continue with Apple',
  LandingWeb3First: 'Log in with email or socials',
  LandingOrdered: 'More options',
  LandingOverflowView: 'Continue with LinkedIn',
  LandingLabelOtherSocials: 'Other socials',
  LandingLabelEmailOrSocials: 'Log in with email or socials',
  LandingLabelSmsOrSocials: 'Log in with sms or socials',
  LandingLabelEmailOrSms: 'Continue with email or sms',
  LandingLabelEmail: 'Continue with email',
  LandingLabelSms: 'Continue with sms',
  LandingLabelSocialAccount: 'Log in with a social account',
  LandingLabelMoreOptions: 'More options',
  LandingRecent: 'Recent',
  LandingRecentEmail: 'Recent',
  LandingHiddenInputs: 'Continue with SMS',
  LandingEmailScreen: 'Log in with email',
  LandingConnectOnly: 'Connect a wallet',
  LandingPrefilled: 'Log in or sign up',
  LandingRestricted: 'Continue with Apple',
  // Captcha and the embed (stories/captcha.stories.tsx, stories/embed.stories.tsx)
  CaptchaChecking: 'Checking that you are a human...',
  CaptchaContinue: /Success!Continue/,
  CaptchaFailed: 'You did not pass CAPTCHA. Please try again.Retry',
  CaptchaAfterRetries: 'If you use an adblocker or VPN, try disabling and re-attempting.',
  CaptchaTimeout: 'Something went wrong! Please try again later.',
  EmbedLanding: 'Log in or sign up',
  // Ethereum wallets and the wallet picker (stories/wallets.stories.tsx)
  WalletPicker: /Select your wallet.*Foyer Test Wallet.*MetaMask.*Rainbow/,
  WalletPickerWithSearch: 'Search wallets',
  WalletPickerNoResults: 'No wallets found. Try another search.',
  WalletPickerBothChains: /Select your wallet.*Phantom.*Ethereum.*Solana.*Last used.*Foyer Test Wallet/,
  WalletSignHelp: /Sign to verify.*Go to Foyer Test Wallet to continue/,
  WalletSelectNetwork: /Select network.*Phantom · Ethereum.*Phantom · Solana/,
  WalletEmpty: /No wallets available.*Rainbow, Phantom or Coinbase Wallet.*Phantom or Solflare/,
  WalletWaiting: 'Waiting for Foyer Test Wallet',
  WalletSwitching: 'Switching networks',
  WalletSign: 'Sign to verify',
  WalletSigning: 'Signing',
  WalletSuccess: 'Successfully connected with Foyer Test Wallet',
  WalletRejected: /Could not connect with wallet.*User rejected the request\..*Retry/,
  WalletRetriesExhausted: /Could not connect with wallet.*Unable to connect wallet(?!.*Retry)/,
  WalletSignRejected: /Could not connect with wallet.*User rejected the request\..*Try again.*Cancel/,
  WalletScanQr: /Scan code to connect to Rainbow.*Copy link/,
  WalletInstall: /Install Rainbow.*Store your recovery phrase.*Reload page/,
  WalletMobileRedirect: /Redirecting to MetaMask Mobile Wallet.*Still here\?.*Go to App Store/,
  WalletOpenOrInstall: 'Open or install MetaMask',
  // Solana wallets and SIWS (stories/solana.stories.tsx)
  SolanaPicker: 'Foyer Test Wallet',
  SolanaLedgerChoice: /Are you using a Ledger\?.*Continue with LedgerContinue without Ledger/,
  SiwsSign: 'Sign to verify',
  SiwsSigning: 'Signing',
  SiwsRejected: /Could not connect with wallet.*User rejected the request\./,
  SiwsSuccess: 'Successfully connected with Foyer Test Wallet',
  LedgerMemoSign: /Sign to verify.*Approve the sign-in transaction on your Ledger through Phantom\. It only carries the sign-in message and is never sent\./,
  LedgerMemoSigning: 'Signing',
  LedgerMemoRejected: /Could not connect with wallet.*User rejected the request\..*Try again/,
  LedgerMemoSuccess: 'Successfully connected with Phantom',
  // MFA (stories/mfa.stories.tsx)
  // Overrides (stories/overrides.stories.tsx): the replaced landing's banner above the kit's screen
  Overrides: /Acme members get early access — \d+ ways to sign in/,
  MfaChooseMethod: /Choose a verification method.*Authenticator app.*SMS/,
  MfaEnterCode: /Enter verification code.*Enter the 6-digit code from your authenticator app\.(?!.*Choose another method)/,
  MfaInvalidCode: 'The code you entered is not valid',
  MfaMaxAttempts: 'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
  MfaTimedOut: 'You have exceeded the time limit for code entry. Please try again in 30 seconds.',
  MfaCanceled: 'Verification canceled',
  MfaVerified: 'Your identity is verified.',
  MfaSmsCode: /Enter the 6-digit code we sent you by SMS\..*Resend code in \d+s.*Choose another method/,
  MfaPasskey: /Verifying with passkey.*touch, face, PIN or a hardware key.*Passkey last added on/,
  MfaPasskeyRejected: /Passkey request timed out or rejected by user\..*Try again/,
  MfaEnrollmentIntro: /Transaction Protection.*No verification method yet\./,
  MfaEnrollmentEnabled: /Enabled verification methods.*Authenticator app.*SMS/,
  MfaEnrollChoose: /Choose a verification method.*Google Authenticator.*text message.*screen lock/,
  MfaEnrollSmsPhone: 'Set up SMS verification',
  MfaEnrollSmsCode: 'Enter the 6-digit code sent to +1 201 555 0123.',
  MfaEnrollTotp: /Scan this QR code.*Setup key[A-Z2-7]{32}/,
  MfaEnrollTotpAdded: 'Verification method added',
  MfaEnrollPasskeyNone: "You don't have a passkey yet.",
  MfaEnrollPasskeyList: /Your passkeys.*View All/,
  MfaEnrollRemove: 'Remove Authenticator app?',
  // Embedded wallets (stories/embedded-wallets.stories.tsx)
  SignMessage: /Sign message.*Signing this message will not cost you any fees\..*Sign and continue/,
  SignMessageOptions: /Verify your wallet.*Acme asks for one signature\..*Sign in to Acme.*Cancel/,
  SignTypedData: /Hello, Bob![\s\S]*Copy full payload/,
  SignLoading: 'Loading your wallet',
  SignSigning: (doc) => doc.querySelector('button[data-status="signing"]') !== null,
  SignSigned: 'Message signed',
  SignError: /Unable to sign message.*Try again/,
  TransactionPreparing: 'Preparing your transaction',
  TransactionConfirm: /Confirm transaction.*ActionSend.*Amount0\.25 ETH \(\$750\.00\).*To0x7099.*NetworkFoyer Local.*Estimated fee\$0\.13.*Balance1 ETH \(\$3,000\.00\).*Scan details.*Details.*Approve.*Not now/,
  TransactionFeeUnavailable: /Deploy contract.*New contract.*Unavailable.*There was an error preparing your transaction\. Your transaction request will likely fail\./,
  TransactionTokenTransfer: /Transfer token.*Send25\.5 USDC \(\$25\.50\).*To0x70997970C51812dc3A010C7d01b50e0d17dc79C8.*Token address0x5FbD.*Estimated fee\$0\.13.*−25\.5 USDC \(\$25\.50\)/,
  TransactionApproveMaximum: /Approve token.*AmountMaximum USDC.*Spender0x9fE4.*This approval lets an unknown address spend all of your USDC\..*Maximum USDC to 0x9fE4/,
  TransactionNftApproveAll: /Approve all NFTs.*Operator0x9fE4.*All PUNK to 0x9fE4/,
  TransactionNftTransfer: /Transfer NFT.*SendPUNK #7.*To0x70997970C51812dc3A010C7d01b50e0d17dc79C8.*Token address0xe7f1.*−PUNK #7/,
  TransactionUnknownCall: /Contract call: 0x12345678.*Send0\.01 ETH \(\$30\.00\).*To0x9fE4/,
  TransactionScanWarning: (doc) => doc.querySelector('[role="status"][data-scan="warn"]')?.textContent === 'The recipient has no transaction history.'
    && doc.querySelector<HTMLButtonElement>('button[data-action="approve"]')?.disabled === false,
  TransactionMaliciousBlocked: (doc) => doc.querySelector('[role="alert"][data-scan="error"]') !== null
    && doc.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked === false
    && doc.querySelector<HTMLButtonElement>('button[data-action="approve"]')?.disabled === true
    && /I understand and want to proceed anyways\./.test(doc.body.textContent ?? ''),
  TransactionMaliciousTicked: (doc) => doc.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked === true
    && doc.querySelector<HTMLButtonElement>('button[data-action="approve"]')?.disabled === false,
  TransactionScanFailed: (doc) => /Transfer token.*Send25\.5 USDC \(\$25\.50\).*Approve/.test(doc.body.textContent ?? '')
    && doc.querySelector('[data-scan]') === null && !/Scan details/.test(doc.body.textContent ?? ''),
  TransactionScanning: 'Checking transaction…',
  TransactionAddFunds: (doc) => doc.querySelector('button[data-action="add-funds"]')?.textContent === 'Add funds',
  TransactionStepper: /Step 1 of 2.*Approve token.*Maximum USDC.*Continue.*Not now/,
  TransactionStepperSending: /Waiting for the transaction to be confirmed.*Sending 1 of 2/,
  TransactionSponsored: /Transfer token.*Estimated feeSponsored.*Balance0 ETH.*Approve/,
  SmartWalletSponsored: /Transfer token.*Send25\.5 USDC.*Estimated feeSponsored.*Balance0 ETH.*Approve/,
  SmartWalletBatch: /Step 1 of 2.*Transfer token.*Send25\.5 USDC.*Estimated feeSponsored.*Continue/,
  SmartWalletBatchLast: /Step 2 of 2.*Transfer token.*Send4\.5 USDC.*Estimated feeSponsored.*Approve/,
  SmartWalletBatchSending: /Sending/,
  SmartWalletBatchComplete: /Transaction complete!.*You're all set\..*All Done/,
  TransactionSending: 'Sending transaction',
  TransactionAwaitingReceipt: 'Waiting for the transaction to be confirmed',
  TransactionComplete: /Transaction complete!.*You're all set\..*All Done/,
  TransactionSigned: /Transaction signed!.*You're all set\./,
  TransactionReverted: /Transaction failure.*Error code: TRANSACTION_FAILURE.*Please try again\..*Transaction failed.*Copy transaction hash.*View on block explorer.*Retry transaction/,
  TransactionError: /Error code: -32003.*nonce too low.*Retry transaction/,
  SolanaTransfer: /Confirm transaction.*wants your permission to approve the following transaction\..*Send0\.25 SOL.*To9VSsBYNEE67rdmXW6SrVoZpPsDFwixjqJGaPuDoy9D94.*NetworkSolana Devnet.*Estimated fee<0\.001 SOL.*Balance1\.5 SOL.*Advanced.*Approve.*Not now/,
  SolanaSplTransfer: /Send25\.5 USDC.*To9VSsBYNEE67rdmXW6SrVoZpPsDFwixjqJGaPuDoy9D94.*Instruction 1: Create token account.*Instruction 2: Transfer token/,
  SolanaSwap: /Amount in10 USDC.*Quoted output0\.066 SOL.*Instruction 1: Swap on Jupiter.*Slippage0\.5%/,
  SolanaUnknownInstruction: /Instruction 1: Unknown instruction.*ProgramComputeBudget111111111111111111111111111111.*Instruction 2: Transfer SOL/,
  SolanaInsufficientFunds: (doc) => doc.querySelector('button[data-action="add-funds"]')?.textContent === 'Add funds'
    && /Solana wallet has insufficient funds for this transaction\./.test(doc.body.textContent ?? ''),
  SolanaError: (doc) => /Transaction failure.*Error code: TRANSACTION_FAILURE.*Please try again\..*Transaction failed.*Copy transaction signature.*View on block explorer.*Retry transaction/.test(doc.body.textContent ?? '')
    && doc.querySelector<HTMLAnchorElement>('a[href^="https://explorer.solana.com/tx/"]')?.href.endsWith('?cluster=devnet') === true,
  SolanaSendInsufficient: /Error code: INSUFFICIENT_BALANCE.*Solana wallet has insufficient funds for this transaction\..*Retry transaction/,
  SolanaPreparing: 'Preparing your transaction',
  SolanaComplete: /Transaction complete!.*You're all set\..*All Done/,
  // Wallet recovery (stories/recovery.stories.tsx)
  RecoverySelect: /Secure your account.*Select a method for logging in on new devices.*Back up to Google Drive.*Back up to Apple iCloud.*Set a password.*Why do I need to secure my account\?/,
  RecoveryUpdatePassword: /Update backup method.*Your account is currently secured using a password\..*Reset your password/,
  RecoveryUpdateDrive: (doc) => /Your account is currently secured using Google Drive\./.test(doc.body.textContent ?? '') && !(doc.body.textContent ?? '').includes('Back up to Google Drive'),
  RecoveryInfo: /Why do I need to secure my account\?.*Select backup method/,
  RecoverySplash: /Secure Your Account.*Add password/,
  RecoveryAutomatic: /Automatically secure your account.*Confirm/,
  WalletCreating: /Creating your wallet.*Please wait\.\.\./,
  WalletWelcome: /Welcome to Foyer Demo.*You've successfully created an account\./,
  WalletAllSet: /All set!.*Your account is secured\./,
  WalletCreateFailed: /Something went wrong.*Failed to create wallet.*Close/,
  // The recovery password (stories/wallet-password.stories.tsx)
  PasswordCreate: (doc) => /Select a strong, memorable password to secure your account\./.test(doc.body.textContent ?? '')
    && doc.querySelector<HTMLButtonElement>('button[data-action="continue"]')?.disabled === true,
  PasswordCreateReset: 'Reset your password',
  PasswordInvalidCharacters: 'Invalid characters used ( SPACE . )',
  PasswordTooShort: 'Password must be at least 6 characters',
  PasswordWeak: (doc) => doc.querySelector('[role="meter"]')?.getAttribute('aria-valuetext') === 'Weak',
  PasswordMedium: (doc) => doc.querySelector('[role="meter"]')?.getAttribute('aria-valuetext') === 'Medium',
  PasswordStrong: (doc) => doc.querySelector('[role="meter"]')?.getAttribute('aria-valuetext') === 'Strong',
  PasswordSave: 'For your security, this password cannot be reset, so keep it somewhere safe.',
  PasswordConfirm: 'Please re-enter your password below to continue.',
  PasswordMismatch: 'Passwords do not match',
  PasswordFinalize: (doc) => /I understand that if I lose my password and device/.test(doc.body.textContent ?? '')
    && doc.querySelector('button[data-action="cancel"]') !== null
    && doc.querySelector<HTMLButtonElement>('button[data-action="set-password"]')?.disabled === true,
  PasswordFinalizeTicked: (doc) => doc.querySelector<HTMLInputElement>('.foyer-passwordCheckbox input')?.checked === true
    && doc.querySelector<HTMLButtonElement>('button[data-action="set-password"]')?.disabled === false,
  PasswordFinalizeAutomatic: (doc) => /Confirm you have saved/.test(doc.body.textContent ?? '') && doc.querySelector('button[data-action="cancel"]') === null,
  PasswordSuccess: 'Your account is secured with your password.',
  PasswordFailed: (doc) => doc.querySelector('[data-step="error"]') !== null && /Something went wrong/.test(doc.body.textContent ?? ''),
  RecoverPassword: 'Recover your account',
  RecoverPasswordWrong: 'Invalid recovery password, please try again.',
  // Cloud backup (stories/wallet-recovery-cloud.stories.tsx)
  CloudConfirmGoogleDrive: /Confirm it's really you.*Confirm with Google Drive/,
  CloudConfirmICloud: /Confirm it's really you.*Confirm with iCloud/,
  CloudBackingUp: 'Backing up with Google Drive...',
  CloudRecovering: 'Recovering with iCloud...',
  CloudBackedUp: 'Successfully backed up with Google Drive.',
  CloudRecovered: 'Successfully recovered with Google Drive.',
  CloudBackupFailed: /Back up with Google Drive unsuccessful.*Recovery OAuth failed.*Try again/,
  CloudRecoverFailed: /Recovery with Google Drive unsuccessful.*Please verify that you are selecting the Google Drive account associated with your backup\..*Try again/,
  // Wallet export (stories/wallet-export.stories.tsx)
  ExportConnecting: /Connecting to your wallet.*Please wait\.\.\./,
  ExportError: /Something went wrong\. We're on it\. Please try again later\..*Close/,
  ExportKey: (doc) => /Export wallet.*Never share your private key or seed phrase with anyone\..*Wallet address · Ethereum0x/.test(doc.body.textContent ?? '')
    && doc.querySelector('iframe.foyer-walletExportFrame[title="Your private key"]') !== null,
  // Funding (stories/funding.stories.tsx)
  FundingLanding: /Add funds to your Foyer Demo wallet.*Pay with card.*With Coinbase.*Transfer from an exchange.*Transfer from wallet.*Receive funds.*Having trouble or facing location restrictions\?.*Try a different provider\./,
  FundingLandingTitled: (doc) => /Top up your Acme balance.*Pay with card.*With Moonpay.*Receive funds/.test(doc.body.textContent ?? '')
    && !/Try a different provider|Transfer from wallet/.test(doc.body.textContent ?? ''),
  FundingLandingCoinbaseFailed: 'Something went wrong adding funds. Please try again or use another method.',
  FundingLandingMoonpayFailed: 'Something went wrong adding funds from Moonpay. Please try again or use another method to fund your wallet.',
  FundingAmount: (doc) => /Confirm or edit amount.*≈ \$150\.00.*You will pay with Coinbase in a new window\..*Continue/.test(doc.body.textContent ?? '')
    && inputValue(doc, '.foyer-fundingAmountInput') === '0.05',
  FundingAmountZero: (doc) => /USD estimate unavailable.*You will transfer from your Coinbase account/.test(doc.body.textContent ?? '')
    && [...doc.querySelectorAll('button')].find((b) => b.textContent === 'Continue')?.disabled === true,
  FundingCardStarting: /Fund account.*Opening Coinbase…/,
  FundingCardInFlow: /Fund account.*Complete your purchase in the Coinbase window\. This screen updates when your funds arrive\./,
  FundingCardAfterFlow: 'Waiting for your funds to arrive. This can take a few minutes.',
  FundingExchangeInFlow: 'Complete the transfer from your Coinbase account in its window.',
  FundingMoonpayPending: 'Complete your purchase in the Moonpay window. This screen updates when it is done.',
  FundingMoonpayAuthorization: 'Your payment is waiting for authorization. Approve it with Moonpay to continue.',
  FundingMoonpayCompleted: 'Purchase complete. Your funds are on their way.',
  FundingWallets: /Transfer from wallet.*Choose the wallet to send ETH from\..*Foyer Test Wallet/,
  FundingWalletsPairing: (doc) => /Scan code to connect to Rainbow.*Copy link/.test(doc.body.textContent ?? '')
    && doc.querySelector('svg[data-value^="wc:7f6e504b"]') !== null,
  FundingConfigMissing: /Something went wrong.*Try again later.*Couldn't find funding config/,
  FundingTransferPreparing: 'Preparing your transfer',
  FundingTransfer: /Confirm transfer.*Total0\.05 ETH.*To0xf39…2266.*NetworkFoyer Local.*Estimated fee<0\.001 ETH \(\$0\.13\).*Confirm/,
  FundingTransferSending: 'Confirm in Foyer Test Wallet',
  FundingTransferSolana: /Total0\.5 SOL.*NetworkSolana \(devnet\).*Estimated fee<0\.001 SOL/,
  FundingBridge: /Transfer from another network.*FromFoyer Test Wallet \(0x709…79C8\).*Foyer Local 2 \(1\.25 ETH\).*Solana \(3\.5 SOL\).*0xf39…2266 on Foyer Local.*You pay0\.05 ETH.*Bridge fee<0\.001 ETH.*~12 s.*Confirm with Foyer Test Wallet/,
  FundingBridgeQuoting: 'Getting a quote',
  FundingBridgeChooser: /Choose the network to send funds from\..*Foyer Local 2.*Balance: 1\.25 ETH.*Solana.*Balance: 3\.5 SOL/,
  FundingBridging: /Bridging in progress.*Your funds are on their way to Foyer Local\..*Deposit transaction: 0x5c5…2060/,
  FundingBridgingDelayed: 'This is taking longer than usual. Your funds are safe.',
  FundingReceive: (doc) => doc.querySelector('svg[data-value="ethereum:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266@31337"]') !== null
    && /Receive funds.*Send ETH on Foyer Local to this address\..*0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266.*Copy address.*Balance: 0 ETH.*Waiting for your deposit…/.test(doc.body.textContent ?? ''),
  FundingReceiveChecking: 'Balance: checking…',
  FundingReceived: /Deposit ETH.*Send ETH on Foyer Local from any wallet\..*Balance: 0\.25 ETH.*Funds received.*Continue/,
  FundingReceiveSolanaUsdc: (doc) => doc.querySelector('svg[data-value="solana:9VSsBYNEE67rdmXW6SrVoZpPsDFwixjqJGaPuDoy9D94?spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"]') !== null
    && /Balance: 12\.5 USDC/.test(doc.body.textContent ?? ''),
  FundingSuccess: /Success!.*You've successfully added 0\.05 ETH to your Foyer Demo wallet\. It may take a minute before the funds are available to use\./,
  FundingBridgeFailed: (doc) => /Transaction failed.*We were unable to complete the bridging transaction\. Funds will be refunded on your wallet\..*Check refund status.*Try again/.test(doc.body.textContent ?? '')
    && doc.querySelector<HTMLAnchorElement>('a[href$="/fake/relay/transaction/0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060"]')?.textContent === 'Check refund status',
  FundingTimedOut: /Timed out.*The request took too long\. Please try again\..*Try again/,
  FundingInsufficientBalance: /Insufficient balance.*Wallet 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 does not have enough funds\..*Try again/,
  FundingTransactionFailure: /Transaction failure.*Try again/,
  FundingSomethingWentWrong: /Something went wrong.*Try again later.*Unable to initialize flow.*Try again/,
  DelegationConsent: /Enable offline access.*will be able to use this wallet on your behalf while you are away\..*Wallet · Ethereum0x.*Accept.*Not now/,
  DelegationConsentSolana: /Enable offline access.*Wallet · SolanaHAgk14/,
  DelegationSubmitting: /Enable offline access.*Please wait\.\.\./,
  DelegationEnabled: 'Offline access enabled',
  DelegationError: 'Unable to delegate wallet',
  DelegationRevoke: /Revoke offline access to wallet.*will no longer be able to use your wallets while you are away\..*Confirm.*Deny/,
  DelegationRevoking: /Revoke offline access to wallet.*Please wait\.\.\./,
  DelegationRevoked: 'Offline access revoked',
  DelegationRevokeError: 'Unable to revoke offline access',
  FarcasterSignerQr: (doc) => doc.querySelector('svg[role="img"][data-value^="http://localhost:4321/__dev/farcaster/signer?token="]') !== null && /Add a Farcaster signer.*Waiting for you to approve in Farcaster…/.test(doc.body.textContent ?? ''),
  FarcasterSignerConnecting: /Add a Farcaster signer.*Connecting to Farcaster…/,
  FarcasterSignerApproved: 'Signer approved',
  FarcasterSignerRejected: /Request rejected.*The signer was revoked in Farcaster\..*Try again.*Close/,
  FarcasterSignerTimedOut: /Connect failed.*The request timed out\. Try again\..*Try again/,
  // Spanish (stories/locale.stories.tsx)
  SpanishLanding: /Inicia sesión o regístrate.*Continuar con SMS.*Al iniciar sesión acepto los Términos y la Política de privacidad/,
  SpanishEmailCode: /Ingresa el código de confirmación.*Código incorrecto.*Reenviar código en \d+ s/,
  SpanishError: /No tienes acceso a esta app.*¿Recibiste una invitación\?.*Probar con otra cuenta/,
}

const stories = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name]) => name !== 'default')
    .map(([name, Story]) => [`${file.split('/').pop()} ${name}`, name, Story as ComponentType] as const),
)

/**
 * The stories rendered here: every Light one, and the first Dark one of each stories file (the dark
 * scheme on each screen family). A state's Dark story shows what its Light one shows in another
 * colour: the gallery's Chromium walk compares the two documents, story by story
 * (test/e2e/stories.e2e.ts), and runs the full checks on any Dark story that differs.
 */
const fileOf = (label: string) => label.split(' ')[0]!
const rendered = stories.filter(([label, name], i) =>
  !name.endsWith('Dark') || stories.findIndex(([other, n]) => fileOf(other) === fileOf(label) && n.endsWith('Dark')) === i)

/** The checks of one part of the stories (./parts.ts); part 1 also checks the list itself. */
export function stateChecks(part: number) {
  describe('stories', () => {
    beforeAll(() => setStoryGlobals(null))

    if (part === 1) it('every state has a Light and a Dark story', () => {
      const names = stories.map(([, name]) => name)
      for (const name of names) {
        const base = name.replace(/(Light|Dark)$/, '')
        expect(names).toContain(`${base}Light`)
        expect(names).toContain(`${base}Dark`)
        expect(EXPECT[base], `an expectation for ${base}`).toBeDefined()
      }
    })

    // A state's Light and Dark stories are in the same part. A Light story is then switched to
    // the pseudo-locale in place and its texts checked (./locales.tsx).
    it.each(inPart(rendered, part, ([, name]) => name.replace(/(Light|Dark)$/, '')))('%s renders its state (a Light one: and in the pseudo-locale, only catalogue texts)', async (label, name, Story) => {
      setStoryGlobals(null)
      const errors = vi.spyOn(console, 'error')
      render(<Story />)
      const expected = EXPECT[name.replace(/(Light|Dark)$/, '')]!
      await waitFor(() => {
        const text = document.body.textContent ?? ''
        const met = typeof expected === 'string' ? text.includes(expected) : typeof expected === 'function' ? expected(document) : expected.test(text)
        expect(met).toBe(true)
      }, { timeout: 12_000 })
      expect(document.querySelector('[data-foyer] style[data-foyer-theme]')).not.toBeNull()
      expect(errors).not.toHaveBeenCalled()
      if (name.endsWith('Dark')) return
      // The story's setup and play ran: the locale check needs it ready.
      await waitFor(() => expect(document.querySelector('[data-story-ready], [data-story-failed]')).not.toBeNull(), { timeout: 12_000 })
      await switchToPseudoLocale()
      expectCatalogueTexts(fileOf(label))
    })
  })
}
