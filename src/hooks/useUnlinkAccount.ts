'use client'
import { useCallback, useMemo } from 'react'
import { unlinkAccount, type FoyerError, type LinkedAccount, type User } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useRun } from './internal.js'

/** The parameters of {@link useUnlinkAccount}. */
export type UseUnlinkAccountParameters = {
  onSuccess?: ((user: User) => void) | undefined
  onError?: ((error: FoyerError) => void) | undefined
}
/** What {@link useUnlinkAccount} returns. */
export type UseUnlinkAccountReturnType = {
  /** Unlinks any linked account (embedded wallets: 'Cannot unlink an embedded wallet'). */
  unlink: (account: LinkedAccount) => Promise<User>
  unlinkEmail: (address: string) => Promise<User>
  unlinkPhone: (phoneNumber: string) => Promise<User>
  unlinkOAuth: (provider: string, subject: string) => Promise<User>
  unlinkPasskey: (credentialId: string) => Promise<User>
  unlinkFarcaster: (fid: number) => Promise<User>
  unlinkTelegram: (telegramUserId: string) => Promise<User>
  unlinkCrossAppAccount: (subject: string) => Promise<User>
  unlinkCustomAuth: (customUserId: string) => Promise<User>
  unlinkWallet: (address: string, chainType?: 'ethereum' | 'solana') => Promise<User>
}

const ts = { firstVerifiedAt: null, latestVerifiedAt: null, verifiedAt: null }

/** Unlinking, one typed method per account kind, all through core's `unlinkAccount`. */
export function useUnlinkAccount(parameters: UseUnlinkAccountParameters = {}): UseUnlinkAccountReturnType {
  const client = useFoyerClient()
  const run = useRun({ onComplete: parameters.onSuccess, onError: parameters.onError })
  const unlink = useCallback((account: LinkedAccount) => run(() => unlinkAccount(client, { account }), true), [client, run])
  return useMemo(() => {
    const by = (account: Record<string, unknown>) => unlink({ ...ts, ...account } as LinkedAccount)
    return {
      unlink,
      unlinkEmail: (address) => by({ type: 'email', address }),
      unlinkPhone: (number) => by({ type: 'phone', number }),
      unlinkOAuth: (provider, subject) => by({ type: `${provider}_oauth`, subject }),
      unlinkPasskey: (credentialId) => by({ type: 'passkey', credentialId }),
      unlinkFarcaster: (fid) => by({ type: 'farcaster', fid }),
      unlinkTelegram: (telegramUserId) => by({ type: 'telegram', telegramUserId }),
      unlinkCrossAppAccount: (subject) => by({ type: 'cross_app', subject }),
      unlinkCustomAuth: (customUserId) => by({ type: 'custom_auth', customUserId }),
      unlinkWallet: (address, chainType = 'ethereum') => by({ type: 'wallet', address, chainType }),
    }
  }, [unlink])
}
