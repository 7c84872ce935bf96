import type { StoryDefault } from '@ladle/react'
import {
  EmbeddedWalletServiceError, FoyerError, loginWithEmailCode, postLoginFlow, ProviderRpcError, signRequestFlow, TransactionFailedError, transactionRequestFlow, walletRequestValue,
  MAX_UINT256, SolanaInsufficientFundsError, SolanaTransactionFailedError, solanaTransactionFlow,
  type SolanaInstruction, type SolanaTransactionState, type SolanaTransactionSummary,
  type SignRequestState, type TransactionRequestState, type TransactionScanResult, type TransactionScanState, type TransactionStep, type TransactionSummary,
  type WalletUiOptions, type WalletUiRequest,
} from '../src/core/internal.js'
import { sendCode, variants, type StoryContext } from './support.js'

export default { title: 'Embedded wallets' } satisfies StoryDefault

// The wallet screens read the request on screen and its flow from the client (useEmbeddedWalletRequest):
// the stories put a request and its state there, as signMessage / sendTransaction do.
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'
const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56"><rect width="56" height="56" rx="12" fill="#6a5af9"/></svg>')}`
const STORY_MESSAGE = 'Foyer Demo asks you to sign in. Nonce: 8f2a41c9'

type SignStoryRequest =
  | { kind: 'signMessage'; message: string; uiOptions: WalletUiOptions }
  | { kind: 'signTypedData'; typedData: Record<string, unknown>; uiOptions: WalletUiOptions }
const signRequest = (ctx: StoryContext, request: SignStoryRequest, state: Partial<SignRequestState> = {}) => {
  signRequestFlow.set(ctx.client, { status: 'idle', signature: null, error: null, ...state })
  walletRequestValue.set(ctx.client, { id: 1, address: ADDRESS, ...request } as WalletUiRequest)
  return { initialScreen: 'walletSign' as const }
}
const message = (uiOptions: WalletUiOptions = {}) => ({ kind: 'signMessage' as const, message: STORY_MESSAGE, uiOptions })

const signIdle = variants({ setup: async (ctx) => signRequest(ctx, message()) })
/** 'Sign message' / 'Signing this message will not cost you any fees.' / 'Sign and continue'. */
export const SignMessageLight = signIdle.Light
export const SignMessageDark = signIdle.Dark

const signCustom = variants({
  setup: async (ctx) => signRequest(ctx, message({ title: 'Verify your wallet', description: 'Acme asks for one signature.', buttonText: 'Sign in to Acme', iconUrl: ICON, isCancellable: true })),
})
/** uiOptions: title, description, button, icon and 'Cancel' (isCancellable). */
export const SignMessageOptionsLight = signCustom.Light
export const SignMessageOptionsDark = signCustom.Dark

