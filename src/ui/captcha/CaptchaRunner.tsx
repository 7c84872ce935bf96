'use client'
import { Suspense, useLayoutEffect, useMemo, type ComponentType } from 'react'
import { styled } from 'styled-components'
import { useAppConfig, useCaptcha, useFoyer, shouldRunCaptcha } from '../../hooks/internalApi.js'
import type { ScreenProps, ScreenReplacementProps } from '../appearance.js'
import { FoyerUiContext, useFoyerUi } from '../context.js'
import { useScreenAppearance } from '../lib/useAppearance.js'
import { ReplacementHost } from '../router/lazyReplacement.js'
import { useSlot } from '../primitives/useSlot.js'
import { SCREENS } from '../router/registry.js'
import type { ScreenId } from '../screen-ids.js'
import { CAPTCHA_SCREEN_IDS } from './texts.js'

const Widget = styled.div`
  display: flex;
  justify-content: center;
  &:empty { display: none; }
`

/**
 * The captcha inside the default UI (a chunk of its own, loaded by CaptchaGate for an app with
 * captcha on): runs the widget while the spec's five conditions hold and shows the captcha step
 * while a login step waits for the token; `onWaiting` tells the gate to hide the screen meanwhile.
 */
export default function CaptchaRunner({ screenId, onWaiting }: { screenId: ScreenId; onWaiting: (waiting: boolean) => void }) {
  const { authenticated } = useFoyer()
  const config = useAppConfig()
  const run = shouldRunCaptcha({
    headless: false,
    enabled: config?.captcha.enabled ?? false,
    authenticated,
    screenNeedsCaptcha: CAPTCHA_SCREEN_IDS.includes(screenId) || SCREENS[screenId]?.captcha === true,
    open: true,
  })
  const captcha = useCaptcha({ gated: true, disabled: !run })
  const ui = useFoyerUi()
  const { navigate, back, close, canGoBack } = ui
  // The step is its own screen for the cascade: `appearance.captcha.slots`, `appearance.screens.captcha`.
  const appearance = useScreenAppearance('captcha')
  const stepUi = useMemo(() => ({ ...ui, appearance }), [ui, appearance])
  const widget = useSlot('captchaWidget')
  const waiting = run && captcha.state.waiting !== null
  // Before paint: the screen is hidden in the same frame the step shows.
  useLayoutEffect(() => onWaiting(waiting), [waiting, onWaiting])
  useLayoutEffect(() => () => onWaiting(false), [onWaiting])
  const Replacement = appearance.screens.captcha as ComponentType<ScreenReplacementProps> | undefined
  const Step = SCREENS.captcha.component as ComponentType<ScreenProps<'captcha'>>
  const props = { id: 'captcha', params: undefined, navigate, back, close, canGoBack } as ScreenProps<'captcha'>
  const Default = () => <Step {...props} />
  return (
    <>
      {waiting && (
        <FoyerUiContext.Provider value={stepUi}>
          <Suspense fallback={null}>
            {Replacement ? <ReplacementHost Replacement={Replacement} props={props} Default={Default} /> : <Step {...props} />}
          </Suspense>
        </FoyerUiContext.Provider>
      )}
      {run && <Widget ref={captcha.ref} {...widget} />}
    </>
  )
}
