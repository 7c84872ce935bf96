import type { ComponentType } from 'react'
import type { AppConfig, UiOpenRequest } from '../../hooks/index.js'
import type { Navigate } from '../appearance.js'
import type { ScreenDefinition } from '../router/types.js'
import type { LazyModule } from '../lib/lazy.js'
import type { LinkEntry, ScreenHooksMap, ScreenId, ScreenParamsMap } from '../screen-ids.js'

/** What a login-method entry renders on the landing. It uses public hooks itself. */
export type LoginMethodEntryProps = {
  navigate: Navigate
  /** The method id the entry was picked for (e.g. `privy:{providerAppId}` for a prefix entry). */
  method?: string
}

/** A screen to open, with its params. */
export type ScreenTarget = { [Id in ScreenId]: { screen: Id; params?: ScreenParamsMap[Id] } }[ScreenId]

export type { LinkEntry }

/**
 * What a login method's UI room loads only when needed (`<method>-hooks.tsx`): the hook values a
 * host's replacement of its screens gets, and how the generic 'link a method' screen names and
 * starts it. These hooks load the method's own hooks and core, so they are kept out of the row.
 */
export type UiLoginMethodHooks = {
  /** What a host's replacement of each of its screens gets as `hooks` (ScreenHooksMap). */
  screenHooks?: { [Id in ScreenId]?: (params: ScreenParamsMap[Id]) => ScreenHooksMap[Id] } | undefined
  /** A hook: how the generic 'link a method' screen names and starts this method (for `method`). */
  useLinkEntry?: ((params: { method: string; appId?: string | undefined }) => LinkEntry) | undefined
}

/**
 * One login method as the default UI sees it: its landing entry, the screens it adds, where a link
 * opener starts, the status screen it reopens after a provider's redirect back. Every method's UI
 * room (`src/ui/methods/<method>.tsx`) exports one; `UI_METHODS` (./index.ts) lists them and the
 * landing, the router, the link screen and the openers read them.
 *
 * The row is loaded with `<FoyerModal/>` itself, before the modal opens: it holds lazy parts
 * only (`lazyComponent`, `lazyModule` of `src/ui/lib/lazy.tsx`) and light functions, never a
 * method's hook or screen (docs/architecture.md "What loads when").
 */
export type UiLoginMethod = {
  /** Whether an id of the app config's `loginMethods` is this method's (as its core descriptor says). */
  owns(loginMethod: string): boolean
  /** The landing's button for it: a lazy component, loaded when the landing shows the method. */
  entry?: ComponentType<LoginMethodEntryProps> | undefined
  /**
   * Whether, for this app config, its landing entry is a form standing on its own (set apart from
   * the buttons by an 'or' divider) rather than a button of the method list.
   */
  inlineForm?: ((appConfig: AppConfig | null) => boolean) | undefined
  /** The screens it adds to the router (lazy chunks). */
  screens?: { [Id in ScreenId]?: ScreenDefinition<Id> } | undefined
  /** Where `useLinkAccount()`'s / `useUpdate…()`'s opener for this method starts (null: not this method's). */
  openScreen?: ((request: Extract<UiOpenRequest, { method: string }>) => ScreenTarget | null) | undefined
  /**
   * A hook: the status screen to reopen when this method's flow is finishing a login the page URL
   * carried (a provider's redirect back), else null. It runs before the modal opens: it reads the
   * method's flow state only (`useValue`).
   */
  useReturnScreen?: (() => ScreenTarget | null) | undefined
  /** Its hooks for replacements and the link screen (`<method>-hooks.tsx`), loaded when needed. */
  hooks?: LazyModule<UiLoginMethodHooks> | undefined
  /**
   * A hook, loaded when a host replaces the landing: what its landing entry adds to the landing's
   * hook values (`ScreenHooksMap['landing']`, e.g. the e-mail form's).
   */
  landingHooks?: LazyModule<() => Partial<ScreenHooksMap['landing']>> | undefined
}
