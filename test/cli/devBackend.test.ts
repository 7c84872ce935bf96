import { afterEach, describe, expect, test } from 'vitest'
import {
  assertChainPackages, assertDevBackendPackages, DEV_BACKEND_USAGE, missingChainPackages, parseDevBackendArgs, startDevBackendCommand, UsageError,
  type RunningDevBackend,
} from '../../src/cli/devBackend.js'
import { DEV_APP_ID } from '../../src/testing/index.js'

describe('foyerkit dev-backend: arguments', () => {
  test('defaults: port 4400 on 127.0.0.1, the dev app id, no origins, no chains', () => {
    expect(parseDevBackendArgs([])).toEqual({
      port: 4400, host: '127.0.0.1', origins: undefined, appId: DEV_APP_ID, configFile: undefined, chains: [], log: false, help: false,
    })
  })

  test('every option, origins repeated or comma-separated (a trailing slash dropped), chains as a list', () => {
    expect(
      parseDevBackendArgs([
        '--port', '0', '--host', '::1', '--origin', 'http://localhost:5173/', '--origin=http://localhost:3000,http://127.0.0.1:*',
        '--app-id', 'foyerhostfixture000000001', '--config', 'app.json', '--chains', 'evm,solana,evm', '--log',
      ]),
    ).toEqual({
      port: 0, host: '::1', origins: ['http://localhost:5173', 'http://localhost:3000', 'http://127.0.0.1:*'],
      appId: 'foyerhostfixture000000001', configFile: 'app.json', chains: ['evm', 'solana'], log: true, help: false,
    })
    expect(parseDevBackendArgs(['--chains', 'none']).chains).toEqual([])
    expect(parseDevBackendArgs(['-h']).help).toBe(true)
  })

  test.each([
    [['--port', 'x'], "--port must be a port number (got 'x')"],
    [['--port', '70000'], "--port must be a port number (got '70000')"],
    [['--origin', 'localhost:5173'], "--origin must be an origin such as http://localhost:5173 (got 'localhost:5173')"],
    [['--origin', 'http://localhost:5173/app'], "--origin must be an origin such as http://localhost:5173 (got 'http://localhost:5173/app')"],
    [['--app-id', 'short'], '--app-id must be 25 characters (got 5)'],
    [['--chains', 'bitcoin'], "--chains takes evm, solana or none (got 'bitcoin')"],
    [['--nope'], "Unknown option '--nope'"],
  ])('%o is a usage error: %s', (argv, message) => {
    expect(() => parseDevBackendArgs(argv)).toThrow(UsageError)
    expect(() => parseDevBackendArgs(argv)).toThrow(message)
  })

  test('--help names every option', () => {
    for (const option of ['--port', '--host', '--origin', '--app-id', '--config', '--chains', '--log', '--help']) {
      expect(DEV_BACKEND_USAGE).toContain(option)
    }
  })
})

describe('foyerkit dev-backend: optional local chains', () => {
  test('a chain whose packages are missing is an error naming them and the install command', () => {
    const installed = new Set(['@solana/kit', 'ws'])
    const resolve = (name: string) => {
      if (!installed.has(name)) throw new Error(`Cannot find package '${name}'`)
      return `file:///node_modules/${name}/index.js`
    }
    expect(missingChainPackages('solana', resolve)).toEqual(['litesvm', '@solana/spl-token', '@solana/web3.js'])
    expect(() => assertChainPackages(['solana'], resolve)).toThrow(
      '--chains solana needs the packages litesvm, @solana/spl-token, @solana/web3.js, which are not installed: npm i -D litesvm @solana/kit @solana/spl-token @solana/web3.js ws',
    )
    expect(() => assertChainPackages(['evm'], resolve)).toThrow(
      '--chains evm needs the packages @nomicfoundation/edr, @account-abstraction/contracts, which are not installed: npm i -D @nomicfoundation/edr @account-abstraction/contracts',
    )
    expect(() => assertChainPackages([], resolve)).not.toThrow()
  })

  test('here (the repository installs them as dev dependencies) nothing is missing', () => {
    expect(missingChainPackages('evm')).toEqual([])
    expect(missingChainPackages('solana')).toEqual([])
    expect(() => assertDevBackendPackages(['evm', 'solana'])).not.toThrow()
  })
})

