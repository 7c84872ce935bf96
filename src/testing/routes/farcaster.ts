/**
 * Farcaster login: init, status, authenticate, link, unlink; and the dev relay's
 * approve page (the channel's connect_uri), where a person approves as a test fid.
 */
import { Hono, type Context } from 'hono'
import { verifyCaptcha } from '../captcha.js'
import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { currentUser, linkAccount, loginOrSignUp, ownerOf, readMode, unlinkAccount } from '../accounts.js'
import { field, nowSec, optionalField, readBody, type BackendContext, type Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import {
  DEV_FARCASTER_USERS, approveChannel, farcasterCustodyAccount, isFid, liveChannel, openChannel, rejectChannel,
  type FarcasterApproval,
} from '../farcaster.js'
import {
  FARCASTER_SIGNER_APPROVAL_PATH, approveSigner, ed25519PublicKeyOf, revokeSigner, signerByToken, signerFor, type FarcasterSigner,
} from '../farcasterSigners.js'
import { devPage, escapeHtml } from '../html.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { allowedOriginsOf, allowedRedirectUrl, isAllowedDomain, originErrors } from '../origins.js'
import { clone } from '../store.js'
import type { WireFarcasterAccount, WireLinkedAccount } from '../types.js'

export const FARCASTER_CHANNEL_TOKEN_HEADER = 'farcaster-channel-token'

const invalidFarcaster = (message: string) => new ApiError(401, 'invalid_credentials', message)

const isFarcasterOf = (fid: number) => (a: WireLinkedAccount) => a.type === 'farcaster' && (a as WireFarcasterAccount).fid === fid

function farcasterAccount(approval: FarcasterApproval, sec: number): WireFarcasterAccount {
  return {
    type: 'farcaster',
    fid: approval.fid,
    owner_address: farcasterCustodyAccount(approval.fid).address,
    username: approval.username,
    display_name: approval.display_name,
    pfp: approval.pfp_url,
    bio: null,
    signer_public_key: null,
    verified_at: sec,
    first_verified_at: sec,
    latest_verified_at: sec,
  }
}

/**
 * Verifies an authenticate/link body for real: the channel's approval is unused, the message is the
 * channel's (domain, nonce, unexpired, names the fid) and the fid's custody key signed it.
 */
async function verifyApproval(ctx: BackendContext, body: Record<string, unknown>): Promise<FarcasterApproval> {
  const channelToken = field(body, 'channel_token')
  const message = field(body, 'message')
  const signature = field(body, 'signature') as `0x${string}`
  const fid = body.fid
  if (!isFid(fid)) throw errors.invalidData('Missing or invalid field: fid')
  const channel = liveChannel(ctx.store, channelToken, ctx.now())
  if (!channel) throw invalidFarcaster('Unknown or expired Farcaster channel')
  if (channel.state !== 'completed' || !channel.approval) throw invalidFarcaster('The Farcaster request was not approved')
  if (channel.used) throw invalidFarcaster('This Farcaster approval was already used')
  let parsed: ReturnType<typeof parseSiweMessage>
  try {
    parsed = parseSiweMessage(message)
  } catch {
    throw invalidFarcaster('Malformed Farcaster message')
  }
  const custody = farcasterCustodyAccount(fid).address
  if (parsed.domain !== channel.domain || parsed.uri !== channel.uri) throw invalidFarcaster('The message is for another domain')
  if (parsed.nonce !== channel.nonce) throw invalidFarcaster('The message nonce does not match the channel')
  if (!parsed.expirationTime || parsed.expirationTime.getTime() <= ctx.now()) throw invalidFarcaster('The message has expired')
  if (!parsed.resources?.includes(`farcaster://fid/${fid}`)) throw invalidFarcaster('The message is for another fid')
  if (parsed.address?.toLowerCase() !== custody.toLowerCase()) throw invalidFarcaster('The message is not from the fid\'s custody address')
  const valid = await verifyMessage({ address: custody, message, signature }).catch(() => false)
  if (!valid) throw invalidFarcaster('Invalid Farcaster signature')
  channel.used = true
  return channel.approval
}

export function farcasterRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))
  for (const path of ['/link', '/unlink', '/signer/status']) r.use(path, requireAuth(ctx))

  r.post('/init', async (c) => {
    const body = await readBody(c)
    verifyCaptcha(ctx, c, body)
    const origin = new URL(c.req.url).origin
    // The relying party and redirect URL the message will name: on the app's allowed origins.
    const domain = optionalField(body, 'relying_party') || new URL(c.req.url).host
    if (!/^[\w.-]+(:\d+)?$/.test(domain)) throw errors.invalidData('Invalid relying_party')
    if (!isAllowedDomain(allowedOriginsOf(ctx), domain)) throw originErrors.invalidOrigin()
    const uri = allowedRedirectUrl(ctx, optionalField(body, 'redirect_url') || origin, 'redirect_url').toString()
    const channel = openChannel(ctx.store, { domain, uri, now: ctx.now() })
    return c.json({
      channel_token: channel.channelToken,
      connect_uri: `${origin}/__dev/farcaster/approve?channel_token=${encodeURIComponent(channel.channelToken)}`,
    })
  })

  r.get('/status', (c) => {
    const token = c.req.header(FARCASTER_CHANNEL_TOKEN_HEADER)
    if (!token) throw errors.invalidData(`Missing header: ${FARCASTER_CHANNEL_TOKEN_HEADER}`)
    const channel = liveChannel(ctx.store, token, ctx.now())
    if (!channel) throw errors.invalidData('Unknown or expired Farcaster channel')
    if (channel.state !== 'completed' || !channel.approval) return c.json({ state: channel.state })
    const { fid, message, signature, username, display_name, pfp_url } = channel.approval
    return c.json({ state: 'completed', fid, message, signature, username, display_name, pfp_url })
  })

  r.post('/authenticate', async (c) => {
    const body = await readBody(c)
    const mode = readMode(body)
    const approval = await verifyApproval(ctx, body)
    const match = isFarcasterOf(approval.fid)
    return c.json(
      await loginOrSignUp(ctx, { mode, user: ownerOf(ctx, match), match, account: () => farcasterAccount(approval, nowSec(ctx)) }),
    )
  })

  r.post('/link', async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const approval = await verifyApproval(ctx, body)
    linkAccount(ctx, user, isFarcasterOf(approval.fid), farcasterAccount(approval, nowSec(ctx)))
    return c.json(clone(user))
  })

  r.post('/unlink', async (c) => {
    const body = await readBody(c)
    if (!isFid(body.fid)) throw errors.invalidData('Missing or invalid field: fid')
    const user = currentUser(ctx, c.get('userId'))
    unlinkAccount(user, isFarcasterOf(body.fid))
    return c.json(clone(user))
  })

  // Farcaster signers: the status of an ed25519 key the user asked to make a signer of their fid
  // (registered on the first ask), and the page where the user approves it.
  r.post('/signer/status', async (c) => {
    const body = await readBody(c)
    const publicKey = ed25519PublicKeyOf(body.ed25519_public_key)
    if (!publicKey) throw errors.invalidData('Missing or invalid field: ed25519_public_key (a 32-byte ed25519 public key, 0x-prefixed hex)')
    const user = currentUser(ctx, c.get('userId'))
    const account = user.linked_accounts.find((a): a is WireFarcasterAccount => a.type === 'farcaster')
    if (!account) throw errors.invalidData('User has no Farcaster account linked')
    const signer = signerFor(ctx.store, { publicKey, userId: user.id, fid: account.fid, now: ctx.now() })
    if (!signer) throw new ApiError(403, 'farcaster_signer_not_owned', 'This signer key was registered by another user')
    return c.json(signerStatus(signer, new URL(c.req.url).origin))
  })

  return r
}

