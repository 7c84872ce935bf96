'use client'
import { useAppConfig } from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import { EmailIcon } from '../primitives/Icons.js'
import { EmailForm } from './EmailForm.js'
import { MethodButton } from './MethodButton.js'
import { useLoginMethodPlacement } from './placement.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

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
