'use client'
import { useState } from 'react'
import type { FoyerError } from '../../hooks/index.js'
import { useMethodLinkEntry } from '../lib/useMethodLinkEntry.js'
import type { ScreenProps } from '../appearance.js'
import type { CopyKey } from '../copy/en.js'
import { useFoyerUi } from '../context.js'
import { Button } from '../primitives/Button.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Subtitle, Title } from '../primitives/Text.js'

type Texts = (key: CopyKey, values?: Record<string, string>) => string

/**
 * Linking a method that opens a window or leaves the page: one 'Continue with {method}' button,
 * so the window opens within the click; then that method's status screen (which shows success,
 * failures, or the transfer screen).
 */
export default function LinkMethod({ params, navigate, back, canGoBack }: ScreenProps<'linkMethod'>) {
  const { t } = useFoyerUi()
  const text = t as unknown as Texts
  const { method, appId } = params
  const { name, start: begin } = useMethodLinkEntry({ method, appId })
  const [busy, setBusy] = useState(false)
  const start = () => {
    setBusy(true)
    begin(navigate).catch((error: unknown) => {
      setBusy(false)
      navigate('error', { error: error as FoyerError })
    })
  }

  return (
    <ScreenFrame id="linkMethod" showBack={canGoBack} onBack={back}>
      <Title>{text('linkMethod.title', { method: name })}</Title>
      <Subtitle>{text('linkMethod.subtitle', { method: name })}</Subtitle>
      <Button onClick={start} loading={busy}>{text('linkMethod.continue', { method: name })}</Button>
    </ScreenFrame>
  )
}
