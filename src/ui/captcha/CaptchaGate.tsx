'use client'
import { useState, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { useAppConfig } from '../../hooks/internalApi.js'
import { captchaRunner } from './runner.js'
import type { ScreenId } from '../screen-ids.js'

const Shown = styled.div`display: contents;`

/**
 * Runs the captcha inside the default UI (modal or embed) while the spec's five conditions hold,
 * and shows the captcha step over the current screen while a login step waits for the token
 * (the screen stays mounted underneath, so its input and pending action survive).
 *
 * With captcha on, the screen waits (suspends) until the captcha's chunk has loaded: a step the
 * user starts must find the widget mounted, else it would fail with 'captcha not rendered'.
 */
export function CaptchaGate({ screenId, children }: { screenId: ScreenId; children: ReactNode }) {
  const enabled = useAppConfig()?.captcha.enabled ?? false
  const [waiting, setWaiting] = useState(false)
  const CaptchaRunner = enabled ? captchaRunner.read().default : null
  const hidden = enabled && waiting
  return (
    <>
      <Shown hidden={hidden} style={hidden ? { display: 'none' } : undefined}>{children}</Shown>
      {CaptchaRunner && <CaptchaRunner screenId={screenId} onWaiting={setWaiting} />}
    </>
  )
}
