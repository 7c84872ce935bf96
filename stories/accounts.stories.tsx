import type { StoryDefault } from '@ladle/react'
import {
  loginWithEmailCode, loginWithSmsCode, registerPostLoginStep, sendEmailCode, sendSmsCode, type AccountTransferData,
} from '../src/core/index.js'
import { find, variants, type StoryContext } from './support.js'

export default { title: 'Accounts' } satisfies StoryDefault

async function emailUser(ctx: StoryContext, email = 'ada@example.com') {
  await sendEmailCode(ctx.client, { email })
  await loginWithEmailCode(ctx.client, { code: ctx.backend.mailbox.latest(email)!.code })
}
async function phoneUser(ctx: StoryContext, phoneNumber = '+12015550123') {
  await sendSmsCode(ctx.client, { phoneNumber })
  await loginWithSmsCode(ctx.client, { code: ctx.backend.smsOutbox.latest(phoneNumber)!.code })
}
/** A real account_transfer_required answer: the e-mail belongs to another user with nothing else. */
async function emailTransferError(ctx: StoryContext) {
  ctx.backend.users.create({ email: 'grace@example.com' })
  await phoneUser(ctx)
  await sendEmailCode(ctx.client, { email: 'grace@example.com', intent: 'link' })
  return loginWithEmailCode(ctx.client, { code: ctx.backend.mailbox.latest('grace@example.com')!.code }).catch((e: unknown) => e)
}
async function phoneTransferError(ctx: StoryContext) {
  ctx.backend.users.create({ phoneNumber: '+12015550177' })
  await emailUser(ctx)
  await sendSmsCode(ctx.client, { phoneNumber: '+12015550177', intent: 'link' })
  return loginWithSmsCode(ctx.client, { code: ctx.backend.smsOutbox.latest('+12015550177')!.code }).catch((e: unknown) => e)
}
const transfers = { accountTransfers: true }
/** Transfer data of kinds the story backend cannot produce by a login (wallets, social, …), for a logged-in user. */
const data = (linkMethod: string, extra: Partial<AccountTransferData> = {}): AccountTransferData => ({
  nonce: 'story-nonce', account: 'subject', linkMethod, displayName: null, embeddedWalletAddress: null, farcasterEmbeddedAddress: null,
  externalWalletMetadata: null, telegramAuthResult: null, telegramWebAppData: null, oAuthUserInfo: null, ...extra,
})
const transferOf = (d: AccountTransferData) =>
  variants({ setup: async (ctx) => { await emailUser(ctx); return { initialScreen: 'accountTransfer', initialParams: { data: d } } } })

// ── Link / update screens ──────────────────────────────────────────────────
const linkEmail = variants({ setup: async (ctx) => { await phoneUser(ctx); return { initialScreen: 'linkEmail' } } })
/** 'Link email' for a user who logged in by phone. */
export const LinkEmailLight = linkEmail.Light
export const LinkEmailDark = linkEmail.Dark

const updateEmail = variants({ setup: async (ctx) => { await emailUser(ctx); return { initialScreen: 'updateEmail' } } })
/** 'Update email': the code goes to the new address. */
export const UpdateEmailLight = updateEmail.Light
export const UpdateEmailDark = updateEmail.Dark

const linkPhone = variants({ setup: async (ctx) => { await emailUser(ctx); return { initialScreen: 'linkPhone' } } })
export const LinkPhoneLight = linkPhone.Light
export const LinkPhoneDark = linkPhone.Dark

const updatePhone = variants({ setup: async (ctx) => { await phoneUser(ctx); return { initialScreen: 'updatePhone' } } })
export const UpdatePhoneLight = updatePhone.Light
export const UpdatePhoneDark = updatePhone.Dark

const linkSocial = variants({
  backend: { appConfig: { login_methods: ['email', 'google'] } },
  setup: async (ctx) => { await emailUser(ctx); return { initialScreen: 'linkMethod', initialParams: { method: 'google' } } },
})
/** Linking a social account: one click opens the provider. */
export const LinkSocialLight = linkSocial.Light
export const LinkSocialDark = linkSocial.Dark

