'use client'
import { useEffect } from 'react'
import { constants } from '../../core/index.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { SuccessIcon } from '../primitives/Icons.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Subtitle, Title } from '../primitives/Text.js'

/** Shown after a login; closes the UI after 1.4 s (spec 01 §4, post-login sequence). */
export default function Success({ close }: ScreenProps<'success'>) {
  const { t } = useFoyerUi()
  useEffect(() => {
    const id = setTimeout(close, constants.POST_LOGIN_CLOSE_DELAY_MS)
    return () => clearTimeout(id)
  }, [close])
  return (
    <ScreenFrame id="success">
      <SuccessIcon />
      <Title>{t('success.title')}</Title>
      <Subtitle>{t('success.detail')}</Subtitle>
    </ScreenFrame>
  )
}
