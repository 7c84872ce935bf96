'use client'
import { createContext, Fragment, useContext, type ReactNode } from 'react'
import type { LoginOptions } from '../hooks/internalApi.js'
import type { EffectiveAppearance, Navigate } from './appearance.js'
import type { UiLoginMethod } from './methods/types.js'
import type { CopyKey, EnCopy, Placeholders, Translate } from './copy/en.js'
import { createUiTranslate } from './copy/translate.js'

/** Like `t`, but placeholders take React nodes (links inside a sentence). */
export type TranslateRich = <K extends CopyKey>(key: K, nodes: Record<Placeholders<EnCopy[K]>, ReactNode>) => ReactNode

/** What {@link FoyerUiContext} holds: `t`, `tRich` and the effective appearance. */
export type FoyerUiContextValue = {
  t: Translate
  tRich: TranslateRich
  /** The effective appearance here: every level merged (inside a screen: with that screen's own entries). */
  appearance: EffectiveAppearance
  navigate: Navigate
  back: () => void
  close: () => void
  /** Back to the login landing, as the only screen. */
  restart: () => void
  canGoBack: boolean
  /** False when the screens are inline without an `onClose` (nothing to close). */
  canClose: boolean
  /** The options of the `login()` call that opened the UI (e.g. `disableSignup`). */
  loginOptions: LoginOptions
  /** The login methods' UI rooms (what the landing lists, where link openers start …). */
  methods: readonly UiLoginMethod[]
}

export function createTranslateRich(t: Translate): TranslateRich {
  return (key, nodes) => {
    const template = (t as (k: CopyKey, v: Record<string, string>) => string)(
      key,
      Object.fromEntries(Object.keys(nodes).map((name) => [name, `\u0000${name}\u0000`])),
    )
    return template.split('\u0000').map((part, i) =>
      i % 2 === 1 && Object.hasOwn(nodes, part) ? <Fragment key={i}>{(nodes as Record<string, ReactNode>)[part]}</Fragment> : part,
    )
  }
}

const defaultT = createUiTranslate()
const noop = () => {}

/**
 * The React context of the default UI: the translate functions and the effective appearance (read it with
 * {@link useFoyerUi}).
 */
export const FoyerUiContext = createContext<FoyerUiContextValue>({
  t: defaultT,
  tRich: createTranslateRich(defaultT),
  appearance: { slots: {}, components: {}, screens: {} },
  navigate: noop,
  back: noop,
  close: noop,
  restart: noop,
  canGoBack: false,
  canClose: false,
  loginOptions: {},
  methods: [],
})

/** The UI room of a login-method id in this UI, or undefined. */
export function useUiMethod(loginMethod: string): UiLoginMethod | undefined {
  return useFoyerUi().methods.find((method) => method.owns(loginMethod))
}

/** The UI context: copy, appearance and the screen router of the nearest Foyer UI. */
export function useFoyerUi(): FoyerUiContextValue {
  return useContext(FoyerUiContext)
}
