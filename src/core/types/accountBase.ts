/** Timestamps every linked account carries. */
export type VerifiedTimestamps = {
  /** When the account was first verified. */
  firstVerifiedAt: Date | null
  /** When the account was last verified. */
  latestVerifiedAt: Date | null
  verifiedAt: Date | null
}

/** Any account shape (used as a base by the typed accounts of other modules). */
export type OtherLinkedAccount = VerifiedTimestamps & { type: string; [key: string]: unknown }
