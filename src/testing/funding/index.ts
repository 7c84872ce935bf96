/**
 * The fake funding providers, mounted at the backend's root: the card providers' API routes
 * (`/api/v1/funding/coinbase_on_ramp/*`, `/api/v1/plugins/moonpay_on_ramp/sign`), the fake third
 * parties under `FAKE_FUNDING_PATHS` (buy pages, the second provider's API, the bridge), and
 * `GET /__dev/funding`, which describes them.
 */
import { Hono } from 'hono'
import type { Env } from '../context.js'
import { coinbaseApiRoutes, coinbasePageRoutes } from './coinbase.js'
import {
  DEV_COINBASE_APP_ID, DEV_MOONPAY_API_KEYS, FAKE_FUNDING_PATHS, FUNDING_FAULT_STEPS, FUNDING_TEST_CARDS, FUNDING_TEST_EXCHANGE_ACCOUNTS,
  RELAY_SOLANA_CHAIN_ID, type FundingNetworkName,
} from './constants.js'
import { localNetwork, type FundingContext } from './context.js'
import { moonpayApiRoutes, moonpayPageRoutes, moonpayProviderApiRoutes } from './moonpay.js'
import { relayRoutes } from './relay.js'
import type { DevFundingDescription } from './types.js'

export type { DevFundingDescription }


export function describeFunding(f: FundingContext): DevFundingDescription {
  const networks: Partial<Record<FundingNetworkName, number | 'solana'>> = {}
  for (const [name, id] of Object.entries(f.networks)) if (id !== undefined && localNetwork(f, id)) networks[name as FundingNetworkName] = id
  if (localNetwork(f, 'solana')) networks.solana = 'solana'
  return {
    paths: FAKE_FUNDING_PATHS,
    faultSteps: FUNDING_FAULT_STEPS,
    testCards: FUNDING_TEST_CARDS,
    exchangeAccounts: FUNDING_TEST_EXCHANGE_ACCOUNTS,
    coinbaseAppId: DEV_COINBASE_APP_ID,
    moonpayApiKeys: DEV_MOONPAY_API_KEYS,
    networks,
    relaySolanaChainId: RELAY_SOLANA_CHAIN_ID,
    quoteTtlMs: f.quoteTtlMs,
    accounts: f.chains.flatMap((chain) =>
      chain.funding ? [{ chainType: chain.chainType, onramp: chain.funding.address('onramp'), solver: chain.funding.address('solver') }] : [],
    ),
  }
}

/** Every funding route, to mount at the backend's root (behind the dev gate for `/fake/*` and `/__dev/*`). */
export function fundingRoutes(f: FundingContext): Hono<Env> {
  const r = new Hono<Env>()
  r.route('/api/v1/funding/coinbase_on_ramp', coinbaseApiRoutes(f))
  r.route('/api/v1/plugins/moonpay_on_ramp', moonpayApiRoutes(f))
  r.route(FAKE_FUNDING_PATHS.coinbasePay, coinbasePageRoutes(f))
  r.route(FAKE_FUNDING_PATHS.moonpayBuy, moonpayPageRoutes(f))
  r.route(FAKE_FUNDING_PATHS.moonpayApi, moonpayProviderApiRoutes(f))
  r.route(FAKE_FUNDING_PATHS.relay, relayRoutes(f))
  r.get('/__dev/funding', (c) => c.json(describeFunding(f)))
  return r
}
