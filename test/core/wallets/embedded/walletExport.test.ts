import { describe, expect, it } from 'vitest'
import type { User } from '../../../../src/core/index.js'
import { exportTargetOf } from '../../../../src/core/wallets/embedded/walletExport.js'
import { exportFrameUrlOf } from '../../../../src/core/wallets/embedded/exportFrameUrl.js'
import type { WalletAccount } from '../../../../src/core/types/linkedAccounts.js'
import { readExportQuery } from '../../../../src/wallet-service/export.js'

const ROOT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const HD = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const IMPORTED = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const EXTERNAL = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SOLANA = '9Wz2nVRpLy7SSTTcMxXWGc8x1GKaGZmN5w8q7BvUbNvE'
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

const wallet = (address: string, fields: Partial<WalletAccount> = {}): WalletAccount => ({
  type: 'wallet', id: null, address, chainType: 'ethereum', walletClientType: 'privy', connectorType: 'embedded', recoveryMethod: 'privy',
  walletIndex: 0, imported: false, delegated: false, entropyId: ROOT, entropyIdVerifier: 'ethereum-address-verifier',
  firstVerifiedAt: null, latestVerifiedAt: null, verifiedAt: null, ...fields,
} as WalletAccount)

const user = {
  linkedAccounts: [
    wallet(EXTERNAL, { walletClientType: 'metamask', connectorType: 'injected', entropyId: null, walletIndex: null }),
    wallet(ROOT),
    wallet(HD, { walletIndex: 3 }),
    wallet(IMPORTED, { imported: true, entropyId: IMPORTED }),
    wallet(SOLANA, { chainType: 'solana', walletIndex: 0 }),
    wallet(BTC, { chainType: 'bitcoin' as never }),
  ],
} as Pick<User, 'linkedAccounts'>

describe('exportTargetOf: which wallet an export shows', () => {
  it.each([
    ['no address: the first embedded Ethereum wallet', undefined, { address: ROOT, chainType: 'ethereum', entropyId: ROOT, hdWalletIndex: 0, imported: false }],
    ['an HD wallet: its index of the root entropy', HD, { address: HD, chainType: 'ethereum', entropyId: ROOT, hdWalletIndex: 3, imported: false }],
    ['an address in another case', HD.toLowerCase(), { address: HD, hdWalletIndex: 3 }],
    ['an imported key: its own entropy', IMPORTED, { address: IMPORTED, entropyId: IMPORTED, hdWalletIndex: 0, imported: true }],
    ['a Solana wallet of the entropy', SOLANA, { address: SOLANA, chainType: 'solana', entropyId: ROOT, hdWalletIndex: 0, imported: false }],
  ])('%s', (_name, address, expected) => {
    expect(exportTargetOf(user, address)).toMatchObject(expected)
  })

  it.each([
    ['no user', null, undefined, 'User must be authenticated before exporting their wallet'],
    ['not an address', user, 'hello', 'A valid Ethereum or Solana wallet address is required to export a wallet'],
    ['a 0x string of the wrong length', user, '0x1234', 'A valid Ethereum or Solana wallet address is required to export a wallet'],
    ['an external wallet of the user', user, EXTERNAL, 'Only an embedded wallet can be exported'],
    ['a wallet that is not the user\'s', user, '0x0000000000000000000000000000000000000001', 'User must have an embedded wallet.'],
    ['a Solana address that is not the user\'s', user, '11111111111111111111111111111111', 'User must have an embedded wallet.'],
    ['a user without embedded wallets', { linkedAccounts: [] }, undefined, 'User must have an embedded wallet.'],
  ] as const)('refuses %s', (_name, who, address, message) => {
    expect(() => exportTargetOf(who as Pick<User, 'linkedAccounts'> | null, address)).toThrow(message)
  })

  it("refuses an embedded wallet of a chain type export does not know (it is looked up, so its address form does not matter)", () => {
    const bitcoin = { linkedAccounts: [wallet(SOLANA, { chainType: 'bitcoin' as never })] }
    expect(() => exportTargetOf(bitcoin, SOLANA)).toThrow('Exporting a bitcoin wallet is not supported')
  })
})

