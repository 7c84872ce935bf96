'use client'
import { Suspense, useState, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { useAppConfig } from '../../hooks/index.js'
import { lazyDefault } from '../lib/lazy.js'
import type { ScreenId } from '../screen-ids.js'

const Shown = styled.div`display: contents;`

/** The widget, the step and the captcha's hooks: a chunk of its own, loaded only when the app has captcha on. */
const CaptchaRunner = lazyDefault(() => import('./CaptchaRunner.js'))

/**
 * Runs the captcha inside the default UI (modal or embed) while the spec's five conditions hold,
 * and shows the captcha step over the current screen while a login step waits for the token
 * (the screen stays mounted underneath, so its input and pending action survive).
 */
export function CaptchaGate({ screenId, children }: { screenId: ScreenId; children: ReactNode }) {
  const enabled = useAppConfig()?.captcha.enabled ?? false
  const [waiting, setWaiting] = useState(false)
  const hidden = enabled && waiting
  return (
    <>
      <Shown hidden={hidden} style={hidden ? { display: 'none' } : undefined}>{children}</Shown>
      {enabled && (
        <Suspense fallback={null}>
          <CaptchaRunner screenId={screenId} onWaiting={setWaiting} />
        </Suspense>
      )}
    </>
  )
}
