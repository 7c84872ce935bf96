/**
 * The fake funding providers' pages (plain server-rendered HTML, no script): the card providers'
 * buy pages, the payment authorization (3-D Secure) page, outcomes, and the bridge's request page.
 * An outcome carries `data-outcome` (and `data-transaction`) on `#outcome`, for tests and scripts.
 */
import { devPage, escapeHtml } from '../html.js'
import { FUNDING_TEST_CARDS, FUNDING_TEST_EXCHANGE_ACCOUNTS } from './constants.js'

const CSS = `
  label { display: block; font-size: 14px; margin: 8px 0 4px; color: #333; }
  input, select { width: 100%; box-sizing: border-box; }
  .row { display: flex; gap: 8px; }
  .row > * { flex: 1; }
  .cards { font-size: 13px; color: #555; background: #f7f7fb; border-radius: 10px; padding: 10px 12px; }
  .cards code { font-size: 13px; }
  .error { color: #b42318; }
  .mono { font-family: ui-monospace, monospace; font-size: 12px; word-break: break-all; }
  button.primary { margin-top: 12px; }
`

const page = (title: string, body: string, accent?: string) =>
  devPage(title, body, { css: CSS + (accent ? `button.primary { background: ${accent}; border-color: ${accent}; }` : '') })

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')

const options = (values: readonly string[], selected: string) =>
  values.map((v) => `<option value="${escapeHtml(v)}"${v === selected ? ' selected' : ''}>${escapeHtml(v)}</option>`).join('')

const errorLine = (error: string | undefined) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '')

const cardFields = `
  <label for="cardNumber">Card number</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off" maxlength="32" required placeholder="${FUNDING_TEST_CARDS.success}">
  <div class="row">
    <div><label for="expiry">Expiry</label><input id="expiry" name="expiry" maxlength="7" placeholder="12/34"></div>
    <div><label for="cvc">CVC</label><input id="cvc" name="cvc" maxlength="4" placeholder="123"></div>
  </div>`

const testCards = (authorization: boolean) => `
  <div class="cards">Test cards (any expiry and CVC): <code>${FUNDING_TEST_CARDS.success}</code> pays,
  <code>${FUNDING_TEST_CARDS.declined}</code> is declined${authorization ? `, <code>${FUNDING_TEST_CARDS.authorization}</code> asks you to authorize the payment` : ''}.</div>`

/** The first card provider's buy page: a card purchase, or a transfer from an exchange account. */
export function coinbaseBuyPage(input: {
  action: string
  fields: Record<string, string>
  experience: 'buy' | 'send'
  networks: readonly string[]
  network: string
  assets: readonly string[]
  asset: string
  amount: string
  address: string
  partner: string | undefined
  error?: string | undefined
}): string {
  const send = input.experience === 'send'
  const title = send ? 'Transfer from your exchange account' : 'Buy crypto'
  const method = send
    ? `<label for="exchangeAccount">Exchange account</label>
       <select id="exchangeAccount" name="exchangeAccount">${FUNDING_TEST_EXCHANGE_ACCOUNTS.map((a) => `<option value="${a}">${a === 'funded' ? 'Test account (funded)' : 'Test account (no funds)'}</option>`).join('')}</select>`
    : cardFields + testCards(false)
  return page(
    title,
    `<h1>${title}</h1>
    <p>First card provider (fake)${input.partner ? ` for ${escapeHtml(input.partner)}` : ''}. The crypto is sent to <span class="mono">${escapeHtml(input.address)}</span> on the local chain.</p>
    ${errorLine(input.error)}
    <form method="post" action="${escapeHtml(input.action)}">
      ${hidden({ ...input.fields, method: send ? 'exchange' : 'card' })}
      <div class="row">
        <div><label for="network">Network</label><select id="network" name="network">${options(input.networks, input.network)}</select></div>
        <div><label for="asset">Asset</label><select id="asset" name="asset">${options(input.assets, input.asset)}</select></div>
      </div>
      <label for="amount">Amount</label>
      <input id="amount" name="amount" inputmode="decimal" maxlength="40" required value="${escapeHtml(input.amount)}">
      ${method}
      <button class="primary" type="submit">${send ? 'Send' : 'Buy now'}</button>
    </form>`,
  )
}

