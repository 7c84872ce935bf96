import type { CSSProperties } from 'react'

/**
 * Every named element of the default UI. Each one renders the stable class `foyer-<slot>`, a
 * `data-state`, and whatever `appearance.slots[slot]` (or `[`${slot}__${state}`]`) gives it.
 */
export const SLOT_NAMES = [
  'root', 'overlay', 'modal', 'screen', 'header', 'backButton', 'closeButton', 'body', 'footer',
  'title', 'subtitle', 'text', 'logo', 'loginMessage',
  'form', 'label', 'emailInput', 'primaryButton', 'secondaryButton', 'link',
  'otpInput', 'otpInputCell', 'badge', 'errorText', 'terms',
  'spinner', 'loading', 'successIcon', 'errorIcon',
  'methodList', 'loginMethodButton', 'methodIcon', 'divider',
  'phoneInput', 'countrySelect', 'countryOptions', 'countryOption',
  'passkeyHelp',
  'statusBadge',
  'qrCode', 'copyLink',
  'overflowButton', 'recentChip',
  'captcha', 'captchaWidget', 'embed',
  'walletList', 'walletRow', 'walletSearch', 'walletChainBadge', 'walletLastUsedChip',
  'walletPayload', 'walletFields', 'walletStepper', 'walletScanStatus', 'walletScanBanner', 'walletRiskCheckbox', 'walletScanDetails',
  'passwordInput', 'passwordToggle', 'passwordStrength', 'passwordBox', 'passwordCheckbox',
  'walletExportWarning', 'walletAddressCard', 'walletExportFrame',
  'fundingOption', 'fundingAmountInput', 'fundingNetworkSelect',
] as const
/** A named part of a screen that `appearance.slots` can style ('title', 'button' …). */
export type SlotName = (typeof SLOT_NAMES)[number]

/** `data-state` values the kit writes. */
export const SLOT_STATES = ['idle', 'loading', 'disabled', 'error', 'success', 'invalid', 'active'] as const
/** The state a slot is styled for ('default', 'error', 'success' …). */
export type SlotState = (typeof SLOT_STATES)[number]

/** A class name (added to `foyer-<slot>`) or inline styles (merged over the kit's). */
export type SlotStyle = string | CSSProperties
/** `primaryButton`, `primaryButton__loading`, `otpInputCell__error`, `socialButton__google` … */
export type SlotKey = SlotName | `${SlotName}__${string}`
/** Styles per slot and state (`appearance.slots`). */
export type SlotStyles = Partial<Record<SlotKey, SlotStyle>>
/** Slot styles of several appearance levels merged per key (see `mergeAppearance`): a value, or a class and a style. */
export type MergedSlotStyles = Partial<Record<SlotKey, SlotStyle | readonly SlotStyle[]>>

export const slotClass = (slot: SlotName) => `foyer-${slot}`

/**
 * Class name and style of a slot for a state (and an optional variant such as a provider):
 * `foyer-<slot>` (+ `foyer-<slot>__<variant>`), then the host's values for `slot`,
 * `slot__variant` and `slot__state`, in that order (class names added, styles merged).
 */
export function resolveSlot(
  styles: MergedSlotStyles | undefined,
  slot: SlotName,
  state: SlotState,
  variant?: string,
  className?: string,
): { className: string; style: CSSProperties | undefined } {
  const classes = [slotClass(slot)]
  if (variant) classes.push(`${slotClass(slot)}__${variant}`)
  let style: CSSProperties | undefined
  const keys: SlotKey[] = [slot]
  if (variant) keys.push(`${slot}__${variant}`)
  keys.push(`${slot}__${state}`)
  for (const key of keys) {
    const entry = styles?.[key]
    for (const value of Array.isArray(entry) ? (entry as readonly SlotStyle[]) : [entry as SlotStyle | undefined]) {
      if (typeof value === 'string') classes.push(value)
      else if (value && typeof value === 'object') style = { ...style, ...value }
    }
  }
  if (className) classes.push(className)
  return { className: classes.join(' '), style }
}
