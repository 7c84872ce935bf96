/**
 * Copy of the funding screens: the landing, the amount, the card providers' status, the transfer
 * from another wallet, bridging from another network, manual receive, success and the error
 * screens. Texts quoted by the spec are word for word.
 */
export const fundingCopy = {
  'funding.dialogTitle': 'Add funds',
  'funding.provider.coinbase': 'Coinbase',
  'funding.provider.moonpay': 'Moonpay',
  'funding.solanaNetwork': 'Solana ({cluster})',
  'funding.amountValue': '{amount} {token}',
  'funding.withUsd': '{amount} ({usd})',

  // The landing
  'funding.landing.title': 'Add funds to your {wallet} wallet',
  'funding.landing.subtitle': 'Add {token} on {network}.',
  'funding.landing.options': 'Ways to add funds',
  'funding.landing.card': 'Pay with card',
  'funding.landing.cardVia': 'With {provider}',
  'funding.landing.exchange': 'Transfer from an exchange',
  'funding.landing.wallet': 'Transfer from wallet',
  'funding.landing.manual': 'Receive funds',
  'funding.landing.trouble': 'Having trouble or facing location restrictions?',
  'funding.landing.switchProvider': 'Try a different provider.',
  'funding.landing.coinbaseFailed': 'Something went wrong adding funds. Please try again or use another method.',
  'funding.landing.moonpayFailed': 'Something went wrong adding funds from Moonpay. Please try again or use another method to fund your wallet.',

  // Confirm or edit amount
  'funding.amount.title': 'Confirm or edit amount',
  'funding.amount.label': 'Amount ({token})',
  'funding.amount.usd': '≈ {usd}',
  'funding.amount.usdUnknown': 'USD estimate unavailable',
  'funding.amount.card': 'You will pay with {provider} in a new window.',
  'funding.amount.exchange': 'You will transfer from your {provider} account in a new window.',
  'funding.amount.continue': 'Continue',

  // The card providers' status ('Fund account')
  'funding.card.title': 'Fund account',
  'funding.card.starting': 'Opening {provider}…',
  'funding.card.inFlow': 'Complete your purchase in the {provider} window. This screen updates when your funds arrive.',
  'funding.card.inFlowExchange': 'Complete the transfer from your {provider} account in its window. This screen updates when your funds arrive.',
  'funding.card.afterFlow': 'Waiting for your funds to arrive. This can take a few minutes.',
  'funding.card.pending': 'Complete your purchase in the {provider} window. This screen updates when it is done.',
  'funding.card.waitingAuthorization': 'Your payment is waiting for authorization. Approve it with {provider} to continue.',
  'funding.card.completed': 'Purchase complete. Your funds are on their way.',
  'funding.card.status': 'Purchase status',

  // Transfer from wallet
  'funding.wallets.title': 'Transfer from wallet',
  'funding.wallets.subtitle': 'Choose the wallet to send {token} from.',
  'funding.wallets.list': 'Wallets',
  'funding.wallets.more': 'More wallets',
  'funding.wallets.connectedRow': '{wallet} ({address})',
  'funding.wallets.empty': 'No wallets found in this browser.',
  'funding.wallets.connecting': 'Connecting to {wallet}',
  'funding.wallets.failed': 'Unable to connect wallet',

  // The transfer's confirmation (Ethereum and Solana funding)
  'funding.transfer.title': 'Confirm transfer',
  'funding.transfer.subtitle': 'Send {token} from {wallet} to your wallet.',
  'funding.transfer.preparing': 'Preparing your transfer',
  'funding.transfer.total': 'Total',
  'funding.transfer.to': 'To',
  'funding.transfer.network': 'Network',
  'funding.transfer.fee': 'Estimated fee',
  'funding.transfer.feeUnknown': 'Unavailable',
  'funding.transfer.confirm': 'Confirm',
  'funding.transfer.sending': 'Confirm in {wallet}',
  'funding.transfer.confirming': 'Waiting for confirmation',

  // Bridging from another network
  'funding.bridge.title': 'Transfer from another network',
  'funding.bridge.subtitle': 'Bridge funds from another network to {network}.',
  'funding.bridge.amount': 'Amount ({token})',
  'funding.bridge.from': 'From',
  'funding.bridge.to': 'To',
  'funding.bridge.toValue': '{address} on {network}',
  'funding.bridge.network': 'Source network',
  'funding.bridge.networkOption': '{network} ({balance} {token})',
  'funding.bridge.youPay': 'You pay',
  'funding.bridge.fee': 'Bridge fee',
  'funding.bridge.time': 'Estimated time',
  'funding.bridge.seconds': '~{seconds} s',
  'funding.bridge.loading': 'Getting a quote',
  'funding.bridge.confirm': 'Confirm with {wallet}',
  'funding.bridge.sending': 'Confirm in {wallet}',
  'funding.bridgeChooser.subtitle': 'Choose the network to send funds from.',
  'funding.bridgeChooser.list': 'Source networks',
  'funding.bridgeChooser.balance': 'Balance: {balance} {token}',
  'funding.bridging.title': 'Bridging in progress',
  'funding.bridging.subtitle': 'Your funds are on their way to {network}. This usually takes less than a minute.',
  'funding.bridging.delayed': 'This is taking longer than usual. Your funds are safe.',
  'funding.bridging.success': 'Bridge complete',
  'funding.bridging.hash': 'Deposit transaction: {hash}',

  // Manual receive
  'funding.receive.title': 'Receive funds',
  'funding.receive.subtitle': 'Send {token} on {network} to this address.',
  'funding.receive.qr': 'QR code of your wallet address',
  'funding.receive.address': 'Your wallet address',
  'funding.receive.copy': 'Copy address',
  'funding.receive.copied': 'Copied',
  'funding.receive.balanceValue': 'Balance: {balance} {token}',
  'funding.receive.checking': 'Balance: checking…',
  'funding.receive.waiting': 'Waiting for your deposit…',
  'funding.receive.received': 'Funds received',
  'funding.receive.continue': 'Continue',

  // Success
  'funding.success.title': 'Success!',
  'funding.success.detail': "You've successfully added {amount} {token} to your {app} wallet. It may take a minute before the funds are available to use.",

  // Error screens
  'funding.error.bridgeFailed.title': 'Transaction failed',
  'funding.error.bridgeFailed.detail': 'We were unable to complete the bridging transaction. Funds will be refunded on your wallet.',
  'funding.error.refundStatus': 'Check refund status',
  'funding.error.timeout.title': 'Timed out',
  'funding.error.timeout.detail': 'The request took too long. Please try again.',
  'funding.error.insufficient.title': 'Insufficient balance',
  'funding.error.insufficient.detail': 'Wallet {address} does not have enough funds.',
  'funding.error.transaction.title': 'Transaction failure',
  'funding.error.other.title': 'Something went wrong',
  'funding.error.other.detail': 'Try again later',
  'funding.error.tryAgain': 'Try again',

  // Funding errors' messages (by error code)
  'error.message.unable_to_initialize_flow': 'Unable to initialize flow',
  'error.message.unable_to_fetch_bridge_quotes': 'Unable to fetch quotes for bridging',
  'error.message.unable_to_load_solana_plugin': 'Unable to load solana plugin',
  'error.message.funding_config_not_found': "Couldn't find funding config",
  'error.message.failed_to_fetch_moonpay_transaction_status': 'Failed to fetch Moonpay transaction status',
} as const
