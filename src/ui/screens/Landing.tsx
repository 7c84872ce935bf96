'use client'
import type { ScreenProps } from '../appearance.js'
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
  return (
    <ScreenFrame id="landing" footer={<TermsFooter />}>
      <LandingHeader />
      <LandingMethods navigate={navigate} />
    </ScreenFrame>
  )
}
