'use client'
import { useCrossAppAccounts, useCrossAppProviderDetails, crossAppProviderAppId } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import { Avatar } from '../primitives/Avatar.js'
import { MethodButton } from './MethodButton.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

/** A linked-apps mark, for providers without a logo. */
export function CrossAppIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="2.5" y="6" width="11" height="12" rx="3" stroke="currentColor" strokeWidth="1.75" />
      <rect x="10.5" y="6" width="11" height="12" rx="3" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  )
}

/** The provider's logo (through `appearance.components.Avatar`), else the generic mark. */
export function providerLogo(logoUrl: string | null | undefined, size = 20) {
  return function ProviderLogo() {
    return <Avatar src={logoUrl ?? null} alt="" size={size} kind="app" fallback={CrossAppIcon} />
  }
}

/**
 * A cross-app provider on the landing (`privy:{providerAppId}` in loginMethods): its name and logo
 * from the provider's details. The click opens the provider's popup right away (browsers only
 * allow popups from a click), then shows the cross-app screen.
 */
export function CrossAppMethod({ navigate, method = '' }: LoginMethodEntryProps) {
  const { t, loginOptions } = useFoyerUi()
  const providerAppId = crossAppProviderAppId(method)
  const { details, isLoading } = useCrossAppProviderDetails(providerAppId)
  const { loginWithCrossAppAccount } = useCrossAppAccounts()
  const onClick = () => {
    loginWithCrossAppAccount({ appId: providerAppId, disableSignup: loginOptions.disableSignup ?? false }).catch(() => {})
    navigate('crossApp', { providerAppId })
  }
  return (
    <MethodButton method={method} icon={providerLogo(details?.logoUrl)} onClick={onClick} loading={isLoading} disabled={isLoading}>
      {t('crossApp.button', { app: details?.name ?? providerAppId })}
    </MethodButton>
  )
}
