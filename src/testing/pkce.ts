/** PKCE on the dev backend's side (OAuth and cross-app authorize requests). */

/** base64url(SHA-256(verifier)): the PKCE S256 check. */
export async function pkceS256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)))
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
