/**
 * Copy of a cross-app wallet's request: the status screen while the provider app's popup is open,
 * and its errors. The error texts are the kit's messages word for word.
 */
export const walletProviderAppCopy = {
  'walletProviderApp.dialogTitle': 'Cross-app request',
  'walletProviderApp.awaiting.title': 'Waiting for {app}',
  'walletProviderApp.awaiting.detail': 'Approve the request in the {app} window that opened.',
  'walletProviderApp.method.personal_sign': 'Sign a message with your {app} wallet',
  'walletProviderApp.method.eth_signTypedData_v4': 'Sign data with your {app} wallet',
  'walletProviderApp.method.eth_sendTransaction': 'Send a transaction from your {app} wallet',
  'walletProviderApp.method.eth_signTransaction': 'Sign a transaction with your {app} wallet',
  'walletProviderApp.method.foyer_signSmartWalletMessage': 'Sign a message with your {app} smart wallet',
  'walletProviderApp.method.foyer_signSmartWalletTypedData': 'Sign data with your {app} smart wallet',
  'walletProviderApp.method.foyer_sendSmartWalletTx': 'Send a transaction from your {app} smart wallet',
  'walletProviderApp.done': 'Done',
  'walletProviderApp.error.title': 'Request to {app} failed',
  'walletProviderApp.error.rejected': 'User rejected request',
  'walletProviderApp.error.timeout': 'Request timeout',
  'walletProviderApp.error.readOnly': 'Cannot transact against a read-only provider app',
  'walletProviderApp.error.token': 'Transactions require a valid token',
  'walletProviderApp.error.init': 'Failed to initialize signature request',
  'walletProviderApp.error.wallet': 'Cannot request a signature with this wallet address',
  'walletProviderApp.error.invalidApp': 'Invalid connected app',
  'walletProviderApp.error.other': 'Something went wrong',
  'walletProviderApp.close': 'Close',
} as const
