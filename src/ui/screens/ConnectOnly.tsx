'use client'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { LandingHeader } from './landing/LandingHeader.js'
import { LandingMethods } from './landing/LandingMethods.js'

/**
 * The connect-only landing (linking a wallet): only the wallet section — the app's
 * wallet methods (else the `wallet` entry, i.e. the wallet picker), same slot rules.
 */
export default function ConnectOnly({ navigate }: ScreenProps<'connectOnly'>) {
  const { t } = useFoyerUi()
  return (
    <ScreenFrame id="connectOnly" showBack>
      <LandingHeader title={t('landing.connectOnly.title')} message={false} />
      <LandingMethods navigate={navigate} connectOnly />
    </ScreenFrame>
  )
}
