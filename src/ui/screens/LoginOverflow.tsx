'use client'
import type { ScreenProps } from '../appearance.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { LandingHeader } from './landing/LandingHeader.js'
import { MethodItems } from './landing/MethodItems.js'
import { TermsFooter } from './landing/TermsFooter.js'
import { useLandingLayout } from './landing/useLandingLayout.js'

/** The landing's overflow view: the methods behind the overflow button, with a back button. */
export default function LoginOverflow({ navigate }: ScreenProps<'loginOverflow'>) {
  const { plan, recent } = useLandingLayout()
  return (
    <ScreenFrame id="loginOverflow" showBack footer={<TermsFooter />}>
      <LandingHeader message={false} />
      <MethodItems methods={plan.overflow?.methods ?? []} navigate={navigate} recent={recent} />
    </ScreenFrame>
  )
}
