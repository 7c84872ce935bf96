import { describe, expect, test } from 'vitest'
import { measureFixture, measureWalletService } from '../../bench/measure.js'
import { measureModalOpen } from '../../bench/open.js'

const kB = 1024

// Size budgets (gzip bytes), measured the way bench/size.ts prints them: Vite's production build
// (Vite 8's bundler, Rolldown) of the host apps in bench/fixtures, React external. docs/architecture.md "What loads
// when" says what each load holds.
describe('bundle budget', () => {
  test('a headless host app (FoyerProvider + useLoginWithEmail) loads at most 20 kB gzip before anything lazy', async () => {
    const size = await measureFixture('headless')
    expect(size.initial.gzip).toBeLessThanOrEqual(20 * kB)
  }, 120_000)

  test('the headless bundle contains no default UI, styled-components or @headlessui/react', async () => {
    const { inputs } = await measureFixture('headless')
    expect(inputs.filter((p) => /src\/(ui|themes)\//.test(p))).toEqual([])
    expect(inputs.filter((p) => /node_modules\/(styled-components|@headlessui)\//.test(p))).toEqual([])
  }, 120_000)

  test('a headless host with embedded wallets (+ useWallets, useSignMessage, useSendTransaction) loads at most 8 kB gzip more than the headless e-mail host before anything lazy', async () => {
    const [headless, wallets] = await Promise.all([measureFixture('headless'), measureFixture('headless-wallets')])
    expect(wallets.initial.gzip - headless.initial.gzip).toBeLessThanOrEqual(8 * kB)
    // Loaded on first use: the external-wallet runtime (sources, directory, connect, deep links) and
    // the embedded wallet's frame client, provider and signing actions.
    const onUse = new RegExp([
      String.raw`node_modules/(mipd|@wallet-standard)/`,
      String.raw`src/core/wallets/(runtime|registry|directory|loadWalletDirectory|connectWallet|deepLinks|handleWalletDeepLink)\.ts`,
      String.raw`src/core/wallets/ethereum/(eip1193Connector|eip6963Source|walletConnectSource)\.ts`, String.raw`src/core/wallets/solana/`,
      String.raw`src/core/wallets/embedded/(frame|iframePort|session|getEthereumProvider|embeddedProvider|signingWallet|signMessage|sendTransaction)\.ts`,
    ].join('|'))
    expect(wallets.initialInputs.filter((p) => onUse.test(p))).toEqual([])
  }, 120_000)

  test('funding loads when fundWallet is called: a headless host with useFundWallet loads none of the funding code before (only its state), and at most 1 kB gzip more than with useWallets', async () => {
    const [wallets, funding] = await Promise.all([measureFixture('headless-wallets'), measureFixture('headless-funding')])
    expect(funding.initialInputs.filter((p) => /src\/core\/(funding\/(?!state\.ts|onUse\.ts|types\.ts)|machines\/funding)/.test(p))).toEqual([])
    // fundWallet (and the request's validations) is a lazy chunk of its own.
    expect(funding.inputs).toContain('src/core/funding/fundWallet.ts')
    expect(funding.initial.gzip - wallets.initial.gzip).toBeLessThanOrEqual(1 * kB)
  }, 120_000)

  test('an app with <FoyerModal/> loads at most 60 kB gzip before login(): no dialog, theme, copy or login-method code', async () => {
    const size = await measureFixture('modal')
    expect(size.initial.gzip).toBeLessThanOrEqual(60 * kB)
    const heavy = new RegExp([
      String.raw`node_modules/(styled-components|@headlessui|libphonenumber-js|@tanstack/query-core|@noble)/`,
      String.raw`src/themes/`, String.raw`src/ui/copy/(en|landing)\.ts`, String.raw`src/ui/(dialog|theme|modal/ModalDialog|router/ScreenRouter)\.tsx`,
      String.raw`src/ui/screens/(\w+/)*[A-Z]\w*\.tsx`, String.raw`src/ui/login-methods/\w+Method\.tsx`, String.raw`src/core/methods/\w+/(login|signIn|init|send)\w*\.ts`,
    ].join('|'))
    expect(size.initialInputs.filter((p) => heavy.test(p))).toEqual([])
  }, 120_000)

  test("the embedded wallets' screens (creation, sign, transaction) are lazy chunks: not in the modal's initial load nor in the landing's", async () => {
    const walletScreens = /src\/ui\/screens\/embedded-wallet\/|node_modules\/viem\//
    const size = await measureFixture('modal')
    expect(size.initialInputs.filter((p) => walletScreens.test(p))).toEqual([])
    const open = await measureModalOpen({ loginMethods: ['email'] })
    expect(open.loadedInputs.filter((p) => walletScreens.test(p))).toEqual([])
  }, 180_000)

  test("the password screens' libraries (react-hook-form, zxcvbn and its dictionaries) load with those screens: not in a headless host's, the modal's or the landing's load", async () => {
    const passwordLibraries = /node_modules\/(react-hook-form|@zxcvbn-ts)\/|src\/ui\/screens\/embedded-wallet\/recovery\//
    const [headless, modal] = await Promise.all([measureFixture('headless-wallets'), measureFixture('modal')])
    expect(headless.initialInputs.filter((p) => passwordLibraries.test(p))).toEqual([])
    // They are in the build (lazy chunks), just not in these loads.
    expect(modal.inputs.some((p) => /node_modules\/@zxcvbn-ts\/language-en\//.test(p)) && modal.inputs.some((p) => /node_modules\/react-hook-form\//.test(p))).toBe(true)
    expect(modal.initialInputs.filter((p) => passwordLibraries.test(p))).toEqual([])
    const open = await measureModalOpen({ loginMethods: ['email'] })
    expect(open.loadedInputs.filter((p) => passwordLibraries.test(p))).toEqual([])
  }, 180_000)

  test('login() paints the landing of an e-mail + Google + wallets app after one round of chunk loads, 90 kB gzip in all', async () => {
    const open = await measureModalOpen({ loginMethods: ['email', 'google', 'wallet'] })
    expect(open.rounds).toBe(1)
    expect(open.afterOpen.gzip).toBeLessThanOrEqual(90 * kB)
    // Only what the landing shows: no phone input, no other login method's room, no wallet sign-in,
    // no wallet directory (its request and code load with the picker).
    const unused = /node_modules\/(libphonenumber-js|@headlessui\/react\/dist\/components\/combobox|@noble)\/|src\/core\/methods\/(sms|passkey|telegram|farcaster|cross-app|siwe|siws)\/|src\/core\/mfa\/|src\/ui\/copy\/en\.ts|src\/core\/wallets\/loadWalletDirectory\.ts|src\/hooks\/useWalletDirectory\.ts/
    expect(open.loadedInputs.filter((p) => unused.test(p))).toEqual([])
  }, 180_000)

  // 75 kB since the password recovery method (67.1 kB before it). The page loads frame.js and its
  // static imports at start (71.5 kB); argon2id (@noble/hashes argon2 + blake2b, 4.8 kB) and the
  // export page's own code (2.4 kB) are chunks loaded when used (see the next test).
  test('the wallet-service page loads at most 75 kB gzip at start (frame.js and its static imports), with no host-side code or React in any of its files', async () => {
    const { initial, total } = await measureWalletService()
    expect(initial.files[0]).toBe('frame.js')
    expect(initial.gzip).toBeLessThanOrEqual(75 * kB)
    expect(total.inputs.filter((p) => /src\/(core|hooks|ui|themes|testing)\//.test(p) && p !== 'src/core/types/walletService.ts')).toEqual([])
    expect(total.inputs.filter((p) => /node_modules\/(react|react-dom|styled-components|@headlessui|hono|msw)\//.test(p))).toEqual([])
  }, 60_000)

  test("the wallet-service build's argon2id and export page are lazy chunks: in the build, not in what the page loads at start", async () => {
    const { initial, total, chunks } = await measureWalletService()
    const lazy = /node_modules\/@noble\/hashes\/(argon2|blake2)\.js$|src\/wallet-service\/(export|exportPage|exportView)\.ts$/
    expect(initial.inputs.filter((p) => lazy.test(p))).toEqual([])
    expect(total.inputs.filter((p) => lazy.test(p)).map((p) => p.replace(/^.*node_modules\//, '')).sort()).toEqual([
      '@noble/hashes/argon2.js',
      '@noble/hashes/blake2.js',
      'src/wallet-service/export.ts',
      'src/wallet-service/exportPage.ts',
      'src/wallet-service/exportView.ts',
    ])
    // Each in a file of its own that frame.js (the export page) or the shared code (argon2id) imports with import().
    const lazyFiles = chunks.filter((c) => !initial.files.includes(c.name))
    expect(lazyFiles.map((c) => c.name.replace(/-[A-Z0-9]+\.js$/, '')).sort()).toEqual(['argon2', 'exportPage'])
    const dynamicallyImported = new Set(chunks.flatMap((c) => c.dynamicImports))
    expect(lazyFiles.filter((c) => !dynamicallyImported.has(c.name))).toEqual([])
  }, 60_000)
})
