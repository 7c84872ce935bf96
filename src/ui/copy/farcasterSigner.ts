/**
 * Copy of the Farcaster signer screen: the approval link as a QR code and a link, the wait, then
 * approved, 'Request rejected' (revoked) or 'Connect failed' (timed out). Texts quoted by the spec
 * are word for word.
 */
export const farcasterSignerCopy = {
  'farcasterSigner.dialogTitle': 'Farcaster signer',
  'farcasterSigner.title': 'Add a Farcaster signer',
  'farcasterSigner.description': "Scan with your phone's camera and approve in Farcaster to let this app post for you.",
  'farcasterSigner.descriptionApp': "Scan with your phone's camera and approve in Farcaster to let {app} post for you.",
  'farcasterSigner.qrAlt': 'QR code to approve the Farcaster signer',
  'farcasterSigner.openLink': 'Open in Farcaster',
  'farcasterSigner.copyLink': 'Copy link',
  'farcasterSigner.copied': 'Copied',
  'farcasterSigner.connecting': 'Connecting to Farcaster…',
  'farcasterSigner.waiting': 'Waiting for you to approve in Farcaster…',
  'farcasterSigner.approved': 'Signer approved',
  'farcasterSigner.approvedDetail': 'This app can now post to Farcaster for you.',
  'farcasterSigner.rejected': 'Request rejected',
  'farcasterSigner.rejectedDetail': 'The signer was revoked in Farcaster.',
  'farcasterSigner.timedOut': 'Connect failed',
  'farcasterSigner.timedOutDetail': 'The request timed out. Try again.',
  'farcasterSigner.error': 'Something went wrong',
  'farcasterSigner.retry': 'Try again',
  'farcasterSigner.close': 'Close',
} as const
