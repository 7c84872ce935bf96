'use client'
import { useCallback } from 'react'
import {
  cloudRecoveryFlow, confirmCloudRecovery, retryCloudRecovery, startCloudRecovery,
  type CloudRecoveryFlowState, type StartCloudRecoveryParameters,
} from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useValue } from './internal.js'

/** What `useCloudRecovery` returns: the cloud backup on screen and its buttons. */
export type UseCloudRecoveryReturnType = {
  /** Its provider, what it does (create, setRecovery, recover) and where it stands (not-confirmed, executing, success, error). */
  state: CloudRecoveryFlowState
  /** Begins a backup (at once) or a recovery (waiting for `confirm`) with a provider. */
  start: (parameters: StartCloudRecoveryParameters) => Promise<void>
  /** 'Confirm with {provider}': the recovery begins (opens the provider's window: call it from the click). */
  confirm: () => Promise<void>
  /** 'Try again' after a failure (from the click too). */
  retry: () => Promise<void>
}

/**
 * The cloud backup (Google Drive, iCloud) the default UI shows — for its screen, and for a host
 * that replaces it with its own.
 */
export function useCloudRecovery(): UseCloudRecoveryReturnType {
  const client = useFoyerClient()
  const state = useValue(cloudRecoveryFlow)
  const start = useCallback((parameters: StartCloudRecoveryParameters) => startCloudRecovery(client, parameters), [client])
  const confirm = useCallback(() => confirmCloudRecovery(client), [client])
  const retry = useCallback(() => retryCloudRecovery(client), [client])
  return { state, start, confirm, retry }
}
