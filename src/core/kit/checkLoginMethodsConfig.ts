import type { FoyerClient } from '../client/types.js'
import type { AppConfig } from '../types/config.js'
import { appConfigValue } from '../client/appConfig.js'
import { LOGIN_GROUP_PRIORITIES, appLoginMethods } from './loginMethods.js'
import { methodFor } from './methods.js'
import { WALLET_LOGIN_METHOD_PREFIX } from '../wallets/method.js'
import type { LoginMethodsConfigProblem, LoginMethodsConfigProblemCode } from '../steps/loginMethod.js'

export type { LoginMethodsConfigProblem, LoginMethodsConfigProblemCode }

/** The config a login method needs, or the problem when it is missing (null: it can be offered). */
function methodProblem(loginMethod: string, config: AppConfig): LoginMethodsConfigProblem | null {
  const method = methodFor(loginMethod)
  if (method) return method.configProblem?.(config, loginMethod) ?? null
  const hint = loginMethod.startsWith('wallet') ? ` (one wallet is '${WALLET_LOGIN_METHOD_PREFIX}{walletClientType}')` : ''
  return { method: loginMethod, code: 'unknown_login_method', message: `Unknown login method '${loginMethod}'${hint}.` }
}

/**
 * Checks which configured login methods the app can really offer: each login method's descriptor says what config it needs (a bot, a provider app id, a wallet chain
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
