'use client'
import type { Navigate } from '../../appearance.js'
import { MethodItems } from './MethodItems.js'
import { OverflowButton } from './OverflowButton.js'
import { useLandingLayout } from './useLandingLayout.js'

/** The landing's methods (or the connect-only wallet section) and its overflow button, laid out by `planLanding`. */
export function LandingMethods({ navigate, connectOnly = false }: { navigate: Navigate; connectOnly?: boolean }) {
  const { plan, recent, overflowRecent } = useLandingLayout({ connectOnly })
  return (
    <MethodItems
      methods={plan.primary}
      navigate={navigate}
      recent={overflowRecent ? null : recent}
      trailing={plan.overflow && <OverflowButton overflow={plan.overflow} navigate={navigate} recent={overflowRecent} />}
    />
  )
}
