import { isEmbeddedWallet, type WalletAccount } from '../../types/linkedAccounts.js'
import type { User } from '../../types/user.js'
import { ETHEREUM_ADDRESS_VERIFIER, SOLANA_ADDRESS_VERIFIER, type EntropyIdVerifier, type WalletServiceChainType } from '../../types/walletService.js'
import { isEthereumAddress } from '../ethereum/hex.js'
import { userEntropyId } from './wallets.js'
import {
  ExportWalletAuthError, InvalidExportAddressError, NoEmbeddedWalletError, NotAnEmbeddedWalletError, UnsupportedExportChainTypeError,
} from './errors.js'
import { embeddedEthereumWallets, entropyOf } from './wallets.js'
import { SERVER_WALLET_MESSAGES, isServerHeldWallet } from '../../types/serverWallets.js'
import { ServerWalletRuleError } from '../server/errors.js'

/** Which wallet an export shows (`exportTargetOf`, pure). The export frame's URL: ./exportFrameUrl.ts. */

/** The wallet an export shows: its address and chain, and where its key lives (entropy, HD index). */
export type WalletExportTarget = {
  address: string
  chainType: WalletServiceChainType
  /** The entropy holding the key (the address of its Ethereum wallet 0; an imported key's own address). */
  entropyId: string
  hdWalletIndex: number
  /** How the wallet service checks `entropyId`: an Ethereum address, or an imported Solana key's own address. */
  entropyIdVerifier: EntropyIdVerifier
  /** An imported key: it has no seed phrase. */
  imported: boolean
}

/** A Solana address as written: base58, 32 to 44 characters. */
const isSolanaAddress = (value: string) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)

const sameAddress = (wallet: WalletAccount, address: string) =>
  wallet.chainType === 'solana' ? wallet.address === address : wallet.address.toLowerCase() === address.toLowerCase()

/**
 * The wallet `exportWallet` shows: `address`, else the user's first embedded Ethereum wallet.
 * Throws 'User must be authenticated before exporting their wallet' without a user; for an address
 * that is neither Ethereum's nor Solana's, `InvalidExportAddressError`; for a wallet of the user
 * that is not embedded, `NotAnEmbeddedWalletError`; for an embedded wallet of another chain type,
 * `UnsupportedExportChainTypeError`; when the user has no such wallet, 'User must have an embedded wallet.';
 * for a server-held wallet, `ServerWalletRuleError` ("A server-held wallet's key cannot be exported").
 */
export function exportTargetOf(user: Pick<User, 'linkedAccounts'> | null, address?: string): WalletExportTarget {
  if (!user) throw new ExportWalletAuthError()
  let wallet: WalletAccount | undefined
  if (address === undefined) {
    wallet = embeddedEthereumWallets(user)[0]
  } else {
    if (typeof address !== 'string' || !(isEthereumAddress(address) || isSolanaAddress(address))) throw new InvalidExportAddressError()
    wallet = user.linkedAccounts.find((a): a is WalletAccount => a.type === 'wallet' && sameAddress(a as WalletAccount, address))
    if (wallet && !isEmbeddedWallet(wallet)) throw new NotAnEmbeddedWalletError()
  }
  if (!wallet) throw new NoEmbeddedWalletError()
  // A server-held wallet's key never leaves the backend.
  if (isServerHeldWallet(wallet)) throw new ServerWalletRuleError({ code: 'not_supported', message: SERVER_WALLET_MESSAGES.export })
  const chainType: string = wallet.chainType
  if (chainType !== 'ethereum' && chainType !== 'solana') throw new UnsupportedExportChainTypeError(chainType)
  const entropy = chainType === 'ethereum'
    ? entropyOf(user, wallet)
    : (() => {
        // An imported Solana key is its own entropy, named by its address.
        const entropyId = wallet.imported ? (wallet.entropyId ?? wallet.address) : (wallet.entropyId ?? userEntropyId(user))
        return entropyId ? { entropyId, hdWalletIndex: wallet.walletIndex ?? 0 } : null
      })()
  if (!entropy) throw new NoEmbeddedWalletError()
  const entropyIdVerifier = chainType === 'solana' && wallet.imported ? SOLANA_ADDRESS_VERIFIER : ETHEREUM_ADDRESS_VERIFIER
  return { address: wallet.address, chainType, entropyId: entropy.entropyId, entropyIdVerifier, hdWalletIndex: entropy.hdWalletIndex, imported: wallet.imported }
}
