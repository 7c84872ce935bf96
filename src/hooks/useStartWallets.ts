'use client'
import { useEffect } from 'react'
import { readyValue, startWalletsOnUse, type FoyerClient } from '../core/internal.js'
import { useValue } from './internal.js'

/**
 * Starts wallet discovery for the client once it is ready (idempotent), and then handles a wallet
 * deep link carried by the page URL (privy_connector …). Every wallet hook calls it, so a bundle
 * that never uses wallets carries none of the wallet code (the headless size budget); the wallet
 * runtime itself loads on first use (`startWalletsOnUse`), after the page's first paint.
 */
export function useStartWallets(client: FoyerClient): void {
  const ready = useValue(readyValue)
  useEffect(() => {
    if (!ready) return
    void startWalletsOnUse(client).catch(() => undefined)
  }, [client, ready])
}
