'use client'
import { useCallback } from 'react'
import { closeWalletRequest, walletRequestValue, type WalletUiRequest } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useValue } from './internal.js'

/**
 * The embedded wallet's request on screen and closing it: what the default UI's overlays watch
 * before any request comes (`useEmbeddedWalletRequest` adds the flows and buttons the wallet
 * screens need, with their code).
 */
export function useShownWalletRequest(): { request: WalletUiRequest | null; close: () => void } {
  const client = useFoyerClient()
  const request = useValue(walletRequestValue)
  const close = useCallback(() => closeWalletRequest(client), [client])
  return { request, close }
}
