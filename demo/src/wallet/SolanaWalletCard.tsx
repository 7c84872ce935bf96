import { useConnectWallet, useCreateWallet, useSolanaWallets, useWalletConnectors, type ConnectedSolanaWallet } from 'foyerkit'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { Buffer } from 'buffer'
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react'

// @solana/spl-token's instruction builders use Node's Buffer; a browser app provides it (as Solana dapps do).
;(globalThis as { Buffer?: typeof Buffer }).Buffer ??= Buffer

type Mint = { address: string; decimals: number }
type Asset = 'SOL' | 'USDC'

/** The local Solana runtime's USDC-like mint (from the dev backend's `GET /__dev/chains`). */
function useSolanaMint(): Mint | null {
  const [mint, setMint] = useState<Mint | null>(null)
  useEffect(() => {
    let live = true
    fetch('/__dev/chains')
      .then((res) => res.json() as Promise<{ chainType: string; networks: { tokens?: { USDC?: Mint } }[] }[]>)
      .then((chains) => {
        const usdc = chains.find((c) => c.chainType === 'solana')?.networks[0]?.tokens?.USDC
        if (live && usdc) setMint(usdc)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [])
  return mint
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const units = (value: bigint, decimals: number) => {
  const s = value.toString().padStart(decimals + 1, '0')
  const fraction = s.slice(s.length - decimals).replace(/0+$/, '')
  return `${s.slice(0, s.length - decimals)}${fraction ? `.${fraction}` : ''}`
}
const toUnits = (amount: string, decimals: number) => {
  const [whole = '0', fraction = ''] = amount.trim().split('.')
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction) || fraction.length > decimals) return null
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/**
 * The user's embedded Solana wallet (created on login, from the same entropy as the Ethereum one)
 * and any external Solana wallet connected here (wallet standard: Phantom, Solflare, the demo's
 * test wallet): the chosen wallet's balances on the dev backend's local Solana runtime (the demo
 * maps every cluster to it), the faucet, signing a message (checked with ed25519) and sending SOL
 * or the 6-decimals USDC — an SPL transfer that creates the recipient's token account when needed.
 * Every wallet of `useSolanaWallets()` has the same shape: the card never branches on embedded vs
 * external.
 */
export function SolanaWalletCard({ confirmInModal }: { confirmInModal: boolean }) {
  const { wallets } = useSolanaWallets()
  const embedded = wallets.find((w) => w.connectorType === 'embedded')
  const [chosen, setChosen] = useState<string | null>(null)
  const wallet = wallets.find((w) => w.address === chosen) ?? embedded
  const { createWallet } = useCreateWallet()
  const [error, setError] = useState<string | null>(null)
  if (!embedded || !wallet) {
    return (
      <div className="card" data-testid="solana-wallet" data-state="none" style={{ maxWidth: 560 }}>
        <p>No embedded Solana wallet yet (one is being created on login).</p>
        <button type="button" onClick={() => createWallet({ chainType: 'solana' }).catch((e: Error) => setError(e.message))} data-testid="create-solana-wallet">
          Create a Solana wallet
        </button>
        {error && <p role="alert" className="error">{error}</p>}
      </div>
    )
  }
  return (
    <>
      <SolanaWalletChoice wallets={wallets} chosen={wallet.address} onChoose={setChosen} />
      <SolanaWalletDetails key={wallet.address} wallet={wallet} confirmInModal={confirmInModal} />
    </>
  )
}

/** Which Solana wallet the card uses, and connecting an external one (the wallet-standard wallets found in this page). */
function SolanaWalletChoice({ wallets, chosen, onChoose }: { wallets: ConnectedSolanaWallet[]; chosen: string; onChoose: (address: string) => void }) {
  const { connectors } = useWalletConnectors()
  const { connectWallet } = useConnectWallet()
  const [error, setError] = useState<string | null>(null)
  const unconnected = connectors.filter((c) => c.chainType === 'solana' && !wallets.some((w) => w.connectorId === c.id))
  const connect = async (connectorId: string) => {
    setError(null)
    try {
      onChoose((await connectWallet({ connectorId })).address)
    } catch (e) {
      setError((e as Error).message)
    }
  }
  return (
    <div className="card" data-testid="solana-wallet-choice" style={{ maxWidth: 560 }}>
      <label>
        Solana wallet{' '}
        <select value={chosen} onChange={(e) => onChoose(e.target.value)} data-testid="solana-from">
          {wallets.map((w) => (
            <option key={`${w.connectorId}:${w.address}`} value={w.address}>
              {w.connectorType === 'embedded' ? 'Embedded' : w.meta.name}: {w.address.slice(0, 5)}…{w.address.slice(-4)}
            </option>
          ))}
        </select>
      </label>{' '}
      {unconnected.map((c) => (
        <button key={c.id} type="button" onClick={() => void connect(c.id)} data-testid="solana-connect" data-connector={c.name}>
          Connect {c.name}
        </button>
      ))}
      {error && <p role="alert" className="error">{error}</p>}
    </div>
  )
}

function SolanaWalletDetails({ wallet, confirmInModal }: { wallet: ConnectedSolanaWallet; confirmInModal: boolean }) {
  const address = wallet.address
  const connection = useMemo(() => new Connection(`${window.location.origin}/rpc/solana`, 'confirmed'), [])
  const mint = useSolanaMint()
  const owner = useMemo(() => new PublicKey(address), [address])
  const [balances, setBalances] = useState<{ sol: bigint; usdc: bigint } | null>(null)
  const refresh = useCallback(async () => {
    const sol = BigInt(await connection.getBalance(owner))
    let usdc = 0n
    if (mint) {
      const account = getAssociatedTokenAddressSync(new PublicKey(mint.address), owner)
      usdc = await connection.getTokenAccountBalance(account).then((b) => BigInt(b.value.amount), () => 0n)
    }
    setBalances({ sol, usdc })
  }, [connection, owner, mint])
  useEffect(() => {
    void refresh().catch(() => {})
    const timer = setInterval(() => void refresh().catch(() => {}), 1_000)
    return () => clearInterval(timer)
  }, [refresh])

  const [faucetState, setFaucetState] = useState<string | null>(null)
  const faucet = async (asset: Asset) => {
    const res = await fetch('/__dev/faucet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainType: 'solana', address, asset, amount: asset === 'SOL' ? '1' : '100' }),
    })
    setFaucetState(res.ok ? `Received ${asset === 'SOL' ? '1 SOL' : '100 USDC'}` : `Faucet: ${((await res.json()) as { error?: string }).error ?? res.status}`)
    await refresh()
  }

  const uiOptions = { showWalletUIs: confirmInModal }
  return (
    <div className="card" data-testid="solana-wallet" data-state="ready" data-address={address} data-connector-type={wallet.connectorType} style={{ maxWidth: 560 }}>
      <strong>{wallet.connectorType === 'embedded' ? 'Your embedded Solana wallet' : `Your ${wallet.meta.name} wallet (external)`}</strong>
      <p>
        Address: <code data-testid="solana-address">{address}</code>
      </p>
      <p>
        Balance: <strong data-testid="solana-balance-sol" data-lamports={balances?.sol.toString()}>{balances ? units(balances.sol, 9) : '…'} SOL</strong>
        {' · '}
        <strong data-testid="solana-balance-usdc" data-units={balances?.usdc.toString()}>{balances && mint ? units(balances.usdc, mint.decimals) : '…'} USDC</strong>
      </p>
      <div className="actions">
        <button type="button" onClick={() => void faucet('SOL')} data-testid="solana-faucet-sol">Faucet: 1 SOL</button>
        <button type="button" onClick={() => void faucet('USDC')} data-testid="solana-faucet-usdc">Faucet: 100 USDC</button>
      </div>
      {faucetState && <p className="muted" data-testid="solana-faucet-status">{faucetState}</p>}
      <SolanaSign wallet={wallet} />
      <SolanaSend wallet={wallet} connection={connection} mint={mint} uiOptions={uiOptions} onSent={refresh} />
    </div>
  )
}

function SolanaSign({ wallet }: { wallet: ConnectedSolanaWallet }) {
  const address = wallet.address
  const [message, setMessage] = useState('Hello from the Foyer demo')
  const [result, setResult] = useState<{ signature: string; valid: boolean } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const onSign = async (event: FormEvent) => {
    event.preventDefault()
    setResult(null)
    setError(null)
    try {
      const signature = await wallet.signMessage(message)
      const valid = ed25519.verify(fromBase64(signature), new TextEncoder().encode(message), new PublicKey(address).toBytes())
      setResult({ signature, valid })
    } catch (e) {
      setError((e as Error).message)
    }
  }
  return (
    <form onSubmit={(e) => void onSign(e)} data-testid="solana-sign-form">
      <h2>Sign a message (Solana)</h2>
      <label>
        Message <input value={message} onChange={(e) => setMessage(e.target.value)} data-testid="solana-sign-message" />
      </label>{' '}
      <button type="submit" data-testid="solana-sign">Sign</button>
      {result && (
        <p>
          Signature: <code data-testid="solana-signature">{result.signature.slice(0, 18)}…</code>{' '}
          <span data-testid="solana-signature-valid">{result.valid ? 'valid' : 'INVALID'}</span>
        </p>
      )}
      {error && <p role="alert" className="error" data-testid="solana-sign-error">{error}</p>}
    </form>
  )
}

function SolanaSend({ wallet, connection, mint, uiOptions, onSent }: {
  wallet: ConnectedSolanaWallet
  connection: Connection
  mint: Mint | null
  uiOptions: { showWalletUIs: boolean }
  onSent: () => Promise<void>
}) {
  const address = wallet.address
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('0.1')
  const [asset, setAsset] = useState<Asset>('SOL')
  const [state, setState] = useState<{ status: 'sending' } | { status: 'done'; signature: string } | { status: 'error'; message: string } | null>(null)

  const onSend = async (event: FormEvent) => {
    event.preventDefault()
    let recipient: PublicKey
    try {
      recipient = new PublicKey(to)
    } catch {
      return setState({ status: 'error', message: 'Enter a base58 Solana address to send to.' })
    }
    const decimals = asset === 'SOL' ? 9 : (mint?.decimals ?? 6)
    const value = toUnits(amount, decimals)
    if (value === null || value <= 0n) return setState({ status: 'error', message: 'Enter an amount greater than 0.' })
    setState({ status: 'sending' })
    try {
      const owner = new PublicKey(address)
      const transaction = new Transaction()
      if (asset === 'SOL') {
        transaction.add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: recipient, lamports: value }))
      } else {
        const mintKey = new PublicKey(mint!.address)
        const from = getAssociatedTokenAddressSync(mintKey, owner)
        const toAccount = getAssociatedTokenAddressSync(mintKey, recipient)
        transaction.add(
          createAssociatedTokenAccountIdempotentInstruction(owner, toAccount, recipient, mintKey),
          createTransferCheckedInstruction(from, mintKey, toAccount, owner, value, decimals),
        )
      }
      transaction.feePayer = owner
      transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
      const { signature } = await wallet.sendTransaction(transaction, connection, { uiOptions })
      setState({ status: 'done', signature })
      await onSent()
    } catch (e) {
      setState({ status: 'error', message: (e as Error).message })
    }
  }

  return (
    <form onSubmit={(e) => void onSend(e)} data-testid="solana-send-form">
      <h2>Send (Solana)</h2>
      <p>
        <label>
          To <input value={to} onChange={(e) => setTo(e.target.value.trim())} placeholder="base58 address" size={44} data-testid="solana-send-to" />
        </label>
      </p>
      <p>
        <label>
          Amount <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" size={10} data-testid="solana-send-amount" />
        </label>{' '}
        <select value={asset} onChange={(e) => setAsset(e.target.value as Asset)} data-testid="solana-send-asset" aria-label="Asset">
          <option value="SOL">SOL</option>
          <option value="USDC" disabled={!mint}>USDC (6 decimals)</option>
        </select>{' '}
        <button type="submit" disabled={state?.status === 'sending'} data-testid="solana-send">Send</button>
      </p>
      {state?.status === 'sending' && <p className="muted">Signing and sending…</p>}
      {state?.status === 'done' && (
        <p data-testid="solana-receipt" data-signature={state.signature}>
          Confirmed: <code>{state.signature.slice(0, 18)}…</code>
        </p>
      )}
      {state?.status === 'error' && <p role="alert" className="error" data-testid="solana-send-error">{state.message}</p>}
    </form>
  )
}