describe('the export frame URL and what the export page reads of it', () => {
  const base = { base: 'https://wallet.example', appId: 'app_123456789012345678901', clientId: 'web', analyticsId: 'caid-1' }

  it('names the wallet, the client, the look and the language; never a credential', () => {
    const url = new URL(exportFrameUrlOf({
      ...base,
      target: { address: HD, chainType: 'ethereum', entropyId: ROOT, entropyIdVerifier: 'ethereum-address-verifier', hdWalletIndex: 3, imported: false },
      options: { width: 359.6, colors: { background: '#0b0d12', accentForeground: 'rgb(255, 255, 255)' }, locale: 'es' },
    }))
    expect(url.origin + url.pathname).toBe('https://wallet.example/apps/app_123456789012345678901/embedded-wallets/export')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: expect.stringMatching(/^\d+\.\d+\.\d+/), entropy_id: ROOT, entropy_id_verifier: 'ethereum-address-verifier', hd_wallet_index: '3',
      chain_type: 'ethereum', client_id: 'web', caid: 'caid-1', width: '360', phrase_export: 'true', background: '#0b0d12',
      accent_foreground: 'rgb(255, 255, 255)', locale: 'es',
    })
    expect(readExportQuery(url.searchParams)).toEqual({
      version: expect.any(String), entropyId: ROOT, entropyIdVerifier: 'ethereum-address-verifier', hdWalletIndex: 3, chainType: 'ethereum',
      phraseExport: true, width: 360, colors: { background: '#0b0d12', accentForeground: 'rgb(255, 255, 255)' }, locale: 'es',
    })
  })

  it('an imported key asks for no seed phrase', () => {
    const url = new URL(exportFrameUrlOf({ ...base, target: { address: IMPORTED, chainType: 'ethereum', entropyId: IMPORTED, entropyIdVerifier: 'ethereum-address-verifier', hdWalletIndex: 0, imported: true } }))
    expect(url.searchParams.get('phrase_export')).toBe('false')
    expect(readExportQuery(url.searchParams).phraseExport).toBe(false)
  })

  it("an imported Solana key is named by its own address, checked as a Solana address", () => {
    const target = exportTargetOf({ linkedAccounts: [wallet(SOLANA, { chainType: 'solana', imported: true, entropyId: SOLANA, entropyIdVerifier: 'solana-address-verifier' })] }, SOLANA)
    expect(target).toMatchObject({ entropyId: SOLANA, entropyIdVerifier: 'solana-address-verifier', imported: true })
    const url = new URL(exportFrameUrlOf({ ...base, target }))
    expect(readExportQuery(url.searchParams)).toMatchObject({ entropyId: SOLANA, entropyIdVerifier: 'solana-address-verifier', chainType: 'solana', phraseExport: false })
  })

  it.each([
    ['a colour that is not one', 'accent=url(https%3A%2F%2Fevil.example)', { colors: {} }],
    ['a colour with a second declaration', 'background=%23fff%3B%20display%3Anone', { colors: {} }],
    ['rgba and short hex', 'border=%23abc&foreground=rgba(1,2,3,0.5)', { colors: { border: '#abc', foreground: 'rgba(1,2,3,0.5)' } }],
    ['a width out of bounds', 'width=20000', { width: null }],
    ['a width that is not a number', 'width=12px', { width: null }],
    ['a negative wallet index', 'hd_wallet_index=-1', { hdWalletIndex: null }],
    ['an unknown language', 'locale=fr', { locale: 'en' }],
    ['phrase_export other than true', 'phrase_export=1', { phraseExport: false }],
    ['an over-long value', `entropy_id=${'a'.repeat(101)}`, { entropyId: null }],
  ])('the page ignores %s', (_name, query, expected) => {
    expect(readExportQuery(new URLSearchParams(query))).toMatchObject(expected)
  })
})
