'use client'
import { useWalletConnectors } from '../../hooks/internalApi.js'

/**
 * Renders nothing: starts wallet discovery (and handles a wallet deep link of the page URL) while
 * mounted, as every wallet hook does. The landing's `wallet` entry mounts it once idle.
 */
export default function StartWallets() {
  useWalletConnectors()
  return null
}
