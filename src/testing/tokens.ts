/** Sessions and the token response of authenticate and refresh. */
import type { BackendContext } from './context.js'
import { randomToken } from './random.js'
import { clone, type Session } from './store.js'
import type { WireTokenResponse, WireUser } from './types.js'

export function startSession(ctx: BackendContext, user: WireUser): Session {
  return ctx.store.createSession(user.id, refreshExpiry(ctx))
}

export function refreshExpiry(ctx: BackendContext): number {
  return ctx.now() + ctx.settings.refreshTokenTtlSeconds * 1000
}

export async function accessTokenFor(ctx: BackendContext, session: Session): Promise<string> {
  const jti = randomToken(12)
  ctx.store.issuedJtis.add(jti)
  return ctx.signer.accessToken(session.id, session.userId, jti, ctx.settings.accessTokenTtlSeconds)
}

export function identityTokenFor(ctx: BackendContext, user: WireUser): Promise<string> {
  return ctx.signer.identityToken(user, ctx.settings.accessTokenTtlSeconds)
}

export async function tokenResponse(
  ctx: BackendContext,
  user: WireUser,
  session: Session,
  isNewUser: boolean,
): Promise<WireTokenResponse> {
  return {
    user: clone(user),
    token: await accessTokenFor(ctx, session),
    refresh_token: session.refreshToken,
    identity_token: await identityTokenFor(ctx, user),
    is_new_user: isNewUser,
    session_update_action: 'set',
    oauth_tokens: null,
  }
}