const signTyped = variants({
  setup: async (ctx) =>
    signRequest(ctx, {
      kind: 'signTypedData',
      uiOptions: {},
      typedData: {
        domain: { name: 'Foyer Mail', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
        types: { Mail: [{ name: 'from', type: 'string' }, { name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { from: 'Ada', contents: 'Hello, Bob!' },
      },
    }),
})
/** Typed data: its message and 'Copy full payload'. */
export const SignTypedDataLight = signTyped.Light
export const SignTypedDataDark = signTyped.Dark

const signLoading = variants({ setup: async (ctx) => signRequest(ctx, message(), { status: 'loading' }) })
/** Loading the wallet service: the button waits. */
export const SignLoadingLight = signLoading.Light
export const SignLoadingDark = signLoading.Dark

const signSigning = variants({ setup: async (ctx) => signRequest(ctx, message(), { status: 'signing' }) })
/** Signing. */
export const SignSigningLight = signSigning.Light
export const SignSigningDark = signSigning.Dark

const signSigned = variants({ setup: async (ctx) => signRequest(ctx, message(), { status: 'signed', signature: '0x01' }) })
/** Signed: 'Message signed' (the screen closes after 1.4 s; the story shows it until then). */
export const SignSignedLight = signSigned.Light
export const SignSignedDark = signSigned.Dark

const signError = variants({ setup: async (ctx) => signRequest(ctx, message(), { status: 'error', error: new FoyerError('Unable to sign message', 'UNABLE_TO_SIGN') }) })
/** A failed signature: the message and 'Try again'. */
export const SignErrorLight = signError.Light
export const SignErrorDark = signError.Dark

// ── Transactions ──────────────────────────────────────────────────────────

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const NFT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const DRAINER = '0xCf7Ed3AcCA5a467e9e704C703E8D87F634fB0Fc9'
/** A native send of 0.25 ETH at $3,000 / ETH: the fee reads in dollars. */
const SUMMARY: TransactionSummary = {
  from: ADDRESS,
  to: RECIPIENT,
  value: 250_000_000_000_000_000n,
  data: null,
  chain: { id: 31337, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, explorerUrl: 'https://explorer.example' },
  details: { action: 'send', functionName: null },
  token: null,
  prices: { native: 3000, token: null },
  sponsored: false,
  estimatedFee: 42_000_000_000_000n,
  balance: 1_000_000_000_000_000_000n,
  warning: null,
}
const USDC_TOKEN = { address: USDC, standard: 'erc20', name: 'USD Coin', symbol: 'USDC', decimals: 6 } as const
/** A call to a token contract: no value, the token read, its price known. */
const tokenCall = (details: TransactionSummary['details'], data: string): TransactionSummary => ({
  ...SUMMARY, to: USDC, value: 0n, data, details, token: USDC_TOKEN, prices: { native: 3000, token: 1 },
})
const TRANSFER = tokenCall({ action: 'token-transfer', functionName: 'transfer', amount: 25_500_000n, transferTo: RECIPIENT },
  '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c80000000000000000000000000000000000000000000000000000000001851d60')
const APPROVE_MAX = tokenCall({ action: 'token-approve', functionName: 'approve', amount: MAX_UINT256, spender: ROUTER },
  '0x095ea7b30000000000000000000000009fe46736679d2d9a65f0992f2272de9f3c7fa6e0ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff')
const APPROVE_ALL: TransactionSummary = {
  ...SUMMARY, to: NFT, value: 0n, prices: { native: 3000, token: null },
  data: '0xa22cb4650000000000000000000000009fe46736679d2d9a65f0992f2272de9f3c7fa6e00000000000000000000000000000000000000000000000000000000000000001',
  details: { action: 'nft-approve-all', functionName: 'setApprovalForAll', operator: ROUTER, approved: true },
  token: { address: NFT, standard: 'erc721', name: 'Foyer Punks', symbol: 'PUNK', decimals: 0 },
}
const UNKNOWN_CALL: TransactionSummary = {
  ...SUMMARY, to: ROUTER, value: 10_000_000_000_000_000n, data: '0x12345678000000000000000000000000000000000000000000000000000000000000002a',
  details: { action: 'call', functionName: '0x12345678' },
}
const DRAIN: TransactionSummary = {
  ...SUMMARY, to: DRAINER, value: 0n, data: '0x5b7e6ea1', details: { action: 'call', functionName: 'claimAirdrop' },
}

const USDC_ASSET = { type: 'erc20', address: USDC, name: 'USD Coin', symbol: 'USDC', logoUrl: null, decimals: 6 } as const
const ETH_ASSET = { type: 'native', address: null, name: 'Ether', symbol: 'ETH', logoUrl: null, decimals: 18 } as const
const scanned = (result: Partial<TransactionScanResult>): TransactionScanState => ({
  status: 'completed',
  error: null,
  result: { resultType: 'Benign', verdict: 'safe', description: null, features: [], simulation: { status: 'success', changes: [], exposures: [] }, ...result },
})
const TRANSFER_SCAN = scanned({
  simulation: { status: 'success', changes: [{ asset: USDC_ASSET, in: [], out: [{ raw: 25_500_000n, usd: 25.5, tokenId: null }] }], exposures: [] },
})
const APPROVE_SCAN = scanned({
  resultType: 'Warning', verdict: 'warn', description: 'This approval lets an unknown address spend all of your USDC.',
  simulation: { status: 'success', changes: [], exposures: [{ asset: USDC_ASSET, spender: ROUTER, raw: MAX_UINT256, usd: null, approvedForAll: false }] },
})
const DRAIN_SCAN = scanned({
  resultType: 'Malicious', verdict: 'error', description: 'This address is known to drain wallets. Your assets would be taken.',
  features: [{ type: 'KNOWN_MALICIOUS', description: 'Known drainer contract', address: DRAINER }],
  simulation: { status: 'success', changes: [{ asset: ETH_ASSET, in: [], out: [{ raw: 990_000_000_000_000_000n, usd: 2970, tokenId: null }] }], exposures: [] },
})

const NOT_SCANNED: TransactionScanState = { status: 'uninitiated', result: null, error: null }
const step = (summary: TransactionSummary, scan: TransactionScanState = NOT_SCANNED, acknowledged = false): TransactionStep => ({ summary, scan, acknowledged })
const SEND_SCAN = scanned({
  simulation: { status: 'success', changes: [{ asset: ETH_ASSET, in: [], out: [{ raw: 250_000_000_000_000_000n, usd: 750, tokenId: null }] }], exposures: [] },
})
const transaction = (ctx: StoryContext, state: Partial<TransactionRequestState>, uiOptions: WalletUiOptions = {}, mode: 'send' | 'sign' = 'send') => {
  transactionRequestFlow.set(ctx.client, {
    status: 'ready', steps: [step(SUMMARY, SEND_SCAN)], index: 0, hashes: [], hash: null, signature: null, receipt: null, error: null, ...state,
  })
  walletRequestValue.set(ctx.client, { id: 1, kind: 'transaction', mode, address: ADDRESS, transaction: { to: RECIPIENT, value: SUMMARY.value }, uiOptions })
  return { initialScreen: 'walletTransaction' as const }
}
/** A confirmation of one step. */
const confirmation = (summary: TransactionSummary, scan: TransactionScanState = NOT_SCANNED, acknowledged = false, uiOptions: WalletUiOptions = { isCancellable: true }) =>
  variants({ setup: async (ctx) => transaction(ctx, { steps: [step(summary, scan, acknowledged)] }, uiOptions) })

const txPreparing = variants({ setup: async (ctx) => transaction(ctx, { status: 'preparing', steps: [] }) })
/** Reading the fee and the balance. */
export const TransactionPreparingLight = txPreparing.Light
export const TransactionPreparingDark = txPreparing.Dark

const txConfirm = variants({ setup: async (ctx) => transaction(ctx, {}, { isCancellable: true }) })
/** A native send: Action 'Send', Amount '0.25 ETH ($750.00)', To, Network, the fee in dollars, Balance, Scan details, Details; 'Approve' and 'Not now'. */
export const TransactionConfirmLight = txConfirm.Light
export const TransactionConfirmDark = txConfirm.Dark

const txNoFee = variants({
  setup: async (ctx) => transaction(ctx, {
    steps: [step({ ...SUMMARY, to: null, value: 0n, data: '0x600080fd', details: { action: 'deploy', functionName: null }, prices: { native: null, token: null }, estimatedFee: null, warning: 'estimate failed' })],
  }),
})
/** A contract creation whose fee could not be estimated: the warning. */
export const TransactionFeeUnavailableLight = txNoFee.Light
export const TransactionFeeUnavailableDark = txNoFee.Dark

const txToken = confirmation(TRANSFER, TRANSFER_SCAN)
/** An ERC-20 transfer: 'Transfer token', Send '25.5 USDC ($25.50)', To the recipient, the token address; the scan's change −25.5 USDC. */
export const TransactionTokenTransferLight = txToken.Light
export const TransactionTokenTransferDark = txToken.Dark

const txApproveMax = confirmation(APPROVE_MAX, APPROVE_SCAN)
/** An unlimited ERC-20 approval: Amount 'Maximum USDC', the Spender, and the scan's warning banner. */
export const TransactionApproveMaximumLight = txApproveMax.Light
export const TransactionApproveMaximumDark = txApproveMax.Dark

const txApproveAll = confirmation(APPROVE_ALL, scanned({
  simulation: { status: 'success', changes: [], exposures: [{ asset: { type: 'erc721', address: NFT, name: 'Foyer Punks', symbol: 'PUNK', logoUrl: null, decimals: 0 }, spender: ROUTER, raw: null, usd: null, approvedForAll: true }] },
}))
/** setApprovalForAll: 'Approve all NFTs' with the Operator. */
export const TransactionNftApproveAllLight = txApproveAll.Light
export const TransactionNftApproveAllDark = txApproveAll.Dark

const PUNK = { type: 'erc721', address: NFT, name: 'Foyer Punks', symbol: 'PUNK', logoUrl: null, decimals: 0 } as const
const txNftTransfer = confirmation({
  ...APPROVE_ALL, data: '0x42842e0e',
  details: { action: 'nft-transfer', functionName: 'safeTransferFrom', tokenId: 7n, transferFrom: ADDRESS, transferTo: RECIPIENT },
}, scanned({ simulation: { status: 'success', changes: [{ asset: PUNK, in: [], out: [{ raw: 1n, usd: null, tokenId: 7n }] }], exposures: [] } }))
/** An ERC-721 transfer: 'Transfer NFT', Send 'PUNK #7', To the recipient; the scan's change −PUNK #7. */
export const TransactionNftTransferLight = txNftTransfer.Light
export const TransactionNftTransferDark = txNftTransfer.Dark

const txUnknown = confirmation(UNKNOWN_CALL, scanned({}))
/** A call the kit cannot decode: 'Contract call: 0x12345678' and the value sent. */
export const TransactionUnknownCallLight = txUnknown.Light
export const TransactionUnknownCallDark = txUnknown.Dark

const txWarning = confirmation(TRANSFER, scanned({ resultType: 'Warning', verdict: 'warn', description: 'The recipient has no transaction history.' }))
/** A Warning scan result: its banner only (Approve stays enabled). */
export const TransactionScanWarningLight = txWarning.Light
export const TransactionScanWarningDark = txWarning.Dark

const txMalicious = confirmation(DRAIN, DRAIN_SCAN)
/** A Malicious scan result: the error banner, the box 'I understand and want to proceed anyways.' and Approve disabled. */
export const TransactionMaliciousBlockedLight = txMalicious.Light
export const TransactionMaliciousBlockedDark = txMalicious.Dark

const txMaliciousTicked = confirmation(DRAIN, DRAIN_SCAN, true)
/** The same, the box ticked: Approve enabled. */
export const TransactionMaliciousTickedLight = txMaliciousTicked.Light
export const TransactionMaliciousTickedDark = txMaliciousTicked.Dark

const txScanFailed = confirmation(TRANSFER, { status: 'failed', result: null, error: new Error('scan unavailable') })
/** The scan failed: the plain confirmation, nothing more. */
export const TransactionScanFailedLight = txScanFailed.Light
export const TransactionScanFailedDark = txScanFailed.Dark

const txScanning = confirmation(TRANSFER, { status: 'in-progress', result: null, error: null })
/** The scan runs: 'Checking transaction…'. */
export const TransactionScanningLight = txScanning.Light
export const TransactionScanningDark = txScanning.Dark

const txNoFunds = confirmation({ ...SUMMARY, value: 2_000_000_000_000_000_000n }, scanned({}))
/** The balance cannot pay value + fee: the button reads 'Add funds'. */
export const TransactionAddFundsLight = txNoFunds.Light
export const TransactionAddFundsDark = txNoFunds.Dark

const txStepper = variants({ setup: async (ctx) => transaction(ctx, { steps: [step(APPROVE_MAX, APPROVE_SCAN), step(TRANSFER, TRANSFER_SCAN)] }, { isCancellable: true }) })
/** Two transactions (approve, then transfer): 'Step 1 of 2' and 'Continue'. */
export const TransactionStepperLight = txStepper.Light
export const TransactionStepperDark = txStepper.Dark

const txStepperSending = variants({
  setup: async (ctx) => transaction(ctx, { status: 'awaiting-receipt', index: 0, hash: HASH, hashes: [HASH], steps: [step(APPROVE_MAX, APPROVE_SCAN), step(TRANSFER, TRANSFER_SCAN)] }),
})
/** Two transactions, the first sent: 'Sending 1 of 2' while its receipt is awaited. */
export const TransactionStepperSendingLight = txStepperSending.Light
export const TransactionStepperSendingDark = txStepperSending.Dark

const txSponsored = confirmation({ ...TRANSFER, sponsored: true, balance: 0n }, TRANSFER_SCAN)
/** The fee is paid by the app: Estimated fee 'Sponsored' (an empty balance can still approve). */
export const TransactionSponsoredLight = txSponsored.Light
export const TransactionSponsoredDark = txSponsored.Dark

// ── Smart wallets (ERC-4337) ──────────────────────────────────────────────

/** A smart wallet (its address, not its owner's) whose app's paymaster pays the gas: no ETH needed. */
const SMART_WALLET = '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318'
const SMART_TRANSFER: TransactionSummary = { ...TRANSFER, from: SMART_WALLET, sponsored: true, balance: 0n }
const SMART_TRANSFER_2: TransactionSummary = {
  ...SMART_TRANSFER,
  details: { action: 'token-transfer', functionName: 'transfer', amount: 4_500_000n, transferTo: ROUTER },
  data: '0xa9059cbb0000000000000000000000009fe46736679d2d9a65f0992f2272de9f3c7fa6e000000000000000000000000000000000000000000000000000000000044aa200',
}
const smartBatch = [step(SMART_TRANSFER, TRANSFER_SCAN), step(SMART_TRANSFER_2, TRANSFER_SCAN)]

const swSponsored = confirmation(SMART_TRANSFER, TRANSFER_SCAN)
/** A smart wallet's sponsored transfer: Estimated fee 'Sponsored', an empty balance approves. */
export const SmartWalletSponsoredLight = swSponsored.Light
export const SmartWalletSponsoredDark = swSponsored.Dark

const swBatch = variants({ setup: async (ctx) => transaction(ctx, { steps: smartBatch }, { isCancellable: true }) })
/** A smart wallet's sponsored batch (one user operation, all or nothing): step 1 of 2. */
export const SmartWalletBatchLight = swBatch.Light
export const SmartWalletBatchDark = swBatch.Dark

const swBatchLast = variants({ setup: async (ctx) => transaction(ctx, { steps: smartBatch, index: 1 }, { isCancellable: true }) })
/** The batch's last step: 'Approve' sends both calls in one sponsored user operation. */
export const SmartWalletBatchLastLight = swBatchLast.Light
export const SmartWalletBatchLastDark = swBatchLast.Dark

const swSending = variants({ setup: async (ctx) => transaction(ctx, { status: 'submitting', index: 0, steps: smartBatch }) })
/** Approved: the user operation (both calls) is being sent and included. */
export const SmartWalletBatchSendingLight = swSending.Light
export const SmartWalletBatchSendingDark = swSending.Dark

const swComplete = variants({
  setup: async (ctx) => transaction(ctx, { status: 'complete', index: 1, hash: HASH, hashes: [HASH, HASH], steps: smartBatch, receipt: { status: 'success', blockNumber: 9n, gasUsed: 187_000n } }),
})
/** Both calls done in one transaction: 'Transaction complete!'. */
export const SmartWalletBatchCompleteLight = swComplete.Light
export const SmartWalletBatchCompleteDark = swComplete.Dark

const txSubmitting = variants({ setup: async (ctx) => transaction(ctx, { status: 'submitting' }) })
/** Approved: sending. */
export const TransactionSendingLight = txSubmitting.Light
export const TransactionSendingDark = txSubmitting.Dark

const txAwaiting = variants({ setup: async (ctx) => transaction(ctx, { status: 'awaiting-receipt', hash: HASH }) })
/** Sent: waiting for the receipt. */
export const TransactionAwaitingReceiptLight = txAwaiting.Light
export const TransactionAwaitingReceiptDark = txAwaiting.Dark

const txComplete = variants({ setup: async (ctx) => transaction(ctx, { status: 'complete', hash: HASH, receipt: { status: 'success', blockNumber: 2n, gasUsed: 21_000n } }) })
/** 'Transaction complete!' / "You're all set." / 'All Done'. */
export const TransactionCompleteLight = txComplete.Light
export const TransactionCompleteDark = txComplete.Dark

const txSigned = variants({ setup: async (ctx) => transaction(ctx, { status: 'signed', signature: '0x02' }, {}, 'sign') })
/** Sign-only: 'Transaction signed!' (returns after 1.4 s). */
export const TransactionSignedLight = txSigned.Light
export const TransactionSignedDark = txSigned.Dark

const txReverted = variants({
  setup: async (ctx) => transaction(ctx, { status: 'error', hash: HASH, receipt: { status: 'reverted', blockNumber: 2n, gasUsed: 30_000n }, error: new TransactionFailedError() }),
})
/** Reverted: 'Transaction failed' with its code, the copyable hash, the explorer link and 'Retry transaction'. */
export const TransactionRevertedLight = txReverted.Light
export const TransactionRevertedDark = txReverted.Dark

const txError = variants({ setup: async (ctx) => transaction(ctx, { status: 'error', error: new ProviderRpcError(-32003, 'nonce too low') }) })
/** A send the chain refused: the code and the chain's message, no hash. */
export const TransactionErrorLight = txError.Light
export const TransactionErrorDark = txError.Dark

// ── Solana transactions ───────────────────────────────────────────────────

const SOL_WALLET = 'GqcU4RXUtYtfU2Vtq64HdmrbJYsybJjNJf5aTH4fUBPC'
const SOL_RECIPIENT = '9VSsBYNEE67rdmXW6SrVoZpPsDFwixjqJGaPuDoy9D94'
const SOL_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const SOL_SOURCE_ATA = '7UX2i7SucgLMQcfZ75s3VXmZZY4YRUyJN9X1RgfMoDUi'
const SOL_DEST_ATA = 'BQcdHdAQW1hczDbBi9hiegXAR7A98Q9jx3X3iBBBDiq4'
const SOL_SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
const SYSTEM = '11111111111111111111111111111111'
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const solTransfer: SolanaInstruction = { type: 'sol-transfer', programId: SYSTEM, from: SOL_WALLET, to: SOL_RECIPIENT, lamports: 250_000_000n }
const SOL_SUMMARY: SolanaTransactionSummary = {
  address: SOL_WALLET, feePayer: SOL_WALLET, cluster: { name: 'devnet', rpcUrl: 'https://api.devnet.solana.com' },
  instructions: [solTransfer], tokens: {}, prices: { native: 150, tokens: {} }, fee: 5000n, balance: 1_500_000_000n, simulation: { err: null, logs: [] }, insufficientFunds: false, signOnly: false,
}
const solanaTx = (ctx: StoryContext, state: Partial<SolanaTransactionState>, uiOptions: WalletUiOptions = { isCancellable: true }, mode: 'send' | 'sign' = 'send') => {
  solanaTransactionFlow.set(ctx.client, { status: 'ready', summary: SOL_SUMMARY, signature: null, signedTransaction: null, sent: false, attempt: 0, error: null, ...state })
  walletRequestValue.set(ctx.client, { id: 1, kind: 'solanaTransaction', mode, address: SOL_WALLET, uiOptions })
  return { initialScreen: 'walletSolanaTransaction' as const }
}
const solSummary = (summary: Partial<SolanaTransactionSummary>) => ({ summary: { ...SOL_SUMMARY, ...summary } })

const solConfirm = variants({ setup: async (ctx) => solanaTx(ctx, {}) })
/** A SOL transfer: Send '0.25 SOL ($37.50)', To, Network 'Solana Devnet', Estimated fee, Balance, Advanced; 'Approve' and 'Not now'. */
export const SolanaTransferLight = solConfirm.Light
export const SolanaTransferDark = solConfirm.Dark

const solSpl = variants({
  setup: async (ctx) => solanaTx(ctx, solSummary({
    instructions: [
      { type: 'ata-creation', programId: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', payer: SOL_WALLET, account: SOL_DEST_ATA, owner: SOL_RECIPIENT, mint: SOL_USDC, idempotent: true },
      { type: 'spl-transfer', programId: TOKEN, source: SOL_SOURCE_ATA, destination: SOL_DEST_ATA, owner: SOL_WALLET, amount: 25_500_000n, mint: SOL_USDC, decimals: 6, checked: true },
    ],
    tokens: { [SOL_USDC]: { mint: SOL_USDC, decimals: 6, symbol: 'USDC', name: 'USD Coin' } },
    prices: { native: 150, tokens: { [SOL_USDC]: 1 } },
  })),
})
/** An SPL transfer that creates the recipient's token account: Send '25.5 USDC ($25.50)' to the recipient (the account's owner). */
export const SolanaSplTransferLight = solSpl.Light
export const SolanaSplTransferDark = solSpl.Dark

const solSwap = variants({
  setup: async (ctx) => solanaTx(ctx, solSummary({
    instructions: [{
      type: 'jupiter-shared-accounts-route', programId: 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4', owner: SOL_WALLET, source: SOL_SOURCE_ATA, destination: SOL_DEST_ATA,
      sourceMint: SOL_USDC, destinationMint: 'So11111111111111111111111111111111111111112', inAmount: 10_000_000n, quotedOutAmount: 66_000_000n, slippageBps: 50, platformFeeBps: 0,
    }],
    tokens: {
      [SOL_USDC]: { mint: SOL_USDC, decimals: 6, symbol: 'USDC', name: 'USD Coin' },
      So11111111111111111111111111111111111111112: { mint: 'So11111111111111111111111111111111111111112', decimals: 9, symbol: 'SOL', name: 'Wrapped SOL' },
    },
    prices: { native: 150, tokens: { [SOL_USDC]: 1, So11111111111111111111111111111111111111112: 150 } },
  })),
})
/** A Jupiter swap: Amount in '10 USDC', Quoted output '0.066 SOL'; Advanced shows the slippage. */
export const SolanaSwapLight = solSwap.Light
export const SolanaSwapDark = solSwap.Dark

const solUnknown = variants({
  setup: async (ctx) => solanaTx(ctx, solSummary({
    instructions: [{ type: 'unknown', programId: 'ComputeBudget111111111111111111111111111111', accounts: [], data: Uint8Array.of(2, 64, 13, 3, 0) }, solTransfer],
  }), { isCancellable: true }),
})
/** An instruction of a program the kit does not read: 'Unknown instruction' with its program, opened in Advanced. */
export const SolanaUnknownInstructionLight = solUnknown.Light
export const SolanaUnknownInstructionDark = solUnknown.Dark

const solNoFunds = variants({
  setup: async (ctx) => solanaTx(ctx, solSummary({
    balance: 1_000_000n, insufficientFunds: true,
    simulation: { err: { InstructionError: [0, { Custom: 1 }] }, logs: ['Transfer: insufficient lamports 995000, need 250000000'] },
  })),
})
/** The simulation says the wallet cannot pay: 'Solana wallet has insufficient funds for this transaction.' and 'Add funds'. */
export const SolanaInsufficientFundsLight = solNoFunds.Light
export const SolanaInsufficientFundsDark = solNoFunds.Dark

const solError = variants({
  setup: async (ctx) => solanaTx(ctx, { status: 'error', signature: SOL_SIGNATURE, sent: true, attempt: 1, error: new SolanaTransactionFailedError('{"InstructionError":[0,{"Custom":1}]}') }),
})
/** Landed with an error: 'Transaction failed', the signature, the devnet explorer link and 'Retry transaction'. */
export const SolanaErrorLight = solError.Light
export const SolanaErrorDark = solError.Dark

const solSendFailed = variants({ setup: async (ctx) => solanaTx(ctx, { status: 'error', attempt: 1, error: new SolanaInsufficientFundsError() }) })
/** Refused for lack of funds when sent: the code INSUFFICIENT_BALANCE and the sentence. */
export const SolanaSendInsufficientLight = solSendFailed.Light
export const SolanaSendInsufficientDark = solSendFailed.Dark

const solPreparing = variants({ setup: async (ctx) => solanaTx(ctx, { status: 'preparing', summary: null }) })
/** Parsing the instructions, reading the fee and the balance, simulating. */
export const SolanaPreparingLight = solPreparing.Light
export const SolanaPreparingDark = solPreparing.Dark

const solSuccess = variants({ setup: async (ctx) => solanaTx(ctx, { status: 'success', signature: SOL_SIGNATURE, sent: true, attempt: 1 }) })
/** Confirmed: 'Transaction complete!', "You're all set.", 'All Done'. */
export const SolanaCompleteLight = solSuccess.Light
export const SolanaCompleteDark = solSuccess.Dark

// ── Creation after login ──────────────────────────────────────────────────

const created = (status: 'creating-wallet' | 'done' | 'error', isNewUser: boolean) =>
  variants({
    setup: async (ctx) => {
      const result = await loginWithEmailCode(ctx.client, { code: await sendCode(ctx) })
      postLoginFlow.set(ctx.client, {
        status,
        result: { ...result, isNewUser },
        error: status === 'error' ? new EmbeddedWalletServiceError({ type: 'embedded_wallet_creation_error', message: 'Failed to create wallet' }) : null,
        walletCreation: true,
      })
      return { initialScreen: 'walletCreate' as const }
    },
  })
const creating = created('creating-wallet', true)
/** 'Creating your wallet' / 'Please wait...'. */
export const WalletCreatingLight = creating.Light
export const WalletCreatingDark = creating.Dark
const welcome = created('done', true)
/** A new user: 'Welcome to Foyer Demo' / "You've successfully created an account." (closes after 2.5 s). */
export const WalletWelcomeLight = welcome.Light
export const WalletWelcomeDark = welcome.Dark
const allSet = created('done', false)
/** A returning user: 'All set!' / 'Your account is secured.'. */
export const WalletAllSetLight = allSet.Light
export const WalletAllSetDark = allSet.Dark
const failed = created('error', true)
/** 'Something went wrong' with the message and Close (the user was logged out). */
export const WalletCreateFailedLight = failed.Light
export const WalletCreateFailedDark = failed.Dark
