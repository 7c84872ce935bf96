'use client'
import { useAppConfig } from '../../../hooks/index.js'
import { useFoyerUi } from '../../context.js'
import { Link, SmallText } from '../../primitives/Text.js'

/**
 * 'By logging in I agree to the Terms & Privacy Policy' ('… the Terms of Service' / '… the Privacy
 * Policy' with one link), shown when acceptance of terms is not required (spec 01 §2).
 */
export function TermsFooter() {
  const { tRich, t } = useFoyerUi()
  const legal = useAppConfig()?.legal
  if (!legal || legal.requireUsersAcceptTerms) return null
  const { termsAndConditionsUrl: terms, privacyPolicyUrl: privacy } = legal
  if (!terms && !privacy) return null
  return (
    <SmallText slot="terms">
      {terms && privacy
        ? tRich('landing.terms.both', {
            terms: <Link href={terms}>{t('landing.terms.terms')}</Link>,
            privacy: <Link href={privacy}>{t('landing.terms.privacy')}</Link>,
          })
        : tRich('landing.terms.one', {
            link: terms
              ? <Link href={terms}>{t('landing.terms.termsOfService')}</Link>
              : <Link href={privacy!}>{t('landing.terms.privacy')}</Link>,
          })}
    </SmallText>
  )
}
