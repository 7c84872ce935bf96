/** Test helpers that act as the person on the fake provider pages (no browser needed). */
import { FAKE_FUNDING_PATHS, FUNDING_TEST_CARDS, type FUNDING_TEST_EXCHANGE_ACCOUNTS } from './funding/constants.js'
import type { DevBackend } from './types.js'

/** What the dev backend's fake OAuth provider answers: a test identity, or an error. */
export type FakeOAuthChoice = {
  /** A test identity id (`ada`, `grace`, `rate-limited`, `suspended`); default `ada`. */
  identity?: string
  /** Or a typed account. */
  name?: string
  email?: string
  /** Press Deny instead (the provider returns the code 'undefined'). */
  deny?: boolean
}

/**
 * Submits the fake consent page of `authorizeUrl` (the `url` POST /api/v1/oauth/init answered, or
 * a recovery OAuth init's: the Google Drive / iCloud account chosen holds the backup) and returns
 * where the provider sends the browser back: the app's redirect URL with privy_oauth_code,
 * privy_oauth_state and privy_oauth_provider.
 */
export async function completeFakeOAuth(backend: DevBackend, authorizeUrl: string, choice: FakeOAuthChoice = {}): Promise<string> {
  const url = new URL(authorizeUrl)
  const form = new URLSearchParams({ state: url.searchParams.get('state') ?? '' })
  if (choice.deny) form.set('action', 'deny')
  else if (choice.email) {
    form.set('identity', 'custom')
    form.set('email', choice.email)
    form.set('name', choice.name ?? '')
  } else form.set('identity', choice.identity ?? 'ada')
  const response = await backend.fetch(
    new Request(new URL(url.pathname, url.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    }),
  )
  const location = response.headers.get('location')
  if (response.status !== 302 || !location) throw new Error(`The fake provider answered ${response.status}`)
  return location
}

/** What a fake buy page answered: its outcome, and the crediting transaction when it paid. */
export type FakePurchaseResult = {
  /** The page's HTTP status. */
  status: number
  /**
   * `success` (credited), `failure` (declined, or the credit failed), `waitingAuthorization` (the
   * second provider's authorization card, not authorized), `refused` (an invalid session or URL),
   * `invalid` (the page asked again: a bad amount or an unknown card; see `message`).
   */
  outcome: 'success' | 'failure' | 'waitingAuthorization' | 'refused' | 'invalid'
  /** The crediting transaction (hash or signature), on success. */
  transaction?: string
  /** The page's error line, when it asked again. */
  message?: string
  /** The page. */
  html: string
}

/** The buyer's choices on a fake buy page. */
export type FakePurchaseChoice = {
  /** A test card (`FUNDING_TEST_CARDS` key) or a card number; default `success`. */
  card?: keyof typeof FUNDING_TEST_CARDS | (string & {})
  /** First provider: pay from this exchange account instead of a card (`funded` or `empty`). */
  exchangeAccount?: (typeof FUNDING_TEST_EXCHANGE_ACCOUNTS)[number]
  /** The amount typed (default: the URL's preset amount). */
  amount?: string
  /** First provider: the network and asset chosen (default: the URL's `defaultNetwork` and `defaultAsset`). */
  network?: string
  asset?: string
  /** Second provider, authorization card: then approve or decline the payment. */
  authorize?: 'approve' | 'decline'
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"')

async function submitForm(backend: DevBackend, origin: string, path: string, fields: Record<string, string>): Promise<FakePurchaseResult> {
  const response = await backend.fetch(
    new Request(new URL(path, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  )
  const html = await response.text()
  const outcome = attribute(html, /id="outcome" data-outcome="([^"]+)"/)
  const transaction = attribute(html, /data-transaction="([^"]+)"/)
  const message = attribute(html, /class="error" role="alert">([^<]*)</)
  return {
    status: response.status,
    outcome: (outcome as FakePurchaseResult['outcome'] | undefined) ?? 'invalid',
    ...(transaction ? { transaction } : {}),
    ...(message ? { message } : {}),
    html,
  }
}

/**
 * Pays on the first card provider's fake buy page behind `pageUrl` (the popup URL the app opens:
 * `{coinbasePay}/buy/select-asset?appId&sessionToken&partnerUserId&defaultNetwork&defaultAsset&presetCryptoAmount…`)
 * with a test card or an exchange account, as the buyer would.
 */
export async function completeFakeCoinbasePurchase(backend: DevBackend, pageUrl: string, choice: FakePurchaseChoice = {}): Promise<FakePurchaseResult> {
  const url = new URL(pageUrl)
  const q = (name: string) => url.searchParams.get(name) ?? ''
  const exchange = choice.exchangeAccount !== undefined || q('defaultExperience') === 'send' || q('defaultPaymentMethod') === 'CRYPTO_ACCOUNT'
  const card = choice.card ?? 'success'
  return submitForm(backend, url.origin, `${FAKE_FUNDING_PATHS.coinbasePay}/buy/pay`, {
    appId: q('appId'),
    sessionToken: q('sessionToken'),
    partnerUserId: q('partnerUserId'),
    endPartnerName: q('endPartnerName'),
    method: exchange ? 'exchange' : 'card',
    network: choice.network ?? q('defaultNetwork'),
    asset: choice.asset ?? q('defaultAsset'),
    amount: choice.amount ?? q('presetCryptoAmount').replace(/^\./, '0.'),
    ...(exchange
      ? { exchangeAccount: choice.exchangeAccount ?? 'funded' }
      : { cardNumber: card in FUNDING_TEST_CARDS ? FUNDING_TEST_CARDS[card as keyof typeof FUNDING_TEST_CARDS] : card }),
  })
}

/**
 * Pays on the second card provider's fake buy page behind `signedUrl` (the `signedUrl` of
 * `POST /api/v1/plugins/moonpay_on_ramp/sign`) with a test card, as the buyer would; with the
 * authorization card and `authorize`, then approves or declines the payment.
 */
export async function completeFakeMoonPayPurchase(backend: DevBackend, signedUrl: string, choice: FakePurchaseChoice = {}): Promise<FakePurchaseResult> {
  const url = new URL(signedUrl)
  const card = choice.card ?? 'success'
  const result = await submitForm(backend, url.origin, `${FAKE_FUNDING_PATHS.moonpayBuy}/pay`, {
    query: url.search.replace(/^\?/, ''),
    cardNumber: card in FUNDING_TEST_CARDS ? FUNDING_TEST_CARDS[card as keyof typeof FUNDING_TEST_CARDS] : card,
    ...(choice.amount !== undefined ? { amount: choice.amount } : {}),
  })
  if (result.outcome !== 'waitingAuthorization' || !choice.authorize) return result
  return submitForm(backend, url.origin, `${FAKE_FUNDING_PATHS.moonpayBuy}/authorize`, {
    externalTransactionId: attribute(result.html, /name="externalTransactionId" value="([^"]*)"/) ?? '',
    authToken: attribute(result.html, /name="authToken" value="([^"]*)"/) ?? '',
    decision: choice.authorize,
  })
}
