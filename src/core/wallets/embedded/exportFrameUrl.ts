import type { FoyerClient } from '../../client/types.js'
import { analyticsId } from '../../client/client.js'
import { EXPORT_FRAME_COLOR_PARAMS, type ExportFrameColor } from '../../types/walletService.js'
import { VERSION } from '../../version.js'
import type { WalletExportTarget } from './walletExport.js'

/**
 * The export frame's URL: the wallet service's export page with the wallet, the look and the
 * client in its query — never a credential (the access token goes by message). Light: the export
 * screen's hook builds it without loading the export action.
 */

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
  q.set('entropy_id_verifier', target.entropyIdVerifier)
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
