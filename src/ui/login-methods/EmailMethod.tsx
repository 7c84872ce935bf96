'use client'
import { useAppConfig } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import { EmailForm } from './EmailForm.js'
import { MethodButton } from './MethodButton.js'
import { useLoginMethodPlacement } from './placement.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

/** An envelope (the e-mail login method as a button). */
export function EmailIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <rect x="2.5" y="4.5" width="15" height="11" rx="2" stroke="currentColor" strokeWidth="1.5" />
      <path d="m3 5.5 7 5 7-5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * E-mail on the landing: the e-mail form itself, or — with `appearance.hideDirectWeb2Inputs` —
 * a 'Continue with email' button to the `email` screen (which holds the same form).
 */
export function EmailMethod({ navigate }: LoginMethodEntryProps) {
  const { t } = useFoyerUi()
  const { recent } = useLoginMethodPlacement()
  if (useAppConfig()?.appearance.hideDirectWeb2Inputs) {
    return (
      <MethodButton method="email" icon={EmailIcon} onClick={() => navigate('email')}>
        {t('landing.continueWithEmail')}
      </MethodButton>
    )
  }
  return <EmailForm navigate={navigate} recent={recent} />
}
