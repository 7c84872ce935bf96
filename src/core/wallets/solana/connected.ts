import type { Connection } from '@solana/web3.js'
import type { FoyerClient } from '../../client/types.js'
import type { User } from '../../types/user.js'
import { toConnectedWalletBase } from '../connected.js'
import { WalletNotFoundError } from '../errors.js'
import { connectorById } from '../state.js'
import type { ConnectedWalletBase, WalletConnection, WalletConnector } from '../../types/wallets.js'
import { SolanaFundDeprecatedError } from './errors.js'
import type { SendSolanaTransactionReturnType, SolanaSendOptions } from './sendSolanaTransaction.js'
import { addSolanaSignature, serializeSolanaTransaction, signatureAt, solanaRequiredSigners, type SolanaTransaction } from './solanaTransaction.js'

/**
 * A Solana wallet of `useSolanaWallets()` — embedded (keys in the wallet service) or external
 * (wallet-standard), in one shape: the shared base, `chainType: 'solana'`, and signing.
 */
export type ConnectedSolanaWallet = ConnectedWalletBase & {
  chainType: 'solana'
  /** Signs a UTF-8 message (ed25519); the signature, base64. Same as `sign`. */
  signMessage(message: string): Promise<string>
  /** Signs a web3.js `Transaction` / `VersionedTransaction` (this wallet must be a required signer); resolves with the same object, signed. */
  signTransaction<T extends SolanaTransaction>(transaction: T): Promise<T>
  /**
   * Signs and sends a transaction through `connection` (default: the host's default cluster),
   * waiting for its confirmation; `options.signOnly` only signs.
   */
  sendTransaction(transaction: SolanaTransaction, connection?: Connection, options?: SolanaSendOptions): Promise<SendSolanaTransactionReturnType>
  /** Deprecated: always rejects with 'fund is deprecated for Solana wallets - use fundWallet instead'. */
  fund(): Promise<never>
}

/** The signing half every Solana wallet shares, over its own `signTransaction`. */
export function solanaWalletMethods(
  client: FoyerClient,
  address: string,
  signTransaction: <T extends SolanaTransaction>(transaction: T) => Promise<T>,
): Pick<ConnectedSolanaWallet, 'signTransaction' | 'sendTransaction' | 'fund'> {
  return {
    signTransaction,
    sendTransaction: async (transaction, connection, options = {}) => {
      const { sendSolanaTransactionWith } = await import('./sendSolanaTransaction.js')
      return sendSolanaTransactionWith(client, { ...options, address, transaction, connection, sign: signTransaction })
    },
    fund: () => Promise.reject(new SolanaFundDeprecatedError()),
  }
}

/**
 * Signs with an external wallet (wallet-standard `solana:signTransaction`): the wallet signs the
 * wire bytes and its signature is added to `transaction`.
 */
async function signWithConnector<T extends SolanaTransaction>(client: FoyerClient, connectorId: string, address: string, transaction: T): Promise<T> {
  const signers = solanaRequiredSigners(transaction)
  const index = signers.findIndex((key) => key.toBase58() === address)
  if (index === -1) throw new WalletNotFoundError({ details: `The transaction does not need a signature of ${address}` })
  const connector = connectorById(client, connectorId)
  if (!connector?.signSolanaTransaction) throw new WalletNotFoundError({ details: `The wallet of ${address} cannot sign transactions` })
  const signed = await connector.signSolanaTransaction({ address, transaction: serializeSolanaTransaction(transaction) })
  addSolanaSignature(transaction, signers[index]!, signatureAt(signed, index))
  return transaction
}

/** The connected Solana wallets among `connections`, with their connectors' names and icons. */
export function toConnectedSolanaWallets(
  client: FoyerClient,
  { connections, connectors, user }: { connections: readonly WalletConnection[]; connectors: readonly WalletConnector[]; user: User | null },
): ConnectedSolanaWallet[] {
  return connections
    .filter((c) => c.chainType === 'solana')
    .map((connection) => {
      const base = toConnectedWalletBase(client, connection, { connector: connectors.find((c) => c.id === connection.connectorId), user })
      const sign = <T extends SolanaTransaction>(transaction: T) => signWithConnector(client, connection.connectorId, connection.address, transaction)
      return { ...base, chainType: 'solana' as const, signMessage: base.sign, ...solanaWalletMethods(client, connection.address, sign) }
    })
}