/** The wire answer of `POST /api/v1/farcaster/signer/status`. */
const signerStatus = (signer: FarcasterSigner, origin: string) => ({
  status: signer.status,
  public_key: signer.publicKey,
  signer_approval_url: `${origin}${FARCASTER_SIGNER_APPROVAL_PATH}?token=${encodeURIComponent(signer.approvalToken)}`,
})

/** `/__dev/farcaster/…`: the relay's approve page (the connect_uri) and its answers. */
export function farcasterDevRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()

  r.get('/farcaster/approve', (c) => {
    const channel = liveChannel(ctx.store, c.req.query('channel_token'), ctx.now())
    if (!channel) return c.html(devPage('Farcaster', '<h1>Unknown or expired request</h1><p>Start the Farcaster login again.</p>'), 404)
    if (channel.state !== 'pending') {
      return c.html(devPage('Farcaster', `<h1>Request already ${escapeHtml(channel.state)}</h1><p>You can close this tab.</p>`))
    }
    const token = escapeHtml(channel.channelToken)
    const users = DEV_FARCASTER_USERS.map(
      (u) =>
        `<button type="submit" name="fid" value="${u.fid}"><img class="avatar" src="${escapeHtml(u.pfp_url)}" alt="">` +
        `Approve as @${escapeHtml(u.username)} (fid ${u.fid})</button>`,
    ).join('')
    return c.html(
      devPage(
        'Sign in with Farcaster',
        `<h1>Sign in with Farcaster</h1>
<p><strong>${escapeHtml(channel.domain)}</strong> asks you to sign in. Approving signs its message with the test fid's custody key.</p>
<form method="post" action="/__dev/farcaster/approve">
  <input type="hidden" name="channel_token" value="${token}">
  ${users}
</form>
<form method="post" action="/__dev/farcaster/approve">
  <input type="hidden" name="channel_token" value="${token}">
  <label>Another fid <input name="fid" inputmode="numeric" pattern="[0-9]+" required aria-label="Another fid"></label>
  <button type="submit" class="primary">Approve with this fid</button>
</form>
<form method="post" action="/__dev/farcaster/reject">
  <input type="hidden" name="channel_token" value="${token}">
  <button type="submit" class="danger">Reject</button>
</form>`,
      ),
    )
  })

  /** Form fields or a JSON body. */
  const fields = async (c: Context<Env>): Promise<Record<string, unknown>> =>
    (c.req.header('content-type') ?? '').includes('application/json') ? readBody(c) : ((await c.req.parseBody()) as Record<string, unknown>)

  const answer = (c: Context<Env>, json: Record<string, unknown>, html: string) =>
    (c.req.header('accept') ?? '').includes('text/html') ? c.html(devPage('Farcaster', html)) : c.json(json)

  r.post('/farcaster/approve', async (c) => {
    const body = await fields(c)
    const found = liveChannel(ctx.store, body.channel_token, ctx.now())
    if (!found) throw errors.invalidData('Unknown or expired Farcaster channel')
    const fid = Number(body.fid ?? DEV_FARCASTER_USERS[0]!.fid)
    if (!isFid(fid)) throw errors.invalidData('Missing or invalid field: fid')
    if (found.state !== 'pending') throw errors.invalidData(`The request is already ${found.state}`)
    const approval = await approveChannel(found, fid, ctx.now())
    return answer(
      c,
      { fid, username: approval.username },
      `<h1 class="done">Approved as @${escapeHtml(approval.username)}</h1><p>You can close this tab and return to the app.</p>`,
    )
  })

  // The signer-approval page (a signer's signer_approval_url): the user approves or revokes the key.
  r.get('/farcaster/signer', (c) => {
    const signer = signerByToken(ctx.store, c.req.query('token'))
    if (!signer) return c.html(devPage('Farcaster', '<h1>Unknown signer request</h1><p>Request the signer again.</p>'), 404)
    const token = escapeHtml(signer.approvalToken)
    const state = signer.status === 'pending_approval' ? 'Waiting for your approval' : signer.status === 'approved' ? 'Approved' : 'Revoked'
    const approve = signer.status === 'pending_approval'
      ? `<form method="post" action="/__dev/farcaster/signer/approve"><input type="hidden" name="token" value="${token}"><button type="submit" class="primary">Approve signer</button></form>`
      : ''
    const revoke = signer.status !== 'revoked'
      ? `<form method="post" action="/__dev/farcaster/signer/revoke"><input type="hidden" name="token" value="${token}"><button type="submit" class="danger">Revoke signer</button></form>`
      : ''
    return c.html(
      devPage(
        'Farcaster signer',
        `<h1>Add a signer to fid ${signer.fid}</h1>
<p>An app asks to post to Farcaster on your behalf with this key:</p>
<p><code data-public-key>${escapeHtml(signer.publicKey)}</code></p>
<p data-status="${escapeHtml(signer.status)}">${state}</p>
${approve}
${revoke}`,
      ),
    )
  })

  const signerOf = async (c: Context<Env>) => {
    const signer = signerByToken(ctx.store, (await fields(c)).token)
    if (!signer) throw errors.invalidData('Unknown signer request')
    return signer
  }

  r.post('/farcaster/signer/approve', async (c) => {
    const signer = await signerOf(c)
    if (signer.status !== 'pending_approval') throw errors.invalidData(`The signer is already ${signer.status}`)
    approveSigner(ctx.store, signer)
    return answer(c, { status: signer.status }, `<h1 class="done">Signer approved</h1><p>fid ${signer.fid} now has this signer. You can close this tab and return to the app.</p>`)
  })

  r.post('/farcaster/signer/revoke', async (c) => {
    const signer = await signerOf(c)
    if (signer.status === 'revoked') throw errors.invalidData('The signer is already revoked')
    revokeSigner(ctx.store, signer)
    return answer(c, { status: signer.status }, '<h1>Signer revoked</h1><p>You can close this tab.</p>')
  })

  r.post('/farcaster/reject', async (c) => {
    const body = await fields(c)
    const found = liveChannel(ctx.store, body.channel_token, ctx.now())
    if (!found) throw errors.invalidData('Unknown or expired Farcaster channel')
    if (found.state !== 'pending') throw errors.invalidData(`The request is already ${found.state}`)
    rejectChannel(found)
    return answer(c, { state: 'rejected' }, '<h1>Request rejected</h1><p>You can close this tab.</p>')
  })

  return r
}