// ── Account transfer ───────────────────────────────────────────────────────
const transferEmail = variants({ backend: transfers, setup: async (ctx) => ({ initialScreen: 'error', initialParams: { error: await emailTransferError(ctx) } }) })
/** A real account_transfer_required answer (link an e-mail another user owns) routes to the transfer screen. */
export const TransferEmailLight = transferEmail.Light
export const TransferEmailDark = transferEmail.Dark

const transferPhone = variants({ backend: transfers, setup: async (ctx) => ({ initialScreen: 'error', initialParams: { error: await phoneTransferError(ctx) } }) })
export const TransferPhoneLight = transferPhone.Light
export const TransferPhoneDark = transferPhone.Dark

const transferWallet = transferOf(data('siwe', { account: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', displayName: '0x71C…976F' }))
export const TransferWalletLight = transferWallet.Light
export const TransferWalletDark = transferWallet.Dark
const transferSolana = transferOf(data('siws', { account: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', displayName: '7EcDh…FLtV' }))
export const TransferSolanaWalletLight = transferSolana.Light
export const TransferSolanaWalletDark = transferSolana.Dark
const transferSocial = transferOf(data('google', { displayName: 'grace@example.com' }))
export const TransferSocialLight = transferSocial.Light
export const TransferSocialDark = transferSocial.Dark
const transferFarcaster = transferOf(data('farcaster', { account: '1001', displayName: '@alice' }))
export const TransferFarcasterLight = transferFarcaster.Light
export const TransferFarcasterDark = transferFarcaster.Dark
const transferTelegram = transferOf(data('telegram', { account: '7', displayName: '@ada' }))
export const TransferTelegramLight = transferTelegram.Light
export const TransferTelegramDark = transferTelegram.Dark
const transferCrossApp = transferOf(data('cross_app', { displayName: 'Arcade' }))
export const TransferCrossAppLight = transferCrossApp.Light
export const TransferCrossAppDark = transferCrossApp.Dark

const withWallet = data('sms', { account: '+12015550177', displayName: '+1 201 555 0177', embeddedWalletAddress: '0x1234567890abcdef1234567890abcdef12345678' })
const transferWithWallet = transferOf(withWallet)
/** The other account has an embedded wallet: 'Continue' instead of transferring at once. */
export const TransferWithWalletLight = transferWithWallet.Light
export const TransferWithWalletDark = transferWithWallet.Dark
const assets = variants({ setup: async (ctx) => { await emailUser(ctx); return { initialScreen: 'accountTransferAssets', initialParams: { data: withWallet } } } })
/** 'Check account assets before transferring' with the copyable address. */
export const TransferAssetsLight = assets.Light
export const TransferAssetsDark = assets.Dark

const transferred = variants({
  backend: transfers,
  setup: async (ctx) => ({ initialScreen: 'error', initialParams: { error: await emailTransferError(ctx) } }),
  play: async (root) => {
    const buttons = await find(root, '.foyer-primaryButton')
    ;(buttons as HTMLButtonElement).click()
  },
})
/** After 'Transfer and delete account': 'Success!' (the modal closes 1 s later). */
export const TransferSuccessLight = transferred.Light
export const TransferSuccessDark = transferred.Dark

// ── Terms consent and the post-login sequence ──────────────────────────────
const termsApp = { appConfig: { legal: { require_users_accept_terms: true, terms_and_conditions_url: 'https://example.com/terms', privacy_policy_url: 'https://example.com/privacy' } } }
const terms = variants({ backend: termsApp, setup: async (ctx) => { await emailUser(ctx); return { initialScreen: 'terms' } } })
/** 'One last step' after a login into an app that requires its terms (post-login state awaiting-terms). */
export const TermsConsentLight = terms.Light
export const TermsConsentDark = terms.Dark

const creatingWallet = variants({
  setup: async (ctx) => {
    registerPostLoginStep(ctx.client, 'create-wallet', { run: () => new Promise(() => {}) })
    await emailUser(ctx)
    return { initialScreen: 'success' }
  },
})
/** The wallet-creation step of the post-login sequence (a registered step that is still running). */
export const PostLoginCreatingWalletLight = creatingWallet.Light
export const PostLoginCreatingWalletDark = creatingWallet.Dark
