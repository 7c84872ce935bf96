'use client'
import { useEffect, useMemo, useState } from 'react'
import {
  getWalletDirectory, loadWalletDirectoryOnUse, readyValue, walletDirectoryValue, type LoadWalletDirectoryReturnType, type WalletListing,
} from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useValue } from './internal.js'

/** What {@link useWalletDirectory} returns. */
export type UseWalletDirectoryReturnType = {
  /** The directory in use: the bundled list until the service answers (or for good when it fails or is slow). */
  directory: readonly WalletListing[]
  /** True while the directory service is asked. */
  loading: boolean
  /** Where `directory` came from once loaded ('host', 'service', 'cache', 'bundled'); null while loading. */
  source: LoadWalletDirectoryReturnType['source'] | null
  /** Why the bundled list stands, when it does: no service configured, it failed, or it timed out. */
  fallback: LoadWalletDirectoryReturnType['fallback'] | null
}

/**
 * The wallet directory, loading the directory service's listings once the client is ready
 * (`loadWalletDirectory`: `GET {walletDirectoryUrl}/v3/wallets?projectId=…`, cached for the page,
 * the bundled list when it fails or takes longer than WALLET_DIRECTORY_TIMEOUT_MS). The default
 * wallet picker uses it, so the request goes out with the picker, not with the landing; the
 * loading code is a chunk of its own.
 */
export function useWalletDirectory(): UseWalletDirectoryReturnType {
  const client = useFoyerClient()
  const ready = useValue(readyValue)
  const remote = useValue(walletDirectoryValue)
  const [answer, setAnswer] = useState<LoadWalletDirectoryReturnType | null>(null)
  useEffect(() => {
    if (!ready) return
    let live = true
    void loadWalletDirectoryOnUse(client).then((result) => {
      if (live) setAnswer(result)
    })
    return () => {
      live = false
    }
  }, [client, ready])
  const directory = useMemo(() => getWalletDirectory(client), [client, remote]) // eslint-disable-line react-hooks/exhaustive-deps
  return { directory, loading: answer === null, source: answer?.source ?? null, fallback: answer?.fallback ?? null }
}
