/** Test helpers that act as the person on the fake provider pages (no browser needed). */
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
