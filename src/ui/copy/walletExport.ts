/**
 * Copy of the wallet export: 'Connecting to your wallet' and the export screen. Texts quoted by
 * the spec are word for word.
 */
export const walletExportCopy = {
  'walletExport.dialogTitle': 'Export wallet',
  'walletExport.title': 'Export wallet',
  'walletExport.warning': 'Never share your private key or seed phrase with anyone.',
  'walletExport.address': 'Wallet address',
  'walletExport.chain.ethereum': 'Ethereum',
  'walletExport.chain.solana': 'Solana',
  'walletExport.frameTitle': 'Your private key',
  'walletExport.connecting.title': 'Connecting to your wallet',
  'walletExport.connecting.detail': 'Please wait...',
  'walletExport.error': "Something went wrong. We're on it. Please try again later.",
  'walletExport.close': 'Close',
} as const
