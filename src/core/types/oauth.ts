/** The social providers a user can log in with (ids of the app config's `loginMethods`). */
export const OAUTH_PROVIDERS = [
  'apple', 'discord', 'github', 'google', 'linkedin', 'spotify', 'instagram', 'twitter', 'tiktok', 'line',
] as const

/** One of `OAUTH_PROVIDERS`. */
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]
