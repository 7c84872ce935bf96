import type { StoryDefault } from '@ladle/react'
import {
  ApiError, EmbeddedWalletServiceError, delegationFlow, walletRequestValue, type DelegationState,
} from '../src/core/internal.js'
import { variants, type StoryContext } from './support.js'

export default { title: 'Delegated actions' } satisfies StoryDefault

// The delegation screens read the request on screen and its flow from the client
// (useDelegationRequest): each story puts them there, as delegateWallet / revokeWallets do.
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'

const onScreen = (action: 'delegate' | 'revoke', state: Partial<DelegationState>, address = ADDRESS, chainType: 'ethereum' | 'solana' = 'ethereum') =>
  async (ctx: StoryContext) => {
    delegationFlow.set(ctx.client, { status: 'asking', error: null, ...state })
    walletRequestValue.set(ctx.client, { id: 1, kind: 'delegation', action, address, chainType, uiOptions: {} })
    return { initialScreen: 'walletDelegation' as const }
  }

const consent = variants({ setup: onScreen('delegate', {}) })
/** 'Enable offline access': the wallet, Accept and Not now. */
export const DelegationConsentLight = consent.Light
export const DelegationConsentDark = consent.Dark

const consentSolana = variants({ setup: onScreen('delegate', {}, SOLANA, 'solana') })
/** The consent for an embedded Solana wallet. */
export const DelegationConsentSolanaLight = consentSolana.Light
export const DelegationConsentSolanaDark = consentSolana.Dark

const submitting = variants({ setup: onScreen('delegate', { status: 'submitting' }) })
/** Accepted: 'Please wait...' while the wallet service hands the sealed key to the backend. */
export const DelegationSubmittingLight = submitting.Light
export const DelegationSubmittingDark = submitting.Dark

const enabled = variants({ setup: onScreen('delegate', { status: 'success' }) })
/** 'Offline access enabled' (the screen closes after 2.5 s). */
export const DelegationEnabledLight = enabled.Light
export const DelegationEnabledDark = enabled.Dark

const failed = variants({ setup: onScreen('delegate', { status: 'error', error: new EmbeddedWalletServiceError({ type: 'embedded_wallet_request_error', message: 'Unable to delegate wallet' }) }) })
/** The consent failed: the error (the screen closes after 2.5 s, rejecting with it). */
export const DelegationErrorLight = failed.Light
export const DelegationErrorDark = failed.Dark

const revoke = variants({ setup: onScreen('revoke', {}) })
/** 'Revoke offline access to wallet': Confirm and Deny. */
export const DelegationRevokeLight = revoke.Light
export const DelegationRevokeDark = revoke.Dark

const revoking = variants({ setup: onScreen('revoke', { status: 'submitting' }) })
/** Confirmed: 'Please wait...' while the backend forgets the keys. */
export const DelegationRevokingLight = revoking.Light
export const DelegationRevokingDark = revoking.Dark

const revoked = variants({ setup: onScreen('revoke', { status: 'success' }) })
/** 'Offline access revoked' (the screen closes after 2.5 s). */
export const DelegationRevokedLight = revoked.Light
export const DelegationRevokedDark = revoked.Dark

const revokeFailed = variants({ setup: onScreen('revoke', { status: 'error', error: new ApiError({ status: 400, code: 'invalid_data', message: 'Unable to revoke offline access', path: '/api/v1/wallets/revoke', method: 'POST', body: null }) }) })
/** The revoke failed: the server's error (the screen closes after 2.5 s, rejecting with it). */
export const DelegationRevokeErrorLight = revokeFailed.Light
export const DelegationRevokeErrorDark = revokeFailed.Dark
