/** The demo's app id and the app config the dev backend serves it (shared by npm start and e2e). */
export const DEMO_APP_ID = 'foyerdemoapp0000000000001'

export const DEMO_APP_CONFIG = {
  name: 'Foyer Demo',
  login_methods: ['email'],
  legal: {
    terms_and_conditions_url: '/terms',
    privacy_policy_url: '/privacy',
    require_users_accept_terms: false,
  },
  appearance: {
    landing_header: 'Log in or sign up',
    login_message: 'Welcome to the Foyer demo. Codes arrive in the dev inbox on the right.',
  },
}
