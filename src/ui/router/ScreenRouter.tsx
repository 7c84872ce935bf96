'use client'
import { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState, type ComponentType } from 'react'
import { useAppConfig, useFoyer, type LoginOptions, accountTransferDataOf } from '../../hooks/internalApi.js'
import type { Appearance, Navigate, ScreenProps, ScreenReplacementProps } from '../appearance.js'
import { createTranslateRich, FoyerUiContext, type FoyerUiContextValue } from '../context.js'
import type { CopyOverrides } from '../copy/en.js'
import { createUiTranslate } from '../copy/translate.js'
import { Loading } from '../primitives/Spinner.js'
import type { ScreenId, ScreenParamsMap } from '../screen-ids.js'
import { SCREENS } from './registry.js'
import { preloadScreen } from '../lib/preload.js'
import { UI_METHODS } from '../methods/index.js'
import { ReplacementHost } from './lazyReplacement.js'
import { CaptchaGate } from '../captcha/CaptchaGate.js'
import { AppearanceLevelsContext, useAppearanceLevels, useMergedAppearance } from '../lib/useAppearance.js'

type Entry = { id: ScreenId; params: unknown; key: number }

/**
 * Where a navigation goes: an error that offers an account transfer (account_transfer_required
 * with a nonce) opens the transfer screen instead of the error screen.
 */
function routeOf(id: ScreenId, params: unknown): { id: ScreenId; params: unknown } {
  const data = id === 'error' ? accountTransferDataOf((params as { error?: unknown } | undefined)?.error) : null
  return data ? { id: 'accountTransfer', params: { data } } : { id, params }
}

export type ScreenRouterProps = {
  initialScreen?: ScreenId
  initialParams?: ScreenParamsMap[ScreenId]
  appearance?: Appearance | undefined
  copy?: CopyOverrides | undefined
  loginOptions?: LoginOptions | undefined
  /** Closing the UI; without it the screens show no close button. */
  onClose?: (() => void) | undefined
  /** Show the close button (default: when `onClose` is set). The embed closes without one. */
  showClose?: boolean | undefined
}

const CurrentScreen = createContext<ScreenProps | null>(null)

/** The kit's own screen for the current entry, bound to its props (what replacements get as `Default`). */
function DefaultScreen() {
  const props = useContext(CurrentScreen)
  if (!props) return null
  const Component = SCREENS[props.id].component as ComponentType<ScreenProps>
  return <Component {...props} />
}

/** A stack of screens: navigate pushes, back pops, close closes the host. */
export function ScreenRouter({ initialScreen = 'landing', initialParams, appearance, copy, loginOptions, onClose, showClose }: ScreenRouterProps) {
  const { ready } = useFoyer()
  const appConfig = useAppConfig()
  const nextKey = useRef(1)
  const [stack, setStack] = useState<Entry[]>(() => [{ ...routeOf(initialScreen, initialParams), key: 0 }])
  // Every screen is a chunk of its own (the landing's entries too): a screen about to show starts
  // loading with what it needs at once, rather than one chunk after another as they render.
  // (Again once the app config arrives: it says which login methods the landing lists.)
  const preloaded = useRef<string | null>(null)
  const top = stack.at(-1)!
  if (preloaded.current !== `${top.key}:${appConfig !== null}`) {
    preloaded.current = `${top.key}:${appConfig !== null}`
    void preloadScreen(top.id, { appConfig, loginOptions })
  }

  const navigate = useCallback<Navigate>((id, ...params) => {
    const to = routeOf(id, params[0])
    setStack((s) => [...s, { ...to, key: nextKey.current++ }])
  }, [])
  const back = useCallback(() => {
    setStack((s) => (s.length > 1 ? s.slice(0, -1) : s))
  }, [])
  const close = useCallback(() => onClose?.(), [onClose])
  const restart = useCallback(() => {
    setStack([{ id: 'landing', params: undefined, key: nextKey.current++ }])
  }, [])

  const t = useMemo(() => createUiTranslate(copy), [copy])
  const canGoBack = stack.length > 1
  const entry = stack.at(-1)!
  // The cascade: provider-wide → its [screen] entry → this UI's prop → its [screen] entry.
  const levels = useAppearanceLevels(appearance)
  const effective = useMergedAppearance(levels, entry.id)
  const value = useMemo<FoyerUiContextValue>(
    () => ({
      t,
      tRich: createTranslateRich(t),
      appearance: effective,
      navigate,
      back,
      close,
      restart,
      canGoBack,
      canClose: showClose ?? Boolean(onClose),
      loginOptions: loginOptions ?? {},
      methods: UI_METHODS,
    }),
    [t, effective, navigate, back, close, restart, canGoBack, onClose, showClose, loginOptions],
  )

  const definition = SCREENS[entry.id]
  const props = { id: entry.id, params: entry.params, navigate, back, close, canGoBack } as ScreenProps
  const Replacement = effective.screens[entry.id] as ComponentType<ScreenReplacementProps> | undefined
  const Component = definition.component as ComponentType<ScreenProps>
  const loading = <Loading label={t('modal.loading')} />

  return (
    <AppearanceLevelsContext.Provider value={levels}>
      <FoyerUiContext.Provider value={value}>
        {!ready && !definition.showBeforeReady ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            <CurrentScreen.Provider value={props}>
              <CaptchaGate screenId={entry.id}>
                {Replacement
                  ? <ReplacementHost key={entry.key} Replacement={Replacement} props={props} Default={DefaultScreen} />
                  : <Component key={entry.key} {...props} />}
              </CaptchaGate>
            </CurrentScreen.Provider>
          </Suspense>
        )}
      </FoyerUiContext.Provider>
    </AppearanceLevelsContext.Provider>
  )
}
