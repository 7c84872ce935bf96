'use client'
import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { shouldRunCaptcha, useAppConfig, useCaptcha, useFoyer } from '../../hooks/index.js'
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
const Shown = styled.div`display: contents;`

/**
 * Runs the captcha inside the default UI (modal or embed) while the spec's five conditions hold,
 * and shows the captcha step over the current screen while a login step waits for the token
 * (the screen stays mounted underneath, so its input and pending action survive).
 */
export function CaptchaGate({ screenId, children }: { screenId: ScreenId; children: ReactNode }) {
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
  const Replacement = appearance.screens.captcha as ComponentType<ScreenReplacementProps> | undefined
  const Step = SCREENS.captcha.component as ComponentType<ScreenProps<'captcha'>>
  const props = { id: 'captcha', params: undefined, navigate, back, close, canGoBack } as ScreenProps<'captcha'>
  const Default = () => <Step {...props} />
  return (
    <>
      <Shown hidden={waiting} style={waiting ? { display: 'none' } : undefined}>{children}</Shown>
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
