import { PRIMARY_LOGIN_SLOTS, PRIMARY_LOGIN_SLOTS_WITH_OVERFLOW } from '../constants.js'
import {
  DEFAULT_LOGIN_GROUP_PRIORITY, LOGIN_GROUP_PRIORITIES, isWalletLoginMethod, loginMethodKind, type LoginGroupPriority,
} from './loginMethods.js'

/**
 * The overflow button's label, chosen by `overflowLabel`:
 * `otherSocials` 'Other socials', `emailOrSocials` 'Log in with email or socials', `smsOrSocials`
 * 'Log in with sms or socials', `emailOrSms` 'Continue with email or sms', `email` 'Continue with
 * email', `sms` 'Continue with sms', `socialAccount` 'Log in with a social account', `moreOptions`
 * 'More options'; for wallets `wallet` 'Continue with a wallet', `otherWallets` 'Other wallets'.
 */
export const LANDING_OVERFLOW_LABELS = [
  'otherSocials', 'emailOrSocials', 'smsOrSocials', 'emailOrSms', 'email', 'sms', 'socialAccount', 'moreOptions',
  'wallet', 'otherWallets',
] as const
/** The label of the landing's overflow button. */
export type LandingOverflowLabel = (typeof LANDING_OVERFLOW_LABELS)[number]

/** The landing's layout: grouped by kind, in the configured order, or connect-only (wallets). */
export type LandingVariant = 'grouped' | 'ordered' | 'connect-only'

/**
 * The landing's overflow button: what it opens (the overflow view or the wallet picker), its label and the
 * methods behind it.
 */
export type LandingOverflow = {
  /** `view`: the button opens the overflow view listing `methods`; `wallet`: it opens the wallet picker. */
  kind: 'view' | 'wallet'
  label: LandingOverflowLabel
  methods: string[]
}

/**
 * How the login landing lays out the app's methods (`useLoginLanding`): the variant, the methods shown and
 * the overflow button.
 */
export type LandingPlan = {
  variant: LandingVariant
  /** The methods on the landing itself, in order (the e-mail input and the SMS entry count). */
  primary: string[]
  /** The methods behind the ONE overflow button, or null when everything fits. */
  overflow: LandingOverflow | null
}

export type PlanLandingParameters = {
  /** The methods to offer, in order (already restricted to what the app can offer). */
  methods: readonly string[]
  /** `loginMethodsAndOrder`: the ordered variant's split; null/undefined for the grouped variant. */
  order?: { primary: readonly string[]; overflow: readonly string[] } | null | undefined
  /** `appearance.loginGroupPriority` ('web2-first' default, 'web3-first'). */
  groupPriority?: string | null | undefined
  /** The connect-only variant (linking a wallet): only the wallet section. */
  connectOnly?: boolean | undefined
}

type LabelKind = 'email' | 'sms' | 'social' | 'other'
const labelKind = (method: string): LabelKind => {
  const kind = loginMethodKind(method)
  return kind === 'wallet' ? 'other' : kind
}

/**
 * The overflow button's label for the methods behind it (`overflow`) and those on the landing
 * (`primary`). The kinds behind the button decide (email, sms, social = a social provider, other =
 * everything else, wallets included):
 * - only wallets: 'Other wallets' when a wallet is on the landing, else 'Continue with a wallet';
 * - only socials: 'Other socials' when a social is on the landing, else 'Log in with a social account';
 * - email + socials: 'Log in with email or socials'; sms + socials: 'Log in with sms or socials';
 * - email + sms: 'Continue with email or sms'; only email: 'Continue with email'; only sms: 'Continue with sms';
 * - anything else (an 'other' method, or email + sms + socials): 'More options'.
 */
export function overflowLabel(overflow: readonly string[], primary: readonly string[]): LandingOverflowLabel {
  if (overflow.length > 0 && overflow.every(isWalletLoginMethod)) {
    return primary.some(isWalletLoginMethod) ? 'otherWallets' : 'wallet'
  }
  const kinds = new Set(overflow.map(labelKind))
  const only = (...wanted: LabelKind[]) => kinds.size === wanted.length && wanted.every((k) => kinds.has(k))
  if (only('social')) return primary.some((m) => labelKind(m) === 'social') ? 'otherSocials' : 'socialAccount'
  if (only('email', 'social')) return 'emailOrSocials'
  if (only('sms', 'social')) return 'smsOrSocials'
  if (only('email', 'sms')) return 'emailOrSms'
  if (only('email')) return 'email'
  if (only('sms')) return 'sms'
  return 'moreOptions'
}

const priorityOf = (value: string | null | undefined): LoginGroupPriority =>
  (LOGIN_GROUP_PRIORITIES as readonly (string | null | undefined)[]).includes(value) ? (value as LoginGroupPriority) : DEFAULT_LOGIN_GROUP_PRIORITY

/** The candidates for the landing and the rest, per variant (before the slot budget). */
function split({ methods, order, groupPriority, connectOnly }: PlanLandingParameters): { variant: LandingVariant; first: string[]; rest: string[] } {
  if (connectOnly) {
    const wallets = methods.filter(isWalletLoginMethod)
    return { variant: 'connect-only', first: wallets.length > 0 ? wallets : ['wallet'], rest: [] }
  }
  if (order) {
    const offered = new Set(methods)
    const first = [...new Set(order.primary)].filter((m) => offered.has(m))
    const rest = [...new Set(order.overflow)].filter((m) => offered.has(m) && !first.includes(m))
    return { variant: 'ordered', first, rest }
  }
  // Grouped: the web2 group (email, sms, socials and every other non-wallet method) and
  // the wallet group; the priority's group goes on the landing, the other behind the overflow.
  const web2 = methods.filter((m) => !isWalletLoginMethod(m))
  const wallets = methods.filter(isWalletLoginMethod)
  if (web2.length === 0 || wallets.length === 0) return { variant: 'grouped', first: [...methods], rest: [] }
  return priorityOf(groupPriority) === 'web3-first'
    ? { variant: 'grouped', first: wallets, rest: web2 }
    : { variant: 'grouped', first: web2, rest: wallets }
}

/**
 * Lays the landing out: at most PRIMARY_LOGIN_SLOTS (5) methods on
 * the landing, or PRIMARY_LOGIN_SLOTS_WITH_OVERFLOW (4) when some go behind the one overflow
 * button. Variants: grouped by `loginGroupPriority` (web2-first: the web2 group on the landing,
 * the wallets behind 'Continue with a wallet'; web3-first: the wallets on the landing, the web2
 * group behind its label), ordered (`loginMethodsAndOrder`: its primary list on the landing, its
 * overflow behind the button; extra primaries move to the overflow's front), connect-only (the
 * wallet section). Pure.
 */
export function planLanding(parameters: PlanLandingParameters): LandingPlan {
  const { variant, first, rest } = split(parameters)
  if (rest.length === 0 && first.length <= PRIMARY_LOGIN_SLOTS) return { variant, primary: first, overflow: null }
  const primary = first.slice(0, PRIMARY_LOGIN_SLOTS_WITH_OVERFLOW)
  const methods = [...first.slice(PRIMARY_LOGIN_SLOTS_WITH_OVERFLOW), ...rest]
  const label = overflowLabel(methods, primary)
  return { variant, primary, overflow: { kind: label === 'wallet' || label === 'otherWallets' ? 'wallet' : 'view', label, methods } }
}
