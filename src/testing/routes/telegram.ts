/**
 * Telegram login: authenticate, link, unlink (verifying Telegram's hash for real), plus the fake
 * login widget script and login page a person uses in the demo and e2e tests.
 */
import { Hono } from 'hono'
import { currentUser, linkAccount, loginOrSignUp, ownerOf, readMode, unlinkAccount } from '../accounts.js'
import { field, nowSec, readBody, type BackendContext, type Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { allowedOriginsOf, isAllowedOrigin } from '../origins.js'
import { clone } from '../store.js'
import {
  DEV_TELEGRAM_WIDGET_PATH, TELEGRAM_TEST_USERS, signTelegramAuthResult, telegramBot, telegramLoginHash, telegramWebAppHash,
  type TelegramBot,
} from '../telegram.js'
import type { WireLinkedAccount, WireTelegramAccount } from '../types.js'

type TelegramUser = { id: string; first_name: string | null; last_name: string | null; username: string | null; photo_url: string | null }

const telegramErrors = {
  invalid: () => new ApiError(401, 'invalid_credentials', 'Invalid Telegram auth data'),
  outdated: () => new ApiError(401, 'invalid_credentials', 'Telegram auth data is outdated'),
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null)
const timingSafeEqual = (a: string, b: string) => {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

const botOf = (ctx: BackendContext): TelegramBot => ctx.settings.telegram ?? telegramBot(undefined)

/**
 * The Telegram user of a request body, verified: `telegram_auth_result` (login widget hash) or
 * `telegram_web_app_data` (Mini App hash); auth_date no older than the bot's max age.
 */
async function verifiedUser(ctx: BackendContext, body: Record<string, unknown>): Promise<TelegramUser> {
  const bot = botOf(ctx)
  const result = body.telegram_auth_result
  const webApp = body.telegram_web_app_data
  let data: Record<string, unknown>
  let user: Record<string, unknown>
  let expected: string
  if (result && typeof result === 'object') {
    data = result as Record<string, unknown>
    user = data
    expected = await telegramLoginHash(bot.botToken, data)
  } else if (webApp && typeof webApp === 'object') {
    data = webApp as Record<string, unknown>
    if (Object.values(data).some((v) => typeof v !== 'string')) throw errors.invalidData('telegram_web_app_data values must be strings')
    try {
      user = JSON.parse(String(data.user)) as Record<string, unknown>
    } catch {
      throw errors.invalidData('telegram_web_app_data.user must be JSON')
    }
    expected = await telegramWebAppHash(bot.botToken, data)
  } else {
    throw errors.invalidData('Missing telegram_auth_result or telegram_web_app_data')
  }
  if (typeof data.hash !== 'string' || !timingSafeEqual(data.hash.toLowerCase(), expected)) throw telegramErrors.invalid()
  const authDate = Number(data.auth_date)
  if (!Number.isFinite(authDate) || nowSec(ctx) - authDate > bot.maxAuthAgeSeconds) throw telegramErrors.outdated()
  const id = str(user.id)
  if (!id) throw errors.invalidData('Missing Telegram user id')
  return { id, first_name: str(user.first_name), last_name: str(user.last_name), username: str(user.username), photo_url: str(user.photo_url) }
}

const isTelegram = (id: string) => (a: WireLinkedAccount) => a.type === 'telegram' && a.telegram_user_id === id

function account(ctx: BackendContext, user: TelegramUser): WireTelegramAccount {
  const sec = nowSec(ctx)
  const { id, ...names } = user
  return { type: 'telegram', telegram_user_id: id, ...names, verified_at: sec, first_verified_at: sec, latest_verified_at: sec }
}

export function telegramRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))
  for (const path of ['/link', '/unlink']) r.use(path, requireAuth(ctx))

  r.post('/authenticate', async (c) => {
    const body = await readBody(c)
    const mode = readMode(body)
    const tg = await verifiedUser(ctx, body)
    const match = isTelegram(tg.id)
    return c.json(await loginOrSignUp(ctx, { mode, user: ownerOf(ctx, match), match, account: () => account(ctx, tg) }))
  })

  r.post('/link', async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const tg = await verifiedUser(ctx, body)
    linkAccount(ctx, user, isTelegram(tg.id), account(ctx, tg))
    return c.json(clone(user))
  })

  r.post('/unlink', async (c) => {
    const body = await readBody(c)
    const id = field(body, 'telegram_user_id')
    const user = currentUser(ctx, c.get('userId'))
    unlinkAccount(user, isTelegram(id))
    return c.json(clone(user))
  })

  return r
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

/** The fake widget: `Telegram.Login.auth(options, callback)` opens the fake login page in a popup. */
const WIDGET_JS = `(function () {
  var script = document.currentScript;
  var origin = new URL(script ? script.src : location.href).origin;
  window.Telegram = window.Telegram || {};
  window.Telegram.Login = {
    auth: function (options, callback) {
      var url = origin + '/__dev/telegram/login?bot_id=' + encodeURIComponent(options && options.bot_id) +
        '&origin=' + encodeURIComponent(location.origin) +
        (options && options.request_access ? '&request_access=' + encodeURIComponent(String(options.request_access)) : '');
      var popup = window.open(url, 'telegram_oauth_bot' + (options && options.bot_id),
        'width=550,height=470,left=' + Math.max(0, (screen.width - 550) / 2) + ',top=' + Math.max(0, (screen.height - 470) / 2));
      if (!popup) { callback(false); return; }
      var done = false, timer;
      function finish(data) {
        if (done) return;
        done = true;
        clearInterval(timer);
        window.removeEventListener('message', onMessage);
        callback(data);
      }
      function onMessage(event) {
        if (event.origin !== origin || event.source !== popup) return;
        var data = event.data;
        if (!data || data.event !== 'auth_result') return;
        finish(data.result || false);
      }
      window.addEventListener('message', onMessage);
      timer = setInterval(function () {
        if (popup.closed) { clearInterval(timer); setTimeout(function () { finish(false); }, 500); }
      }, 300);
    }
  };
})();
`

