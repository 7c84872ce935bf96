import type { OtherLinkedAccount } from './accountBase.js'

/** POST /api/v1/farcaster/init answer: the relay channel to poll and the link the user opens. */
export type WireFarcasterChannel = { channel_token: string; connect_uri: string }

/** GET /api/v1/farcaster/status answer (channel token in the `farcaster-channel-token` header). */
export type WireFarcasterStatus =
  | { state: 'pending' }
  | { state: 'rejected' }
  | {
      state: 'completed'
      /** The Sign-In-With-Farcaster message (EIP-4361 style) the custody key signed. */
      message: string
      signature: `0x${string}`
      fid: number
      username?: string | null
      display_name?: string | null
      pfp_url?: string | null
    }

/** The relay's answer once the user approved the Farcaster login: the signed message and the profile. */
export type FarcasterApproval = Extract<WireFarcasterStatus, { state: 'completed' }>

/** A linked Farcaster account (wire: fid, owner_address, username, display_name, pfp, …). */
export type FarcasterAccount = OtherLinkedAccount & {
  type: 'farcaster'
  fid: number
  /** The fid's custody address, which signed the login message. */
  ownerAddress: string
  username: string | null
  displayName: string | null
  pfp: string | null
  signerPublicKey: string | null
}

/** Whether a linked account is a Farcaster account. */
export const isFarcasterAccount = (account: { type: string }): account is FarcasterAccount => account.type === 'farcaster'
