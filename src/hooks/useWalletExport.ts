'use client'
import { useCallback } from 'react'
import { exportFrameUrl, walletExportFlow, walletRequestValue, type ExportFrameOptions, type WalletExportState } from '../core/index.js'
import { attachExportFrameOnUse } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useValue } from './internal.js'

/** The export frame as `attachExportFrame` needs it: an iframe element (its window). */
export type ExportFrameElement = { readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null }

/** What `useWalletExport` returns: the export's state, the frame's URL, and how to connect the frame. */
export type UseWalletExportReturnType = {
  /** The wallet export on screen: connecting, ready, exported, error (see `useEmbeddedWalletRequest().request` for the wallet). */
  walletExport: WalletExportState
  /** The export frame's URL for the export on screen (null: none), with the frame's width, colours and language. */
  exportFrameUrl: (options?: ExportFrameOptions) => string | null
  /**
   * Connects the export frame once it is in the page (the iframe at `exportFrameUrl(options)`, the
   * same options): it gets the credentials by message. Returns the detach function (an effect's cleanup).
   */
  attachExportFrame: (iframe: ExportFrameElement, options?: ExportFrameOptions) => () => void
}

/**
 * The wallet export the default UI shows (`exportWallet`): its state, its frame's URL and how to
 * attach the frame — for the export screen, and for a host that replaces it with its own.
 */
export function useWalletExport(): UseWalletExportReturnType {
  const client = useFoyerClient()
  const walletExport = useValue(walletExportFlow)
  const frameUrl = useCallback((options?: ExportFrameOptions) => {
    const request = walletRequestValue.get(client)
    return request?.kind === 'export' ? exportFrameUrl(client, request, options) : null
  }, [client])
  const attach = useCallback((iframe: ExportFrameElement, options?: ExportFrameOptions) => attachExportFrameOnUse(client, { iframe, options }), [client])
  return { walletExport, exportFrameUrl: frameUrl, attachExportFrame: attach }
}
