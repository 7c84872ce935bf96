/**
 * The simulated Farcaster relay of the dev backend: channels opened by `farcaster/init`, approved
 * (or rejected) on a dev page as a test fid whose custody key — a viem local account derived
 * deterministically from the fid — signs the Sign-In-With-Farcaster message (EIP-4361 style).
 */
import { keccak256, toHex, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { randomId, randomToken } from './random.js'
import { farcasterSignerControls } from './farcasterSigners.js'
import type { Store } from './store.js'

/** Life of a channel, and the expiry written into its login message. */
export const FARCASTER_CHANNEL_TTL_MS = 10 * 60_000

/** A Farcaster profile the dev backend's relay returns: fid, username, display name and picture. */
export interface FarcasterProfile {
  fid: number
  username: string
  display_name: string
  pfp_url: string
}

export interface FarcasterApproval extends FarcasterProfile {
  message: string
  signature: Hex
}

export interface FarcasterChannel {
  channelToken: string
  nonce: string
  /** The relying party (`domain` of the message). */
  domain: string
  /** The `uri` of the message (the init's redirect_url). */
  uri: string
  createdAt: number
  expiresAt: number
  state: 'pending' | 'completed' | 'rejected'
  approval: FarcasterApproval | null
  /** An approval is single use: authenticate/link consume it. */
  used: boolean
}

const initials = (name: string) => name.slice(0, 1).toUpperCase()
const avatar = (name: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="hsl(${hue} 60% 55%)"/><text x="32" y="41" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${initials(name)}</text></svg>`,
  )}`

/** Test fids offered on the approve page; any other positive fid works too. */
export const DEV_FARCASTER_USERS: FarcasterProfile[] = [
  { fid: 1001, username: 'alice', display_name: 'Alice Example', pfp_url: avatar('Alice', 265) },
  { fid: 1002, username: 'bob', display_name: 'Bob Example', pfp_url: avatar('Bob', 160) },
  { fid: 1003, username: 'carol', display_name: 'Carol Example', pfp_url: avatar('Carol', 20) },
]

/** The profile of a fid: a known test user, else a generated one. */
export function farcasterProfile(fid: number): FarcasterProfile {
  return DEV_FARCASTER_USERS.find((u) => u.fid === fid) ?? {
    fid,
    username: `fid${fid}`,
    display_name: `Test user ${fid}`,
    pfp_url: avatar(String(fid), (fid * 37) % 360),
  }
}

const custody = new Map<number, PrivateKeyAccount>()
/** The custody account of a fid: the same key for the same fid, in every backend. */
export function farcasterCustodyAccount(fid: number): PrivateKeyAccount {
  let account = custody.get(fid)
  if (!account) custody.set(fid, (account = privateKeyToAccount(keccak256(toHex(`foyer-dev-farcaster-custody:${fid}`)))))
  return account
}

export const isFid = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0

// Channels live with the store, so `reset()` (a new store) drops them.
const relays = new WeakMap<Store, Map<string, FarcasterChannel>>()
export function farcasterChannels(store: Store): Map<string, FarcasterChannel> {
  let channels = relays.get(store)
  if (!channels) relays.set(store, (channels = store.boundedMap()))
  return channels
}

export function openChannel(store: Store, { domain, uri, now }: { domain: string; uri: string; now: number }): FarcasterChannel {
  const channel: FarcasterChannel = {
    channelToken: randomToken(24),
    nonce: randomId(16),
    domain,
    uri,
    createdAt: now,
    expiresAt: now + FARCASTER_CHANNEL_TTL_MS,
    state: 'pending',
    approval: null,
    used: false,
  }
  farcasterChannels(store).set(channel.channelToken, channel)
  return channel
}

/** A live (unexpired) channel, or undefined. */
export function liveChannel(store: Store, channelToken: unknown, now: number): FarcasterChannel | undefined {
  if (typeof channelToken !== 'string') return undefined
  const channel = farcasterChannels(store).get(channelToken)
  return channel && channel.expiresAt > now ? channel : undefined
}

/** The SIWF message a fid's custody key signs for a channel. */
export function farcasterMessage(channel: FarcasterChannel, fid: number, now: number): string {
  return createSiweMessage({
    domain: channel.domain,
    address: farcasterCustodyAccount(fid).address,
    statement: 'Farcaster Auth',
    uri: channel.uri,
    version: '1',
    chainId: 10,
    nonce: channel.nonce,
    issuedAt: new Date(now),
    expirationTime: new Date(channel.expiresAt),
    resources: [`farcaster://fid/${fid}`],
  })
}

/** Approves a pending channel as `fid`: signs the message with its custody key and completes it. */
export async function approveChannel(channel: FarcasterChannel, fid: number, now: number): Promise<FarcasterApproval> {
  if (channel.state !== 'pending') throw new Error(`The channel is ${channel.state}`)
  const message = farcasterMessage(channel, fid, now)
  const signature = await farcasterCustodyAccount(fid).signMessage({ message })
  channel.approval = { ...farcasterProfile(fid), message, signature }
  channel.state = 'completed'
  return channel.approval
}

export function rejectChannel(channel: FarcasterChannel): void {
  if (channel.state !== 'pending') throw new Error(`The channel is ${channel.state}`)
  channel.state = 'rejected'
}

/** `backend.farcaster`: what the approve page does, for tests. */
export function farcasterControls(ctx: { store: Store; now(): number }) {
  const channel = (channelToken: string) => {
    const found = liveChannel(ctx.store, channelToken, ctx.now())
    if (!found) throw new Error('Unknown or expired Farcaster channel')
    return found
  }
  return {
    approve: async (channelToken: string, { fid = DEV_FARCASTER_USERS[0]!.fid }: { fid?: number } = {}) => {
      const { message, signature } = await approveChannel(channel(channelToken), fid, ctx.now())
      return { fid, message, signature }
    },
    reject: (channelToken: string) => rejectChannel(channel(channelToken)),
    custodyAddress: (fid: number) => farcasterCustodyAccount(fid).address,
    signers: farcasterSignerControls(ctx),
  }
}
