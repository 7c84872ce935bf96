'use client'
import { useCallback, useMemo } from 'react'
import { assertCanLink, isOAuthProvider, oauthAccountType, OAUTH_PROVIDERS, openUi, type AuthResult, type FoyerError, type OAuthProvider } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useLatest } from './internal.js'
import { useUiFlowCallbacks } from './uiFlowCallbacks.js'

/** The parameters of {@link useLinkAccount}. */
export type UseLinkAccountParameters = {
  /** Once the account is linked (or transferred). */
  onSuccess?: ((result: AuthResult) => void) | undefined
  /** A pre-check failure, or the user left: the last error, else USER_EXITED_LINK_FLOW. */
  onError?: ((error: FoyerError) => void) | undefined
}
type Opener = () => void
type OAuthOpeners = { [P in OAuthProvider as `link${Capitalize<P>}`]: Opener }
/** What {@link useLinkAccount} returns. */
export type UseLinkAccountReturnType = OAuthOpeners & {
  linkEmail: Opener
  linkPhone: Opener
  linkPasskey: Opener
  linkTelegram: Opener
  linkFarcaster: Opener
  linkCrossAppAccount: (parameters: { appId: string }) => void
  /** Opens the wallet connect-only landing (the wallet picker links the wallet). */
  linkWallet: Opener
  /** Any method by name ('email', 'sms', 'google', 'passkey' …). */
  link: (method: string, params?: Record<string, unknown>) => void
}

/** The linked-account type a link method adds. */
export const linkAccountType = (method: string): string =>
  method === 'sms' ? 'phone' : isOAuthProvider(method) ? oauthAccountType(method) : method

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * Link openers: each checks the link limits first ('User already has an account of type X
 * linked.', 'Cannot link more passkeys to account.'), then opens the default UI on that method's
 * link screen. `onSuccess` / `onError` fire once per link flow.
 */
export function useLinkAccount({ onSuccess, onError }: UseLinkAccountParameters = {}): UseLinkAccountReturnType {
  const client = useFoyerClient()
  useUiFlowCallbacks(['link'], { onSuccess, onError })
  // useLatest, not useRun: the openers are synchronous (a refused link throws at once, no promise).
  const latestOnError = useLatest(onError)
  const link = useCallback(
    (method: string, params?: Record<string, unknown>) => {
      try {
        assertCanLink(client, { type: linkAccountType(method) })
      } catch (error) {
        latestOnError.current?.(error as FoyerError)
        throw error
      }
      openUi(client, { screen: 'link', method, params }, 'the link hooks (useLoginWithEmail with intent: "link" …)')
    },
    [client, latestOnError],
  )
  return useMemo(() => {
    const oauth = Object.fromEntries(OAUTH_PROVIDERS.map((p) => [`link${capitalize(p)}`, () => link(p)])) as OAuthOpeners
    return {
      ...oauth,
      link,
      linkEmail: () => link('email'),
      linkPhone: () => link('sms'),
      linkPasskey: () => link('passkey'),
      linkTelegram: () => link('telegram'),
      linkFarcaster: () => link('farcaster'),
      linkCrossAppAccount: ({ appId }: { appId: string }) => link('cross_app', { appId }),
      linkWallet: () => link('wallet'),
    }
  }, [link])
}
