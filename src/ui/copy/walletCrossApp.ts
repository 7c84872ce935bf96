/**
 * Copy of a cross-app wallet's request: the status screen while the provider app's popup is open,
 * and its errors. The error texts are the kit's messages word for word.
 */
export const walletCrossAppCopy = {
  'walletCrossApp.dialogTitle': 'Cross-app request',
  'walletCrossApp.awaiting.title': 'Waiting for {app}',
  'walletCrossApp.awaiting.detail': 'Approve the request in the {app} window that opened.',
  'walletCrossApp.method.personal_sign': 'Sign a message with your {app} wallet',
  'walletCrossApp.method.eth_signTypedData_v4': 'Sign data with your {app} wallet',
  'walletCrossApp.method.eth_sendTransaction': 'Send a transaction from your {app} wallet',
  'walletCrossApp.method.eth_signTransaction': 'Sign a transaction with your {app} wallet',
  'walletCrossApp.done': 'Done',
  'walletCrossApp.error.title': 'Request to {app} failed',
  'walletCrossApp.error.rejected': 'User rejected request',
  'walletCrossApp.error.timeout': 'Request timeout',
  'walletCrossApp.error.readOnly': 'Cannot transact against a read-only provider app',
  'walletCrossApp.error.token': 'Transactions require a valid token',
  'walletCrossApp.error.init': 'Failed to initialize signature request',
  'walletCrossApp.error.wallet': 'Cannot request a signature with this wallet address',
  'walletCrossApp.error.invalidApp': 'Invalid connected app',
  'walletCrossApp.error.other': 'Something went wrong',
  'walletCrossApp.close': 'Close',
} as const