describe('foyerkit dev-backend: the optional dev backend packages', () => {
  // A host installs the dev backend's packages as dev dependencies; the command names the missing ones.
  const without = (...absent: string[]) => (name: string) => {
    if (absent.includes(name)) throw Object.assign(new Error(`Cannot find package '${name}' imported from foyerkit`), { code: 'ERR_MODULE_NOT_FOUND' })
    return `file:///node_modules/${name}/index.js`
  }

  test('without hono and @hono/node-server the command stops before loading the backend, naming them and the install command', async () => {
    const message =
      'the dev backend needs the packages hono, @hono/node-server, which are not installed: ' +
      'npm i -D hono @simplewebauthn/server otpauth jose @noble/curves viem @hono/node-server'
    expect(() => assertDevBackendPackages([], without('hono', '@hono/node-server'))).toThrow(UsageError)
    expect(() => assertDevBackendPackages([], without('hono', '@hono/node-server'))).toThrow(message)
  })

  test('the backend packages are checked before the chains; then a chain missing its runtime is named', () => {
    expect(() => assertDevBackendPackages(['evm'], without('otpauth', '@nomicfoundation/edr'))).toThrow(
      'the dev backend needs the package otpauth, which is not installed',
    )
    expect(() => assertDevBackendPackages(['evm'], without('@nomicfoundation/edr'))).toThrow(
      '--chains evm needs the package @nomicfoundation/edr, which is not installed: npm i -D @nomicfoundation/edr @account-abstraction/contracts',
    )
  })
})

describe('foyerkit dev-backend: the running backend', () => {
  let running: RunningDevBackend | undefined
  afterEach(async () => {
    await running?.close()
    running = undefined
  })

  test('prints its URL, app id, allowed origins and the provider props; CORS answers --origin only; close stops it', async () => {
    const lines: string[] = []
    running = await startDevBackendCommand(
      parseDevBackendArgs(['--port', '0', '--origin', 'http://localhost:5173', '--app-id', 'foyerhostfixture000000001']),
      (line) => lines.push(line),
    )
    const printed = lines.join('\n')
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(printed).toContain(`Foyer dev backend: ${running.url}`)
    expect(printed).toContain('App id:            foyerhostfixture000000001')
    expect(printed).toContain('Allowed origins:   http://localhost:5173')
    expect(printed).toContain(`<FoyerProvider appId="foyerhostfixture000000001" apiUrl="${running.url}">`)
    expect(printed).toContain(`GET ${running.url}/__dev/mailbox`)

    const config = `${running.url}/api/v1/apps/foyerhostfixture000000001`
    const allowed = await fetch(config, { headers: { origin: 'http://localhost:5173' } })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(((await allowed.json()) as { allowed_origins: string[] }).allowed_origins).toEqual(['http://localhost:5173'])
    const other = await fetch(config, { headers: { origin: 'http://localhost:5174' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()

    await running.close()
    running = undefined
    await expect(fetch(config)).rejects.toThrow()
  })

  test('--config merges a wire app config over the default; an unreadable one is a usage error', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs')
    const { join } = await import('node:path')
    const { tmpdir } = await import('node:os')
    const dir = mkdtempSync(join(tmpdir(), 'foyer-cli-'))
    writeFileSync(join(dir, 'app.json'), JSON.stringify({ name: 'Acme', login_methods: ['email', 'sms'] }))
    running = await startDevBackendCommand(parseDevBackendArgs(['--port', '0', '--config', join(dir, 'app.json')]), () => {})
    const config = (await (await fetch(`${running.url}/api/v1/apps/${DEV_APP_ID}`)).json()) as { name: string; login_methods: string[] }
    expect(config).toMatchObject({ name: 'Acme', login_methods: ['email', 'sms'] })
    await expect(startDevBackendCommand(parseDevBackendArgs(['--port', '0', '--config', join(dir, 'missing.json')]), () => {})).rejects.toThrow(
      `--config: cannot read ${join(dir, 'missing.json')} (ENOENT)`,
    )
  })

  test('a port in use is a usage error saying so', async () => {
    running = await startDevBackendCommand(parseDevBackendArgs(['--port', '0']), () => {})
    const port = new URL(running.url).port
    await expect(startDevBackendCommand(parseDevBackendArgs(['--port', port]), () => {})).rejects.toThrow(
      `port ${port} on 127.0.0.1 is in use: pass another --port`,
    )
  })
})