function loginPage(bot: TelegramBot, botId: string, origin: string): string {
  const users = TELEGRAM_TEST_USERS.map(
    (u) => `<button type="button" data-user='${escape(JSON.stringify(u))}'>${escape(`${u.first_name} ${u.last_name ?? ''}`.trim())}<small>@${escape(u.username ?? '')} · id ${u.id}</small></button>`,
  ).join('')
  const wrongBot = botId !== bot.botId
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Log in with Telegram</title><style>
body{font-family:system-ui,sans-serif;background:#e7f3fb;color:#1b1d21;margin:0;padding:24px}main{background:#fff;border-radius:14px;padding:22px;max-width:420px;margin:0 auto;box-shadow:0 6px 24px #0002}
h1{font-size:19px;margin:0 0 6px}p{color:#555;margin:0 0 14px}.who{display:flex;flex-direction:column;gap:8px;margin-bottom:14px}
.who button{font:inherit;text-align:left;padding:10px 12px;border:1px solid #cde;border-radius:10px;background:#fff;cursor:pointer}.who small{display:block;color:#778}
label{display:block;font-size:14px;margin:6px 0}input{font:inherit;width:100%;box-sizing:border-box;padding:8px;border:1px solid #cde;border-radius:8px}
.row{display:flex;gap:8px;margin-top:12px}.row button{font:inherit;border-radius:10px;padding:9px 14px;cursor:pointer}.primary{background:#2aabee;color:#fff;border:0}.secondary{background:#fff;border:1px solid #cde}
.tag{display:inline-block;font-size:12px;background:#fff3bf;border-radius:6px;padding:2px 6px;margin-bottom:10px}.error{color:#c0262d}
</style></head><body><main>
<span class="tag">Foyer dev backend — fake Telegram</span>
<h1>Log in to @${escape(bot.botName)}</h1>
${wrongBot ? `<p class="error" role="alert">Unknown bot ${escape(botId)}.</p>` : '<p>Choose a Telegram test user, or type one.</p>'}
<div class="who" role="group" aria-label="Choose a Telegram user">${users}</div>
<fieldset style="border:1px solid #dde;border-radius:10px;padding:12px"><legend>Or another user</legend>
<label>First name <input id="first_name" autocomplete="off"></label>
<label>Username <input id="username" autocomplete="off"></label></fieldset>
<div class="row"><button class="primary" type="button" id="confirm">Log in</button><button class="secondary" type="button" id="cancel">Cancel</button></div>
<p class="error" id="error" role="alert"></p>
<script>
(function () {
  var target = ${JSON.stringify(origin)};
  function send(result) {
    if (window.opener) window.opener.postMessage({ event: 'auth_result', result: result }, target);
    window.close();
  }
  function login(user) {
    fetch('/__dev/telegram/auth-result', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) })
      .then(function (r) { if (!r.ok) throw new Error('status ' + r.status); return r.json(); })
      .then(send)
      .catch(function (e) { document.getElementById('error').textContent = 'Could not sign: ' + e.message; });
  }
  document.querySelectorAll('[data-user]').forEach(function (b) {
    b.addEventListener('click', function () { login(JSON.parse(b.getAttribute('data-user'))); });
  });
  document.getElementById('confirm').addEventListener('click', function () {
    var first = document.getElementById('first_name').value.trim();
    var username = document.getElementById('username').value.trim();
    if (!first) { document.getElementById('error').textContent = 'Type a first name, or pick a user.'; return; }
    var id = 200000000;
    for (var i = 0; i < (username || first).length; i++) id = (id + (username || first).charCodeAt(i) * (i + 7)) % 900000000 + 100000000;
    login({ id: id, first_name: first, username: username || undefined });
  });
  document.getElementById('cancel').addEventListener('click', function () { send(false); });
})();
</script></main></body></html>`
}

/** GET the fake widget script and login page; POST /__dev/telegram/auth-result signs a result. */
export function telegramDevRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.get(DEV_TELEGRAM_WIDGET_PATH.replace('/__dev', ''), (c) =>
    c.body(WIDGET_JS, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }),
  )
  r.get('/telegram/login', (c) => {
    // The page posts the signed result to `origin`: only to an allowed origin of the app.
    const origin = c.req.query('origin') ?? ''
    if (!/^https?:\/\/[^/]+$/.test(origin) || !URL.canParse(origin)) return c.html('<h1>Missing or invalid origin</h1>', 400)
    if (!isAllowedOrigin(allowedOriginsOf(ctx), origin)) {
      return c.html('<h1>This origin is not an allowed origin of the app</h1><p>invalid_redirect_origin</p>', 400)
    }
    return c.html(loginPage(botOf(ctx), c.req.query('bot_id') ?? '', origin))
  })
  r.post('/telegram/auth-result', async (c) => {
    const body = await readBody(c)
    const id = Number(body.id)
    const first = str(body.first_name)
    if (!Number.isSafeInteger(id) || id <= 0 || !first) throw errors.invalidData('A Telegram user needs a numeric id and a first_name')
    const user = { id, first_name: first, ...(str(body.last_name) ? { last_name: str(body.last_name)! } : {}), ...(str(body.username) ? { username: str(body.username)! } : {}), ...(str(body.photo_url) ? { photo_url: str(body.photo_url)! } : {}) }
    return c.json(await signTelegramAuthResult({ user, botToken: botOf(ctx).botToken, authDate: nowSec(ctx) }))
  })
  return r
}
