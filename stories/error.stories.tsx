import type { StoryDefault } from '@ladle/react'
import { ApiError, RequestTimeoutError, sendEmailCode, loginWithEmailCode } from '../src/core/index.js'
import { failLogin, variants, type StoryContext } from './support.js'

export default { title: 'Error' } satisfies StoryDefault

/** The error screen for the failure of a real login against a faulted backend. */
const failing = (status: number, code: string, error: string) =>
  variants({
    setup: async (ctx: StoryContext) => ({ initialScreen: 'error', initialParams: { error: await failLogin(ctx, { status, code, error }) } }),
  })

const notAllowed = failing(403, 'disallowed_login_method', 'Email login is not enabled for this app')
export const NotAllowedLight = notAllowed.Light
export const NotAllowedDark = notAllowed.Dark

const allowlist = failing(403, 'allowlist_rejected', 'Not on the allowlist')
export const AllowlistLight = allowlist.Light
export const AllowlistDark = allowlist.Dark

const allowlistCustom = variants({
  backend: {
    allowlist: ['someone@example.com'],
    appConfig: { allowlist_config: { error_title: 'Members only', error_detail: 'Join the waitlist to get access.', error_cta_text: 'Join waitlist', error_cta_link: 'https://example.com/waitlist' } },
  },
  setup: async (ctx) => ({ initialScreen: 'error', initialParams: { error: await failLogin(ctx) } }),
})
export const AllowlistConfiguredLight = allowlistCustom.Light
export const AllowlistConfiguredDark = allowlistCustom.Dark

const userLimit = failing(403, 'max_accounts_reached', 'User limit reached')
export const UserLimitLight = userLimit.Light
export const UserLimitDark = userLimit.Dark

const notFound = variants({
  setup: async (ctx) => {
    await sendEmailCode(ctx.client, { email: 'nobody@example.com', disableSignup: true })
    const error = await loginWithEmailCode(ctx.client, { code: ctx.backend.mailbox.latest()!.code }).catch((e: unknown) => e)
    return { initialScreen: 'error', initialParams: { error }, loginOptions: { disableSignup: true } }
  },
})
export const AccountNotFoundLight = notFound.Light
export const AccountNotFoundDark = notFound.Dark

const linked = failing(400, 'linked_to_another_user', 'Linked to another user')
export const LinkedToAnotherUserLight = linked.Light
export const LinkedToAnotherUserDark = linked.Dark

const cannotLink = failing(400, 'cannot_link_more_of_type', 'Cannot link more passkeys to account.')
export const CannotLinkMoreLight = cannotLink.Light
export const CannotLinkMoreDark = cannotLink.Dark

const notSupported = failing(400, 'not_supported', 'Not supported')
export const NotSupportedLight = notSupported.Light
export const NotSupportedDark = notSupported.Dark

const tooMany = failing(429, 'too_many_requests', 'Too many requests (code 429)')
export const TooManyRequestsLight = tooMany.Light
export const TooManyRequestsDark = tooMany.Dark

const invalid = failing(401, 'invalid_credentials', 'Invalid or expired verification code')
export const InvalidCredentialsLight = invalid.Light
export const InvalidCredentialsDark = invalid.Dark

const badRequest = failing(422, 'invalid_data', 'The e-mail address is malformed')
export const BadRequestLight = badRequest.Light
export const BadRequestDark = badRequest.Dark

const captcha = failing(400, 'invalid_captcha', 'Invalid captcha')
export const InvalidCaptchaLight = captcha.Light
export const InvalidCaptchaDark = captcha.Dark

const timeout = variants({ setup: async () => ({ initialScreen: 'error', initialParams: { error: new RequestTimeoutError() } }) })
export const TimedOutLight = timeout.Light
export const TimedOutDark = timeout.Dark

const generic = failing(403, 'invalid_origin', 'Origin not allowed')
export const GenericLight = generic.Light
export const GenericDark = generic.Dark

const walletLinked = variants({
  setup: async () => ({
    initialScreen: 'error',
    initialParams: { error: new ApiError({ status: 400, code: 'linked_to_another_user', message: 'Linked to another user', path: '/api/v1/siwe/link', method: 'POST' }) },
  }),
})
/** Linked to another user, for a wallet: 'Use a different wallet'. */
export const WalletLinkedToAnotherUserLight = walletLinked.Light
export const WalletLinkedToAnotherUserDark = walletLinked.Dark

const codeFailure = failing(501, 'internal_error', 'The code could not be checked')
/** Any other failure of a code submission: 'Issue verifying code'. */
export const CodeFailureLight = codeFailure.Light
export const CodeFailureDark = codeFailure.Dark
