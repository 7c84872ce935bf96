'use client'
import { useEffect } from 'react'
import type { ScreenProps } from '../appearance.js'
import { enCatalogue } from '../copy/catalogue.js'
import { whenIdle } from '../lib/idle.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { LandingHeader } from './landing/LandingHeader.js'
import { LandingMethods } from './landing/LandingMethods.js'
import { TermsFooter } from './landing/TermsFooter.js'

export { truncateLoginMessage } from './landing/LandingHeader.js'

/**
 * Login landing: heading, logo, login message, the login methods laid out by core's
 * `planLanding` (grouped by `loginGroupPriority`, or `loginMethodsAndOrder`'s primary list; at most
 * 5 on the landing, 4 plus ONE overflow button), the 'Recent' chip, and the terms footer.
 */
export default function Landing({ navigate }: ScreenProps<'landing'>) {
  // The landing paints with its own part of the copy; the rest (the next screens') follows once idle.
  useEffect(() => whenIdle(() => void enCatalogue.preload().catch(() => undefined)), [])
  return (
    <ScreenFrame id="landing" footer={<TermsFooter />}>
      <LandingHeader />
      <LandingMethods navigate={navigate} />
    </ScreenFrame>
  )
}
