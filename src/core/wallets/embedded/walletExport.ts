import type { FoyerClient } from '../../client/types.js'
import { analyticsId } from '../../client/client.js'
import { isEmbeddedWallet, type WalletAccount } from '../../types/linkedAccounts.js'
import type { User } from '../../types/user.js'
import {
  ETHEREUM_ADDRESS_VERIFIER, EXPORT_FRAME_COLOR_PARAMS,
  type ExportFrameColor, type WalletServiceChainType,
} from '../../types/walletService.js'
import { VERSION } from '../../version.js'
import { isEthereumAddress } from '../ethereum/hex.js'
import { userEntropyId } from '../solana/embeddedSolana.js'
import {
  ExportWalletAuthError, InvalidExportAddressError, NoEmbeddedWalletError, NotAnEmbeddedWalletError, UnsupportedExportChainTypeError,
} from './errors.js'
import { embeddedEthereumWallets, entropyOf } from './wallets.js'

/**
 * Wallet export's pure pieces: which wallet an export shows (`exportTargetOf`) and the URL of the
 * export frame (`exportFrameUrlOf`): the wallet service's export page with the wallet, the look
 * and the client in its query — never a credential (the access token goes by message).
 */

/** The wallet an export shows: its address and chain, and where its key lives (entropy, HD index). */
export type WalletExportTarget = {
  address: string
  chainType: WalletServiceChainType
  /** The entropy holding the key (the address of its Ethereum wallet 0; an imported key's own address). */
  entropyId: string
  hdWalletIndex: number
  /** An imported key: it has no seed phrase. */
  imported: boolean
}

/** A Solana address as written: base58, 32 to 44 characters. */
const isSolanaAddress = (value: string) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)

const sameAddress = (wallet: WalletAccount, address: string) =>
  wallet.chainType === 'solana' ? wallet.address === address : wallet.address.toLowerCase() === address.toLowerCase()

/**
 * The wallet `exportWallet` shows: `address`, else the user's first embedded Ethereum wallet.
 * Throws 'User must be authenticated before exporting their wallet' without a user; for an address
 * that is neither Ethereum's nor Solana's, `InvalidExportAddressError`; for a wallet of the user
 * that is not embedded, `NotAnEmbeddedWalletError`; for an embedded wallet of another chain type,
 * `UnsupportedExportChainTypeError`; when the user has no such wallet, 'User must have an embedded wallet.'
 */
export function exportTargetOf(user: Pick<User, 'linkedAccounts'> | null, address?: string): WalletExportTarget {
  if (!user) throw new ExportWalletAuthError()
  let wallet: WalletAccount | undefined
  if (address === undefined) {
    wallet = embeddedEthereumWallets(user)[0]
  } else {
    if (typeof address !== 'string' || !(isEthereumAddress(address) || isSolanaAddress(address))) throw new InvalidExportAddressError()
    wallet = user.linkedAccounts.find((a): a is WalletAccount => a.type === 'wallet' && sameAddress(a as WalletAccount, address))
    if (wallet && !isEmbeddedWallet(wallet)) throw new NotAnEmbeddedWalletError()
  }
  if (!wallet) throw new NoEmbeddedWalletError()
  const chainType: string = wallet.chainType
  if (chainType !== 'ethereum' && chainType !== 'solana') throw new UnsupportedExportChainTypeError(chainType)
  const entropy = chainType === 'ethereum'
    ? entropyOf(user, wallet)
    : (() => {
        const entropyId = wallet.imported ? null : (wallet.entropyId ?? userEntropyId(user))
        return entropyId ? { entropyId, hdWalletIndex: wallet.walletIndex ?? 0 } : null
      })()
  if (!entropy) throw new NoEmbeddedWalletError()
  return { address: wallet.address, chainType, entropyId: entropy.entropyId, hdWalletIndex: entropy.hdWalletIndex, imported: wallet.imported }
}

/** How the export frame looks: its width, the theme colours, the language of its texts. */
export type ExportFrameOptions = {
  /** The frame's width (px). */
  width?: number | undefined
  /** Theme colours (`#rgb`, `#rrggbb`, `rgb()`, `rgba()`); the page ignores anything else. */
  colors?: Partial<Record<ExportFrameColor, string>> | undefined
  /** 'en' (default) or 'es'. */
  locale?: string | undefined
}

/**
 * The export frame's URL (pure): `{base}/apps/{appId}/embedded-wallets/export` with `v` (the kit's
 * version), the wallet (`entropy_id`, `entropy_id_verifier`, `hd_wallet_index`, `chain_type`),
 * `client_id`, `caid`, `width`, `phrase_export` (a wallet of an entropy has a seed phrase), the
 * colours and `locale`. No credential: the access token goes to the frame by message.
 */
export function exportFrameUrlOf({ base, appId, clientId, analyticsId: caid, target, options = {} }: {
  base: string
  appId: string
  clientId: string
  analyticsId: string
  target: WalletExportTarget
  options?: ExportFrameOptions | undefined
}): string {
  const url = new URL(`/apps/${encodeURIComponent(appId)}/embedded-wallets/export`, base)
  const q = url.searchParams
  q.set('v', VERSION)
  q.set('entropy_id', target.entropyId)
  q.set('entropy_id_verifier', ETHEREUM_ADDRESS_VERIFIER)
  q.set('hd_wallet_index', String(target.hdWalletIndex))
  q.set('chain_type', target.chainType)
  q.set('client_id', clientId)
  q.set('caid', caid)
  if (options.width !== undefined && Number.isFinite(options.width)) q.set('width', String(Math.round(options.width)))
  q.set('phrase_export', String(!target.imported))
  for (const [color, param] of Object.entries(EXPORT_FRAME_COLOR_PARAMS) as [ExportFrameColor, string][]) {
    const value = options.colors?.[color]
    if (value) q.set(param, value)
  }
  if (options.locale) q.set('locale', options.locale)
  return url.toString()
}

/** The export frame's URL for `client` (its wallet service's origin, its ids). */
export const exportFrameUrl = (client: FoyerClient, target: WalletExportTarget, options?: ExportFrameOptions): string =>
  exportFrameUrlOf({
    base: client.walletServiceUrl ?? client.apiUrl,
    appId: client.appId,
    clientId: client.clientId,
    analyticsId: analyticsId(client.storage),
    target,
    options,
  })
