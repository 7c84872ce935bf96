import type { FoyerClient } from '../client/client.js'
import { CROSS_APP_PROVIDER_PREFIX, OAUTH_PROVIDERS } from '../constants.js'
import type { AppConfig } from '../types/config.js'
import { appConfigValue } from '../client/watch.js'
import { LOGIN_GROUP_PRIORITIES, WALLET_LOGIN_METHOD_PREFIX, appLoginMethods, isCrossAppLoginMethod, isWalletLoginMethod } from './loginMethods.js'

/** What can be wrong with an app's login-method configuration (see docs/login-methods.md). */
export type LoginMethodsConfigProblemCode =
  | 'no_login_methods'
  | 'unknown_login_method'
  | 'custom_auth_not_on_landing'
  | 'telegram_bot_missing'
  | 'cross_app_provider_missing'
  | 'wallet_chain_type_invalid'
  | 'captcha_site_key_missing'
  | 'login_group_priority_invalid'

export type LoginMethodsConfigProblem = {
  /** The login method that cannot be offered, or null for an app-wide problem. */
  method: string | null
  code: LoginMethodsConfigProblemCode
  message: string
}

const SIMPLE_METHODS: readonly string[] = ['email', 'sms', 'passkey', 'farcaster', 'guest', ...OAUTH_PROVIDERS]
const WALLET_CHAIN_TYPES: readonly string[] = ['ethereum-only', 'solana-only', 'ethereum-and-solana']

/** The config a login method needs, or the problem when it is missing (null: it can be offered). */
function methodProblem(method: string, config: AppConfig): LoginMethodsConfigProblem | null {
  const problem = (code: LoginMethodsConfigProblemCode, message: string) => ({ method, code, message })
  if (SIMPLE_METHODS.includes(method) || isCrossAppLoginMethod(method)) return null
  if (method === 'telegram') {
    return config.telegramAuth
      ? null
      : problem('telegram_bot_missing', "Login method 'telegram' needs a Telegram bot: set telegram_auth_config { bot_id, bot_name } in the app config.")
  }
  if (method === 'cross_app' || method === CROSS_APP_PROVIDER_PREFIX) {
    return problem('cross_app_provider_missing', `Login method '${method}' needs a provider app id: list the provider as '${CROSS_APP_PROVIDER_PREFIX}{providerAppId}'.`)
  }
  if (isWalletLoginMethod(method)) {
    return WALLET_CHAIN_TYPES.includes(config.appearance.walletChainType)
      ? null
      : problem('wallet_chain_type_invalid', `Login method '${method}' needs appearance.walletChainType 'ethereum-only', 'solana-only' or 'ethereum-and-solana' (got '${String(config.appearance.walletChainType)}').`)
  }
  if (method === 'custom') {
    return problem('custom_auth_not_on_landing', "Login method 'custom' has no landing button: custom-token login runs headless through useCustomAuth.")
  }
  const hint = method.startsWith('wallet') ? ` (one wallet is '${WALLET_LOGIN_METHOD_PREFIX}{walletClientType}')` : ''
  return problem('unknown_login_method', `Unknown login method '${method}'${hint}.`)
}

/**
 * Checks which configured login methods the app can really offer (spec 01 §3 "App configuration",
 * §5, §7): Telegram needs a bot, a cross-app provider needs its app id, wallets need a wallet chain
 * type, a captcha needs a site key, custom-token login is headless only. Pure: config → problems
 * (empty when all is well). The table is in docs/login-methods.md.
 */
export function checkLoginMethodsConfig(config: AppConfig): LoginMethodsConfigProblem[] {
  const problems: LoginMethodsConfigProblem[] = []
  const methods = appLoginMethods(config)
  if (methods.length === 0) {
    problems.push({ method: null, code: 'no_login_methods', message: 'The app config lists no login methods (loginMethods is empty).' })
  }
  for (const method of methods) {
    const problem = methodProblem(method, config)
    if (problem) problems.push(problem)
  }
  const priority = config.appearance.loginGroupPriority
  if (priority !== null && !(LOGIN_GROUP_PRIORITIES as readonly string[]).includes(priority)) {
    problems.push({
      method: null,
      code: 'login_group_priority_invalid',
      message: `appearance.loginGroupPriority must be 'web2-first' or 'web3-first' (got '${priority}'); using 'web2-first'.`,
    })
  }
  if (config.captcha.enabled && !config.captcha.siteKey) {
    problems.push({ method: null, code: 'captcha_site_key_missing', message: 'Captcha is enabled but the app config has no captcha site key.' })
  }
  return problems
}

/** The app's login methods (in order) minus those it cannot offer (see checkLoginMethodsConfig). */
export function offeredLoginMethods(config: AppConfig): string[] {
  const refused = new Set(checkLoginMethodsConfig(config).flatMap((p) => (p.method ? [p.method] : [])))
  return appLoginMethods(config).filter((method) => !refused.has(method))
}

/** Logs the config's problems once, as one clear console error (called by startClient). */
export function reportLoginMethodsConfig(client: FoyerClient): LoginMethodsConfigProblem[] {
  const config = appConfigValue.get(client)
  if (!config) return []
  const problems = checkLoginMethodsConfig(config)
  if (problems.length > 0) {
    console.error(`[foyer] The app's login-method configuration has problems:\n${problems.map((p) => `- ${p.message}`).join('\n')}`)
  }
  return problems
}
