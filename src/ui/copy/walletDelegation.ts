/**
 * Copy of delegated actions: the consent 'Enable offline access' (Accept, Not now) and the revoke
 * 'Revoke offline access to wallet' (Confirm, Deny), with their results. Texts quoted by the spec
 * are word for word.
 */
export const walletDelegationCopy = {
  'walletDelegation.dialogTitle': 'Offline access',
  'walletDelegation.consent.title': 'Enable offline access',
  'walletDelegation.consent.description': '{app} will be able to use this wallet on your behalf while you are away. You can revoke this at any time.',
  'walletDelegation.consent.descriptionNoApp': 'This app will be able to use this wallet on your behalf while you are away. You can revoke this at any time.',
  'walletDelegation.consent.accept': 'Accept',
  'walletDelegation.consent.decline': 'Not now',
  'walletDelegation.consent.success': 'Offline access enabled',
  'walletDelegation.revoke.title': 'Revoke offline access to wallet',
  'walletDelegation.revoke.description': '{app} will no longer be able to use your wallets while you are away.',
  'walletDelegation.revoke.descriptionNoApp': 'This app will no longer be able to use your wallets while you are away.',
  'walletDelegation.revoke.confirm': 'Confirm',
  'walletDelegation.revoke.decline': 'Deny',
  'walletDelegation.revoke.success': 'Offline access revoked',
  'walletDelegation.wallet': 'Wallet',
  'walletDelegation.chain.ethereum': 'Ethereum',
  'walletDelegation.chain.solana': 'Solana',
  'walletDelegation.submitting': 'Please wait...',
  'walletDelegation.error': 'Something went wrong',
} as const
