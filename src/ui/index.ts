/**
 * foyerkit/ui — the default modal and screens. Screens are lazy chunks; nothing here touches the
 * DOM at import time. Styles are scoped to `[data-foyer]` roots: no global CSS.
 */
export { FoyerModal, type FoyerModalProps } from './FoyerModal.js'
export { FoyerScreens, type FoyerScreensProps } from './FoyerScreens.js'
export { FoyerEmbed, type FoyerEmbedProps } from './FoyerEmbed.js'
export { Captcha, type CaptchaProps } from './captcha/Captcha.js'
export { useTheme, type UseThemeReturnType } from './theme.js'
export { SCREEN_IDS, type ScreenId, type ScreenParams, type ScreenParamsMap } from './screen-ids.js'
export {
  SLOT_NAMES, SLOT_STATES, resolveSlot,
  type SlotName, type SlotState, type SlotStyle, type SlotStyles, type SlotKey, type MergedSlotStyles,
} from './slots.js'
export {
  mergeAppearance,
  type Appearance, type ScreenAppearance, type EffectiveAppearance, type Navigate, type ScreenProps, type ScreenReplacementProps,
  type ScreenOverrides,
} from './appearance.js'
export type { ScreenHooksMap } from './screen-ids.js'
export {
  COMPONENT_NAMES, ICON_NAMES,
  type ComponentName, type ComponentOverrides, type IconName, type IconOverrides, type LogoProps, type AvatarProps,
  type DisclaimerProps, type SpinnerProps, type IconProps, type LoginMethodIconProps,
} from './component-overrides.js'
export {
  en, createTranslate, formatCopy,
  type Copy, type CopyKey, type CopyOverrides, type CopyArgs, type CopyValues, type Placeholders, type Translate, type EnCopy,
} from './copy/en.js'
export { es } from './copy/es.js'
export { defineLocale, defineCopy, type Locale, type LocaleCheck } from './copy/locale.js'
export { FoyerUiContext, useFoyerUi, type FoyerUiContextValue, type TranslateRich } from './context.js'

// Primitives, for replacement screens that should look like the kit's own.
export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps } from './primitives/Button.js'
export { TextInput, type TextInputProps } from './primitives/TextInput.js'
export { OtpInput, type OtpInputProps, type OtpInputHandle } from './primitives/OtpInput.js'
export { Title, Subtitle, Text, SmallText, ErrorText, Badge, Link } from './primitives/Text.js'
export { Spinner, Loading } from './primitives/Spinner.js'
export { SuccessIcon, ErrorIcon } from './primitives/Icons.js'
export { Avatar } from './primitives/Avatar.js'
export { ScreenFrame, type ScreenFrameProps } from './primitives/Screen.js'
export { StatusBadge, StatusBody } from './primitives/StatusBadge.js'
export { QrCode, type QrCodeProps } from './primitives/QrCode.js'
export { useSlot, type SlotProps } from './primitives/useSlot.js'
// MFA: the verification prompt and the enrolment manager (mounted by <FoyerModal/> and <FoyerEmbed/>).
export { FoyerOverlays, type FoyerOverlaysProps } from './FoyerOverlays.js'
