import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as testing from '../../src/testing/index.js'
import * as msw from '../../src/testing/msw.js'
import * as node from '../../src/testing/node.js'
import * as chains from '../../src/testing/chains/index.js'

const SRC = fileURLToPath(new URL('../../src/testing', import.meta.url))

/** Every module specifier reachable from `file` through relative imports. */
function externalImports(file: string, seen = new Set<string>()): Set<string> {
  const out = new Set<string>()
  if (seen.has(file)) return out
  seen.add(file)
  const text = readFileSync(file, 'utf8')
  for (const [, spec] of text.matchAll(/from '([^']+)'/g)) {
    if (spec!.startsWith('.')) {
      for (const s of externalImports(join(dirname(file), spec!.replace(/\.js$/, '.ts')), seen)) out.add(s)
    } else out.add(spec!)
  }
  return out
}

describe('foyerkit/testing entries', () => {
  it('export the public API', () => {
    expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
      [
        "COMPUTE_BUDGET_PROGRAM_ID",
        "CROSS_APP_TEST_IDENTITIES",
        "DEFAULT_FUNDING_NETWORKS",
        "DEFAULT_TOKEN_PRICES",
        "DEFAULT_UNSUPPORTED_SMS_REGIONS",
        "DEV_ALLOWED_ORIGINS",
        "DEV_APP_ID",
        "DEV_APP_SECRET",
        "DEV_AUTHORIZATION_KEY",
        "DEV_BACKEND_LIMITS",
        "DEV_COINBASE_APP_ID",
        "DEV_CUSTOM_AUTH_SECRET",
        "DEV_FARCASTER_USERS",
        "DEV_MOONPAY_API_KEYS",
        "DEV_OAUTH_PROVIDERS",
        "DEV_TELEGRAM_BOT",
        "DEV_WALLET_DIRECTORY",
        "DRAINER_ADDRESS",
        "FAKE_FUNDING_PATHS",
        "FAKE_WALLET_DIRECTORY_PATH",
        "FUNDING_FAULT_STEPS",
        "FUNDING_TEST_CARDS",
        "FUNDING_TEST_EXCHANGE_ACCOUNTS",
        "MAX_SCAN_DATA_BYTES",
        "MEMO_PROGRAM_IDS",
        "OAUTH_TEST_IDENTITIES",
        "RELAY_SOLANA_CHAIN_ID",
        "TELEGRAM_TEST_USERS",
        "TEST_CAPTCHA_SITE_KEYS",
        "TEST_WALLET_ICON",
        "TestSolanaWalletRejectedError",
        "base58Decode",
        "base58Encode",
        "completeFakeCoinbasePurchase",
        "completeFakeMoonPayPurchase",
        "completeFakeOAuth",
        "createDevBackend",
        "createSoftwareAuthenticator",
        "createTestBaseAccount",
        "createTestEthereumWallet",
        "createTestSolanaWallet",
        "dataCheckString",
        "defaultAppConfig",
        "freshTotpCode",
        "installTestEthereumWallet",
        "installTestEthereumWalletInPage",
        "installTestSolanaWallet",
        "installTestSolanaWalletInPage",
        "readSiwsMessage",
        "readSolanaTransaction",
        "registerStandardWallet",
        "signCustomToken",
        "signTelegramAuthResult",
        "signTelegramWebAppData",
        "siwsTransactionProblem",
        "telegramLoginHash",
        "telegramWebAppHash",
        "testEthereumWalletInitScript",
        "testSolanaWalletInitScript",
        "testWalletBindingName",
        "totpCode",
        "verifySolanaSignature",
      ]
    `)
    expect(Object.keys(msw)).toMatchInlineSnapshot(`
      [
        "devBackendHandlers",
      ]
    `)
    expect(Object.keys(node)).toMatchInlineSnapshot(`
      [
        "startDevServer",
      ]
    `)
    expect(Object.keys(chains).sort()).toEqual([
      'DEFAULT_EVM_NETWORKS', 'DRAINER_ABI', 'DRAINER_ADDRESS', 'EVM_FAUCET_ASSETS', 'EXTRA_RPC_METHODS', 'SOLANA_DEV_CLUSTERS', 'SOLANA_DEV_GENESIS_HASH',
      'SOLANA_DEV_USDC_DECIMALS', 'SOLANA_DEV_USDC_MINT', 'SOLANA_RPC_METHODS', 'SOLANA_RPC_PATH', 'createEvmDevChain', 'createSolanaDevChain',
    ])
  })

  it('the main entry pulls in neither msw nor node modules (it runs in a browser)', () => {
    const specs = [...externalImports(join(SRC, 'index.ts'))].sort()
    expect(specs.filter((s) => s.startsWith('node:') || s.startsWith('msw') || s.startsWith('@hono/node-server'))).toEqual([])
    // Every one of these also runs in a browser (the stories run the backend in-process).
    expect(specs).toEqual([
      '@noble/curves/ed25519.js', '@noble/curves/nist.js', '@noble/hashes/sha2.js', '@simplewebauthn/server', '@simplewebauthn/server/helpers', 'hono',
      'hono/body-limit', 'hono/cors', 'hono/router/trie-router', 'hono/utils/http-status', 'jose', 'libphonenumber-js', 'otpauth', 'viem', 'viem/account-abstraction', 'viem/accounts',
      'viem/actions', 'viem/siwe',
    ])
  })
})
