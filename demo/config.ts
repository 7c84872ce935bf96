/** The demo's app id and the app config the dev backend serves it (shared by npm start and e2e). */
export const DEMO_APP_ID = 'foyerdemoapp0000000000001'

/**
 * The demo's cross-app provider: another app "using the kit", played by the dev backend's fake
 * provider page (GET /__dev/provider-app/oauth/transact). Listed as `privy:{id}` in login_methods.
 */
export const DEMO_CROSS_APP_PROVIDER = {
  id: 'foyerarcadeapp00000000001',
  name: 'Arcade',
  iconUrl:
    'data:image/svg+xml,' +
    encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#E8590C"/><path d="M6 16l6-9 6 9z" fill="#fff"/></svg>'),
  readOnly: false,
}

export const DEMO_APP_CONFIG = {
  name: 'Foyer Demo',
  login_methods: ['email', 'sms', 'guest', 'passkey', 'google', 'apple', 'github', 'discord', 'twitter', 'linkedin', 'spotify', 'instagram', 'tiktok', 'line', 'telegram', 'farcaster', `privy:${DEMO_CROSS_APP_PROVIDER.id}`, 'wallet'],
  // Passkeys: the landing's passkey button opens 'Log in or create a new account?'.
  login_config: { passkeys_for_signup_enabled: true },
  legal: {
    terms_and_conditions_url: '/terms',
    privacy_policy_url: '/privacy',
    require_users_accept_terms: false,
  },
  appearance: {
    landing_header: 'Log in or sign up',
    login_message: 'Welcome to the Foyer demo. Your codes arrive in the dev inbox on this page.',
    // External wallets: the picker lists both chain families (turn on "Test wallets" in the header).
    wallet_chain_type: 'ethereum-and-solana',
  },
  // Smart wallets (ERC-4337) on both local networks: the dev backend's bundler and sponsoring paymaster.
  smart_wallets: { enabled: true },
}

/**
 * The demo's HS256 secret for custom-auth tokens: the dev backend verifies with it, and its
 * `POST /__dev/custom-token { sub }` signs the headless page's fake "host auth" tokens with it.
 */
export const DEMO_CUSTOM_AUTH_SECRET = 'foyer-demo-custom-auth-secret-0001'

/**
 * The demo's Telegram bot (a made-up token: the dev backend's fake Telegram widget and login page
 * sign with it, and the backend verifies Telegram's hash with it).
 */
export const DEMO_TELEGRAM_BOT = { botToken: '7000000042:AAFoyerDemoTelegramBotTokenNotASecret', botName: 'foyer_demo_bot' }