/** The second card provider's buy page (its signed URL's parameters carried in `query`). */
export function moonpayBuyPage(input: {
  action: string
  query: string
  symbol: string
  network: string
  amount: string | undefined
  address: string
  sandbox: boolean
  accent?: string | undefined
  error?: string | undefined
}): string {
  const amount =
    input.amount === undefined
      ? `<label for="amount">Amount of ${escapeHtml(input.symbol)}</label><input id="amount" name="amount" inputmode="decimal" maxlength="40" required>`
      : `<p>You buy <strong>${escapeHtml(input.amount)} ${escapeHtml(input.symbol)}</strong> on ${escapeHtml(input.network)}.</p>`
  return page(
    'Buy crypto with a card',
    `<h1>Buy ${escapeHtml(input.symbol)}</h1>
    <p>Second card provider (fake${input.sandbox ? ', sandbox' : ''}). The crypto is sent to <span class="mono">${escapeHtml(input.address)}</span> on the local chain.</p>
    ${errorLine(input.error)}
    <form method="post" action="${escapeHtml(input.action)}">
      ${hidden({ query: input.query })}
      ${amount}
      ${cardFields}
      ${testCards(true)}
      <button class="primary" type="submit">Pay</button>
    </form>`,
    input.accent,
  )
}

/** The card issuer's authorization step (3-D Secure) of a second-provider payment. */
export function authorizePage(input: { action: string; fields: Record<string, string> }): string {
  return page(
    'Authorize the payment',
    `<h1>Authorize the payment</h1>
    <p>Your bank asks you to confirm this card payment.</p>
    <form method="post" action="${escapeHtml(input.action)}" class="choices">
      ${hidden(input.fields)}
      <button class="primary" type="submit" name="decision" value="approve">Approve</button>
      <button class="danger" type="submit" name="decision" value="decline">Decline</button>
    </form>
    <div id="outcome" data-outcome="waitingAuthorization"></div>`,
  )
}

/** A purchase's outcome. */
export function outcomePage(input: { outcome: 'success' | 'failure'; title: string; message: string; transaction?: string | undefined }): string {
  const tx = input.transaction ? `<p>Transaction: <span class="mono">${escapeHtml(input.transaction)}</span></p>` : ''
  return page(
    input.title,
    `<h1 class="${input.outcome === 'success' ? 'done' : 'error'}">${escapeHtml(input.title)}</h1>
    <p>${escapeHtml(input.message)}</p>${tx}
    <p>You can close this window.</p>
    <div id="outcome" data-outcome="${input.outcome}"${input.transaction ? ` data-transaction="${escapeHtml(input.transaction)}"` : ''}></div>`,
  )
}

/** A page refusing a request (an expired session, a tampered URL …). */
export function refusedPage(title: string, message: string): string {
  return page(title, `<h1 class="error">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><div id="outcome" data-outcome="refused"></div>`)
}

/** The bridge's page of one request (the 'refund status' link of the bridging failure screen). */
export function relayRequestPage(input: { id: string; status: string; failReason?: string | undefined; inTxs: { hash: string; chainId: number }[]; outTxs: { hash: string; chainId: number }[] }): string {
  const list = (txs: { hash: string; chainId: number }[]) =>
    txs.length ? `<ul>${txs.map((t) => `<li>chain ${t.chainId}: <span class="mono">${escapeHtml(t.hash)}</span></li>`).join('')}</ul>` : '<p>None yet.</p>'
  return page(
    'Bridge request',
    `<h1>Bridge request: ${escapeHtml(input.status)}</h1>
    <p class="mono">${escapeHtml(input.id)}</p>
    ${input.failReason ? `<p class="error">${escapeHtml(input.failReason)}</p>` : ''}
    <h2>Deposit</h2>${list(input.inTxs)}
    <h2>Fill or refund</h2>${list(input.outTxs)}
    <div id="outcome" data-outcome="${escapeHtml(input.status)}"></div>`,
  )
}
