'use client'
import { useEffect, useState } from 'react'
import { isActiveWalletUiHost, registerWalletUiHost, type UiHost, type WalletUiHost } from '../core/internal.js'
import { useFoyerClient } from './context.js'

/**
 * For UI that shows the wallet screens (the default UI's <FoyerModal/> and <FoyerEmbed/> do):
 * registers while mounted — so signing requests show a screen — and `active` is true for the one
 * host that shows them (an embed, else the most recently mounted).
 */
export function useWalletUiHost(kind: UiHost['kind']): boolean {
  const client = useFoyerClient()
  const [active, setActive] = useState(false)
  useEffect(() => {
    const host: WalletUiHost = { kind, notify: () => setActive(isActiveWalletUiHost(client, host)) }
    const unregister = registerWalletUiHost(client, host)
    return () => {
      unregister()
      setActive(false)
    }
  }, [client, kind])
  return active
}
