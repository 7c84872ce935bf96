import type { StoryDefault } from '@ladle/react'
import { STORAGE_KEYS } from '../src/core/constants.js'
import { find, variants } from './support.js'

export default { title: 'Landing layout' } satisfies StoryDefault

/**
 * The landing's layouts: grouped by loginGroupPriority, ordered with an overflow, the
 * overflow view, each overflow label, the 'Recent' chip, hideDirectWeb2Inputs, connect-only,
 * prefilled and restricted logins. Wallet entries (the wallet picker) come from the wallet work;
 * until their registry row exists the wallet section renders nothing.
 */
const SOCIALS = ['google', 'apple', 'github', 'discord', 'twitter', 'linkedin']
const legal = { terms_and_conditions_url: 'https://example.com/terms', privacy_policy_url: 'https://example.com/privacy' }
const app = (config: Record<string, unknown>) => ({ appConfig: { legal, ...config } })
const ordered = (primary: string[], overflow: string[]) => app({ login_methods: ['email'], login_methods_and_order: { primary, overflow } })

const grouped = variants({ backend: app({ login_methods: ['email', 'sms', 'google', 'apple', 'wallet'] }) })
/** web2-first (default): the web2 group on the landing; the wallets behind 'Continue with a wallet'. */
export const LandingGroupedLight = grouped.Light
export const LandingGroupedDark = grouped.Dark

const web3First = variants({ backend: app({ login_methods: ['email', 'google', 'apple', 'wallet'], appearance: { login_group_priority: 'web3-first' } }) })
/** web3-first: the wallets on the landing; the web2 group behind its label. */
export const LandingWeb3FirstLight = web3First.Light
export const LandingWeb3FirstDark = web3First.Dark

const orderedOverflow = variants({ backend: ordered(['email', 'google', 'apple'], ['sms', 'passkey', 'github', 'discord']) })
/** loginMethodsAndOrder: its primary list, then ONE overflow button. */
export const LandingOrderedLight = orderedOverflow.Light
export const LandingOrderedDark = orderedOverflow.Dark

const overflowView = variants({
  backend: app({ login_methods: ['email', 'sms', ...SOCIALS] }),
  play: async (root) => (await find<HTMLButtonElement>(root, '[data-overflow]')).click(),
})
/** The overflow view (after a click on the overflow button), with its back button. */
export const LandingOverflowViewLight = overflowView.Light
export const LandingOverflowViewDark = overflowView.Dark

const label = (config: ReturnType<typeof app>) => variants({ backend: config })
const otherSocials = label(app({ login_methods: ['email', ...SOCIALS] }))
export const LandingLabelOtherSocialsLight = otherSocials.Light
export const LandingLabelOtherSocialsDark = otherSocials.Dark
const emailOrSocials = label(ordered(['passkey'], ['email', 'google', 'apple']))
export const LandingLabelEmailOrSocialsLight = emailOrSocials.Light
export const LandingLabelEmailOrSocialsDark = emailOrSocials.Dark
const smsOrSocials = label(ordered(['passkey'], ['sms', 'google']))
export const LandingLabelSmsOrSocialsLight = smsOrSocials.Light
export const LandingLabelSmsOrSocialsDark = smsOrSocials.Dark
const emailOrSms = label(ordered(['google', 'apple'], ['email', 'sms']))
export const LandingLabelEmailOrSmsLight = emailOrSms.Light
export const LandingLabelEmailOrSmsDark = emailOrSms.Dark
const emailOnly = label(ordered(['google', 'apple'], ['email']))
export const LandingLabelEmailLight = emailOnly.Light
export const LandingLabelEmailDark = emailOnly.Dark
const smsOnly = label(ordered(['google', 'apple'], ['sms']))
export const LandingLabelSmsLight = smsOnly.Light
export const LandingLabelSmsDark = smsOnly.Dark
const socialAccount = label(ordered(['email', 'sms'], ['google', 'apple', 'github']))
export const LandingLabelSocialAccountLight = socialAccount.Light
export const LandingLabelSocialAccountDark = socialAccount.Dark
const moreOptions = label(app({ login_methods: ['email', 'sms', 'google', 'apple', 'passkey', 'guest'] }))
export const LandingLabelMoreOptionsLight = moreOptions.Light
export const LandingLabelMoreOptionsDark = moreOptions.Dark

const recent = variants({
  backend: app({ login_methods: ['email', 'google', 'apple', 'github'] }),
  setup: async ({ client }) => {
    client.storage.set(STORAGE_KEYS.recentLoginMethod, 'apple')
  },
})
/** The 'Recent' chip on the last method used in this browser. */
export const LandingRecentLight = recent.Light
export const LandingRecentDark = recent.Dark

const recentEmail = variants({
  backend: app({ login_methods: ['email', 'google', 'apple'] }),
  setup: async ({ client }) => {
    client.storage.set(STORAGE_KEYS.recentLoginMethod, 'email')
  },
})
/** The 'Recent' chip on the e-mail input. */
export const LandingRecentEmailLight = recentEmail.Light
export const LandingRecentEmailDark = recentEmail.Dark

const hidden = variants({ backend: app({ login_methods: ['email', 'sms', 'google'], appearance: { hide_direct_web2_inputs: true } }) })
/** hideDirectWeb2Inputs: 'Continue with email' and 'Continue with SMS' buttons instead of inputs. */
export const LandingHiddenInputsLight = hidden.Light
export const LandingHiddenInputsDark = hidden.Dark

const emailScreen = variants({ screens: { initialScreen: 'email' } })
/** The e-mail screen 'Continue with email' opens. */
export const LandingEmailScreenLight = emailScreen.Light
export const LandingEmailScreenDark = emailScreen.Dark

const connectOnly = variants({ backend: app({ login_methods: ['email', 'google', 'wallet'] }), screens: { initialScreen: 'connectOnly' } })
/** Connect-only (linking a wallet): only the wallet section. */
export const LandingConnectOnlyLight = connectOnly.Light
export const LandingConnectOnlyDark = connectOnly.Dark

const prefilled = variants({ backend: app({ login_methods: ['email', 'google'] }), screens: { loginOptions: { prefill: { type: 'email', value: 'grace@example.com' } } } })
/** login({ prefill: { type: 'email', value } }): the e-mail input is filled. */
export const LandingPrefilledLight = prefilled.Light
export const LandingPrefilledDark = prefilled.Dark

const restricted = variants({ backend: app({ login_methods: ['email', 'sms', ...SOCIALS] }), screens: { loginOptions: { loginMethods: ['apple', 'email'] } } })
/** login({ loginMethods: ['apple', 'email'] }): only those, in that order. */
export const LandingRestrictedLight = restricted.Light
export const LandingRestrictedDark = restricted.Dark
