'use client'
import { useCallback } from 'react'
import { chooseWallet, isMobileDevice, type WalletChainFamily, type WalletChoice, type WalletPickerEntry } from '../core/internal.js'
import { useConnectWallet } from './useConnectWallet.js'
import { useWalletConnectors } from './useWalletConnectors.js'

/** The parameters of {@link useWalletChoice}. */
export type UseWalletChoiceParameters = {
  /** The choice only connects the wallet (linking a wallet): the mobile redirect comes back to connect only. */
  connectOnly?: boolean | undefined
}
/** What {@link useWalletChoice} returns. */
export type UseWalletChoiceReturnType = {
  /**
   * Carries out picking `entry` on `chainType` — call it from the click itself (a wallet's prompt
   * and a deep link must follow the user's gesture): starts the connection (`connect`) or opens the
   * wallet app's in-app browser (`mobileRedirect`), and returns the {@link WalletChoice} for the
   * screen to show (`ledger` and `install` only ask for a screen).
   */
  chooseWallet: (entry: WalletPickerEntry, chainType: WalletChainFamily) => WalletChoice
}

/**
 * What picking a wallet in a picker does, headless (core's `chooseWallet` carried out from the
 * click): the default modal's wallet picker and one-wallet landing entry use it and show the screen
 * the returned choice names. A connection it starts reports through `useConnectWallet`'s state.
 */
export function useWalletChoice({ connectOnly }: UseWalletChoiceParameters = {}): UseWalletChoiceReturnType {
  const { connectors } = useWalletConnectors()
  const { connectWallet } = useConnectWallet()
  return {
    chooseWallet: useCallback(
      (entry, chainType) => {
        const isMobile = isMobileDevice({ viewportWidth: window.innerWidth, userAgent: navigator.userAgent })
        const choice = chooseWallet({ entry, chainType, connectors, isMobile, pageUrl: window.location.href, connectOnly })
        if (choice.kind === 'connect') void connectWallet({ connectorId: choice.connectorId }).catch(() => undefined)
        // A deep link opens from the click itself: no await before it.
        if (choice.kind === 'mobileRedirect') window.location.href = choice.link
        return choice
      },
      [connectOnly, connectWallet, connectors],
    ),
  }
}
