'use client'
import { useMemo } from 'react'
import { useAppConfig } from '../../../hooks/internalApi.js'
import { useFoyerUi } from '../../context.js'
import { Link, SmallText } from '../../primitives/Text.js'

/**
 * 'By logging in I agree to the Terms & Privacy Policy' ('… the Terms of Service' / '… the Privacy
 * Policy' with one link), shown when acceptance of terms is not required. A host's
 * `appearance.components.Disclaimer` renders instead, with the URLs and this line as `Default`.
 */
export function TermsFooter() {
  const { appearance } = useFoyerUi()
  const legal = useAppConfig()?.legal
  const terms = legal?.termsAndConditionsUrl ?? null
  const privacy = legal?.privacyPolicyUrl ?? null
  const Default = useMemo(() => () => <DefaultDisclaimer terms={terms} privacy={privacy} />, [terms, privacy])
  if (!legal || legal.requireUsersAcceptTerms) return null
  if (!terms && !privacy) return null
  const Disclaimer = appearance.components.Disclaimer
  return Disclaimer ? <Disclaimer termsUrl={terms ?? null} privacyUrl={privacy ?? null} Default={Default} /> : <Default />
}

function DefaultDisclaimer({ terms, privacy }: { terms: string | null; privacy: string | null }) {
  const { tRich, t } = useFoyerUi()
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
