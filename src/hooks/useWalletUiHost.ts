'use client'
import { isActiveWalletUiHost, registerWalletUiHost, type UiHost } from '../core/internal.js'
import { useOverlayHost } from './internal.js'

/**
 * For UI that shows the wallet screens (the default UI's <FoyerModal/> and <FoyerEmbed/> do):
 * registers while mounted — so signing requests show a screen — and `active` is true for the one
 * host that shows them (an embed, else the most recently mounted).
 */
export function useWalletUiHost(kind: UiHost['kind']): boolean {
  return useOverlayHost(kind, registerWalletUiHost, isActiveWalletUiHost)
}
