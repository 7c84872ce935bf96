import type { StoryDefault } from '@ladle/react'
import { farcasterSignerFlow, walletRequestValue, type FarcasterSignerState } from '../src/core/internal.js'
import { variants, type StoryContext } from './support.js'

export default { title: 'Farcaster signer' } satisfies StoryDefault

// The signer screen reads the request on screen and its flow from the client
// (useFarcasterSignerRequest): each story puts them there, as requestFarcasterSigner does.
const PUBLIC_KEY = '0x3ec597d03e6111112b07670a1f7343f3054edc3914009ef5e355592bd156a676'
const APPROVAL_URL = 'http://localhost:4321/__dev/farcaster/signer?token=Zm9vYmFyLXNpZ25lci10b2tlbg'

const onScreen = (state: Partial<FarcasterSignerState>) =>
  async (ctx: StoryContext) => {
    farcasterSignerFlow.set(ctx.client, { status: 'awaiting-approval', publicKey: PUBLIC_KEY, approvalUrl: APPROVAL_URL, error: null, ...state })
    walletRequestValue.set(ctx.client, { id: 1, kind: 'farcasterSigner', fid: 1001, address: '0x6b2bA4F4bC1dA9d6b6d3c4E0bF1aD5E7d8C9a0B1', uiOptions: {} })
    return { initialScreen: 'farcasterSigner' as const }
  }

const waiting = variants({ setup: onScreen({}) })
/** The approval link as a QR code and a link ('Open in Farcaster'), waiting for the approval. */
export const FarcasterSignerQrLight = waiting.Light
export const FarcasterSignerQrDark = waiting.Dark

const connecting = variants({ setup: onScreen({ status: 'initializing', publicKey: null, approvalUrl: null }) })
/** Before the link: the wallet service makes the key and the backend registers it. */
export const FarcasterSignerConnectingLight = connecting.Light
export const FarcasterSignerConnectingDark = connecting.Dark

const approved = variants({ setup: onScreen({ status: 'approved' }) })
/** 'Signer approved' (the screen closes after 1.4 s). */
export const FarcasterSignerApprovedLight = approved.Light
export const FarcasterSignerApprovedDark = approved.Dark

const rejected = variants({ setup: onScreen({ status: 'rejected' }) })
/** Revoked in Farcaster: 'Request rejected', Try again and Close. */
export const FarcasterSignerRejectedLight = rejected.Light
export const FarcasterSignerRejectedDark = rejected.Dark

const timedOut = variants({ setup: onScreen({ status: 'timed-out' }) })
/** No approval within 5 minutes: 'Connect failed' / 'The request timed out. Try again.' */
export const FarcasterSignerTimedOutLight = timedOut.Light
export const FarcasterSignerTimedOutDark = timedOut.Dark
