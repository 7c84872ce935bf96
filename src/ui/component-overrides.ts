import type { ComponentType } from 'react'

/**
 * The parts of the default UI a host can replace with its own components
 * (`appearance.components`). Each one receives documented props; without a replacement the
 * kit renders its own.
 */
export const COMPONENT_NAMES = ['Logo', 'Avatar', 'Disclaimer', 'Spinner', 'icons'] as const
/** A component of the default UI that `appearance.components` can replace (logo, avatar, spinner …). */
export type ComponentName = (typeof COMPONENT_NAMES)[number]

/** The kit's glyphs a host can replace (`appearance.components.icons`). */
export const ICON_NAMES = ['success', 'error', 'close', 'back', 'loginMethod'] as const
/** An icon of the default UI that `appearance.icons` can replace. */
export type IconName = (typeof ICON_NAMES)[number]

/** The app's logo at the top of the landing (and its overflow view). */
export type LogoProps = {
  /** The app config's logo URL; null when the app has none (return null to show nothing). */
  src: string | null
  /** 'Logo of {app}' from the copy catalogue. */
  alt: string
  /** The app's name from the app config. */
  appName: string
}

/** A picture of an app (a provider app's logo) or a wallet (its icon). */
export type AvatarProps = {
  /** The picture's URL; null when there is none (the kit then shows a generic mark for apps). */
  src: string | null
  /** Empty when the picture is decorative (the text next to it names it). */
  alt: string
  /** The size the kit lays it out at, in px. */
  size: number
  kind: 'app' | 'wallet'
}

/** The landing's terms/privacy line ('By logging in I agree to the Terms & Privacy Policy'). */
export type DisclaimerProps = {
  /** From the app config's legal settings; at least one of the two is set when it renders. */
  termsUrl: string | null
  privacyUrl: string | null
  /** The kit's own line, to wrap instead of rewrite. */
  Default: ComponentType
}

/** The loading spinner: everywhere the kit waits (before `ready`, status screens, buttons). */
export type SpinnerProps = {
  /** Diameter in px. */
  size: number
  /** Set when the spinner is the only indicator (give it `role="status"` and this label); else decorative. */
  label: string | undefined
}

/** A glyph (decorative: the control around it has the label). */
export type IconProps = {
  /** The size the kit draws it at, in px. */
  size: number
}

/** A login method's mark on the landing's buttons (`method`: its id as in the app config's `loginMethods`, e.g. `google`). */
export type LoginMethodIconProps = IconProps & {
  method: string
  /** The kit's mark for that method (null when it has none), to fall back to. */
  Default: ComponentType | null
}

/** What each icon name takes. */
type IconMap = {
  /** The check mark in the success circle (slot `successIcon`). */
  success: ComponentType<IconProps>
  /** The exclamation mark in the error circle (slot `errorIcon`). */
  error: ComponentType<IconProps>
  /** The close button's cross (slot `closeButton`). */
  close: ComponentType<IconProps>
  /** The back button's arrow (slot `backButton`). */
  back: ComponentType<IconProps>
  /** Every login method's mark (slot `methodIcon`). */
  loginMethod: ComponentType<LoginMethodIconProps>
}
/** `appearance.components.icons`: keyed by ICON_NAMES. */
export type IconOverrides = { [K in IconName]?: IconMap[K] }

/** What each component name takes. */
type ComponentMap = {
  Logo: ComponentType<LogoProps>
  Avatar: ComponentType<AvatarProps>
  Disclaimer: ComponentType<DisclaimerProps>
  Spinner: ComponentType<SpinnerProps>
  icons: IconOverrides
}
/** `appearance.components`: host components for parts of the default UI, keyed by COMPONENT_NAMES. */
export type ComponentOverrides = { [K in ComponentName]?: ComponentMap[K] }

// Compile-time checks: each list names exactly the entries of its map.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Assert<T extends true> = T
true satisfies Assert<Same<ComponentName, keyof ComponentMap> & Same<IconName, keyof IconMap>>
