// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createFoyerClient, createMemoryStorage, MissingPackageError, walk, walletConnectSource, type FoyerClient } from '../../../src/core/index.js'
import { appConfigValue } from '../../../src/core/client/appConfig.js'
import { toAppConfig } from '../../../src/core/types/config.js'
import { isMissingPackageError, loadOptionalPackage } from '../../../src/core/utils/optionalPackage.js'
import { connectWallet } from '../../../src/core/wallets/connectWallet.js'
import { startWalletConnectors, stopWalletConnectors } from '../../../src/core/wallets/runtime.js'

/** The error Node's loader throws for a package that is not installed. */
const notInstalled = (name: string) =>
  Object.assign(new Error(`Cannot find package '${name}' imported from /app/src/wallets.js`), { code: 'ERR_MODULE_NOT_FOUND' })

describe('MissingPackageError', () => {
  it('names the feature, the missing packages and the npm command installing what the feature needs', () => {
    const one = new MissingPackageError({ feature: 'WalletConnect', packages: ['@walletconnect/ethereum-provider'] })
    expect(one.message).toBe(
      'WalletConnect needs the package @walletconnect/ethereum-provider, which is not installed: npm i @walletconnect/ethereum-provider',
    )
    expect(one).toMatchObject({ name: 'MissingPackageError', feature: 'WalletConnect', packages: ['@walletconnect/ethereum-provider'] })
    const several = new MissingPackageError({ feature: 'The local Solana chain', packages: ['litesvm', 'ws'], install: ['litesvm', '@solana/kit', 'ws'], dev: true })
    expect(several.message).toBe('The local Solana chain needs the packages litesvm, ws, which are not installed: npm i -D litesvm @solana/kit ws')
    expect(several.installCommand).toBe('npm i -D litesvm @solana/kit ws')
  })
})

describe('isMissingPackageError', () => {
  it.each([
    ['Node (ESM)', notInstalled('@walletconnect/ethereum-provider'), true],
    ['Node (a subpath of it)', notInstalled('@walletconnect/ethereum-provider/dist/index.js'), true],
    ['Node (require)', Object.assign(new Error("Cannot find module '@walletconnect/ethereum-provider'"), { code: 'MODULE_NOT_FOUND' }), true],
    ['Vite', new Error('Failed to resolve import "@walletconnect/ethereum-provider" from "src/main.ts". Does the file exist?'), true],
    ['another package missing', notInstalled('@walletconnect/core'), false],
    ['a failure inside the package', new Error('relay unreachable'), false],
    ['not an Error', 'Cannot find package', false],
  ])('%s: %s', (_label, error, expected) => {
    expect(isMissingPackageError(error, '@walletconnect/ethereum-provider')).toBe(expected)
  })

  it("recognises this runtime's own error for an import of a package that is not installed", async () => {
    const name = 'foyerkit-no-such-package'
    const error = await import(/* @vite-ignore */ name).then(() => null, (e: unknown) => e)
    expect(isMissingPackageError(error, name)).toBe(true)
  })
})

describe('loadOptionalPackage', () => {
  it('resolves to the module when it loads; turns its absence into a MissingPackageError (the loader error as cause); passes other errors', async () => {
    const options = { name: 'otpauth', feature: 'TOTP', dev: true }
    await expect(loadOptionalPackage(async () => ({ ok: 1 }), options)).resolves.toEqual({ ok: 1 })
    const absent = notInstalled('otpauth')
    const error = await loadOptionalPackage(() => Promise.reject(absent), options).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MissingPackageError)
    expect((error as Error).message).toBe('TOTP needs the package otpauth, which is not installed: npm i -D otpauth')
    expect((error as Error).cause).toBe(absent)
    const broken = new Error('boom')
    await expect(loadOptionalPackage(() => Promise.reject(broken), options)).rejects.toBe(broken)
  })
})

describe('WalletConnect without @walletconnect/ethereum-provider', () => {
  let client: FoyerClient
  afterEach(() => stopWalletConnectors(client))

  it('connecting fails with an error naming the package and how to install it', async () => {
    client = createFoyerClient({ appId: 'app_0123456789abcdefghijk', apiUrl: 'http://x.test', storage: createMemoryStorage() })
    appConfigValue.set(client, { ...toAppConfig({ id: 'app_0123456789abcdefghijk', name: 'Test app' }), walletConnectCloudProjectId: 'p' })
    // The host's `() => import('@walletconnect/ethereum-provider')`, in an app that did not install it.
    const loadProvider = () => Promise.reject(notInstalled('@walletconnect/ethereum-provider'))
    startWalletConnectors(client, { sources: [walletConnectSource({ loadProvider })] })
    const error = await connectWallet(client, { connectorId: 'ethereum:wallet_connect_v2' }).catch((e: unknown) => e)
    const missing = walk(error, (e) => e instanceof MissingPackageError)
    expect(missing).toBeInstanceOf(MissingPackageError)
    expect((missing as MissingPackageError).packages).toEqual(['@walletconnect/ethereum-provider'])
    expect((error as Error).message).toContain(
      'WalletConnect needs the package @walletconnect/ethereum-provider, which is not installed: npm i @walletconnect/ethereum-provider',
    )
  })
})
