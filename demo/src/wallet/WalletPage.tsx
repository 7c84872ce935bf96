import { useCreateWallet, useExportWallet, useFoyer, useFundWallet, useSendTransaction, useSignMessage, useWallets, type ConnectedEthereumWallet, type FundWalletReturnType } from 'foyerkit'
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react'
import {
  createPublicClient, encodeFunctionData, erc20Abi, formatEther, formatUnits, http, isAddress, parseAbi, parseEther, parseUnits,
  verifyMessage, type Address, type Hex, type TransactionReceipt,
} from 'viem'
import { EmailSection } from '../headless/EmailSection.js'
import { UserCard } from '../UserCard.js'
import { demoChains } from './setup.js'
import { SolanaWalletCard } from './SolanaWalletCard.js'
import { WalletRecoveryCard } from './WalletRecoveryCard.js'
import { OfflineAccessCard } from './OfflineAccessCard.js'
import { FarcasterSignerCard } from './FarcasterSignerCard.js'
import { SmartWalletCard } from './SmartWalletCard.js'

type Token = { address: Address; decimals: number }
/** What the demo reads of the local chain: its USDC-like token and the dev backend's known drainer contract. */
type DemoContracts = { usdc: Token | null; drainer: Address | null }
type Asset = 'ETH' | 'USDC'

/**
 * The embedded wallet page: the user's wallet (created on login), its live balance on a local
 * chain, the dev faucet, signing a message and sending ETH or the 6-decimals test token with the
 * receipt. `/wallet` logs in with the default modal; `/wallet/headless` mounts no Foyer UI at all
 * (e-mail login with useLoginWithEmail; every request signs with no screen).
 */
export function WalletPage({ headless }: { headless: boolean }) {
  const { ready, authenticated, login } = useFoyer()
  if (!ready) return <p data-testid="status">Loading…</p>
  return (
    <section>
      <h1>Embedded wallet{headless ? ' (headless)' : ''}</h1>
      <p className="muted">
        The wallet's keys live in the wallet service, a hidden frame on another origin; this page only ever sees the address,
        signatures and hashes. {headless ? 'No Foyer UI is mounted on this page.' : 'Log in with the modal; the wallet is created on login.'}{' '}
        {headless ? <a href="/wallet">With the modal</a> : <a href="/wallet/headless">Headless (no UI mounted)</a>}
      </p>
      {authenticated ? (
        <>
          <EmbeddedWalletCard headless={headless} />
          {!headless && <WalletRecoveryCard />}
          {!headless && <OfflineAccessCard />}
          {!headless && <FarcasterSignerCard />}
          <SmartWalletCard confirmInModal={!headless} />
          <SolanaWalletCard confirmInModal={!headless} />
          <UserCard />
        </>
      ) : headless ? (
        <fieldset className="card" data-testid="headless-section-email">
          <legend>Log in with an e-mail code</legend>
          <EmailSection />
        </fieldset>
      ) : (
        <div className="card" style={{ maxWidth: 480 }}>
          <p data-testid="status" className="muted">You are logged out.</p>
          <button type="button" className="primary" onClick={() => login()} data-testid="open-login">
            Log in
          </button>
        </div>
      )}
    </section>
  )
}

/** The local chain's token and drainer contract (from the dev backend's `GET /__dev/chains`). */
function useDemoContracts(): DemoContracts {
  const [contracts, setContracts] = useState<DemoContracts>({ usdc: null, drainer: null })
  useEffect(() => {
    let live = true
    fetch('/__dev/chains')
      .then((res) => res.json() as Promise<{ chainType: string; networks: { tokens?: { USDC?: Token }; contracts?: { drainer?: Address } }[] }[]>)
      .then((chains) => {
        const network = chains.find((c) => c.chainType === 'ethereum')?.networks[0]
        if (live && network) setContracts({ usdc: network.tokens?.USDC ?? null, drainer: network.contracts?.drainer ?? null })
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [])
  return contracts
}

const BALANCE_POLL_MS = 1_000

function EmbeddedWalletCard({ headless }: { headless: boolean }) {
  const { wallets } = useWallets()
  const wallet = wallets.find((w) => w.connectorType === 'embedded')
  const { createWallet } = useCreateWallet()
  const [error, setError] = useState<string | null>(null)
  if (!wallet) {
    return (
      <div className="card" data-testid="embedded-wallet" data-state="none" style={{ maxWidth: 560 }}>
        <p>No embedded wallet yet (one is being created on login).</p>
        <button type="button" onClick={() => createWallet().catch((e: Error) => setError(e.message))} data-testid="create-wallet">
          Create a wallet
        </button>
        {error && <p role="alert" className="error">{error}</p>}
      </div>
    )
  }
  return <WalletDetails wallet={wallet} headless={headless} />
}

function WalletDetails({ wallet, headless }: { wallet: ConnectedEthereumWallet; headless: boolean }) {
  const chains = useMemo(() => demoChains(window.location.origin), [])
  const [chainId, setChainId] = useState(chains[0]!.id)
  const chain = chains.find((c) => c.id === chainId)!
  const publicClient = useMemo(() => createPublicClient({ chain, transport: http() }), [chain])
  const { usdc: token, drainer } = useDemoContracts()
  const address = wallet.address as Address
  // The default modal's wallet screens confirm each request, unless turned off (always off headless).
  const [confirmInModal, setConfirmInModal] = useState(!headless)
  const uiOptions = { showWalletUIs: !headless && confirmInModal }

  const [balances, setBalances] = useState<{ eth: bigint; usdc: bigint } | null>(null)
  const refresh = useCallback(async () => {
    const [eth, usdc] = await Promise.all([
      publicClient.getBalance({ address }),
      token ? publicClient.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }) : 0n,
    ])
    setBalances({ eth, usdc })
  }, [publicClient, address, token])
  useEffect(() => {
    setBalances(null)
    void refresh().catch(() => {})
    const timer = setInterval(() => void refresh().catch(() => {}), BALANCE_POLL_MS)
    return () => clearInterval(timer)
  }, [refresh])

  const [faucetState, setFaucetState] = useState<string | null>(null)
  const faucet = async (asset: Asset) => {
    setFaucetState(`Requesting ${asset}…`)
    const res = await fetch('/__dev/faucet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainType: 'ethereum', chainId, address, asset, amount: asset === 'ETH' ? '1' : '100' }),
    })
    setFaucetState(res.ok ? `Received ${asset === 'ETH' ? '1 ETH' : '100 USDC'}` : `Faucet: ${((await res.json()) as { error?: string }).error ?? res.status}`)
    await refresh()
  }

  // 'Add funds': the funding flow (card, exchange, another wallet, manual receive) against the dev backend's fake providers.
  const { fundWallet } = useFundWallet()
  const [funded, setFunded] = useState<FundWalletReturnType | null>(null)
  const addFunds = () => {
    setFunded(null)
    fundWallet({ address, chain, amount: '0.05' }).then(setFunded, (e: Error) => setFaucetState(e.message)).finally(() => void refresh().catch(() => {}))
  }

  return (
    <div className="card" data-testid="embedded-wallet" data-state="ready" data-address={address} style={{ maxWidth: 560 }}>
      <strong>Your embedded wallet</strong>
      <p>
        Address: <code data-testid="wallet-address">{address}</code>
      </p>
      <p>
        <label>
          Network{' '}
          <select value={chainId} onChange={(e) => setChainId(Number(e.target.value))} data-testid="wallet-network">
            {chains.map((c) => (
              <option key={c.id} value={c.id}>{c.name} ({c.id})</option>
            ))}
          </select>
        </label>
      </p>
      <p data-testid="wallet-balances">
        Balance: <strong data-testid="wallet-balance-eth" data-wei={balances?.eth.toString()}>{balances ? formatEther(balances.eth) : '…'} ETH</strong>
        {' · '}
        <strong data-testid="wallet-balance-usdc" data-units={balances?.usdc.toString()}>{balances && token ? formatUnits(balances.usdc, token.decimals) : '…'} USDC</strong>
      </p>
      <div className="actions">
        <button type="button" onClick={() => void faucet('ETH')} data-testid="faucet-eth">Faucet: 1 ETH</button>
        <button type="button" onClick={() => void faucet('USDC')} data-testid="faucet-usdc">Faucet: 100 USDC</button>
        {!headless && <button type="button" onClick={addFunds} data-testid="fund-wallet">Add funds</button>}
      </div>
      {faucetState && <p className="muted" data-testid="faucet-status">{faucetState}</p>}
      {funded && (
        <p className="muted" data-testid="fund-result" data-status={funded.status} data-provider={funded.funding?.provider}>
          Funding {funded.status}{funded.funding ? `: ${funded.funding.value} ${funded.funding.token} (${funded.funding.provider})` : ''}
        </p>
      )}
      {!headless && (
        <p>
          <label>
            <input type="checkbox" checked={confirmInModal} onChange={(e) => setConfirmInModal(e.target.checked)} data-testid="confirm-in-modal" />{' '}
            Confirm in the modal (<code>uiOptions.showWalletUIs</code>)
          </label>
        </p>
      )}
      <ExportKey address={address} />
      <SignMessage address={address} uiOptions={uiOptions} />
      <SendForm address={address} chainId={chainId} token={token} uiOptions={uiOptions} publicClient={publicClient} onSent={refresh} />
      <SafetyChecks address={address} chainId={chainId} token={token} drainer={drainer} uiOptions={uiOptions} publicClient={publicClient} onSent={refresh} />
    </div>
  )
}

type UiOptions = { showWalletUIs: boolean }

/**
 * 'Export private key': the default UI's export screen shows the key in a frame of the wallet
 * service's origin (this page never receives it). Headless (no UI mounted) it fails with the reason.
 */
function ExportKey({ address }: { address: Address }) {
  const { exportWallet } = useExportWallet()
  const [status, setStatus] = useState<string | null>(null)
  const onExport = () => {
    setStatus('Export screen open…')
    exportWallet({ address }).then(() => setStatus('Export screen closed'), (e: Error) => setStatus(e.message))
  }
  return (
    <p>
      <button type="button" onClick={onExport} data-testid="export-wallet">Export private key</button>
      {status && <span className="muted" data-testid="export-status"> {status}</span>}
    </p>
  )
}

function SignMessage({ address, uiOptions }: { address: Address; uiOptions: UiOptions }) {
  const { signMessage } = useSignMessage()
  const [message, setMessage] = useState('Hello from the Foyer demo')
  const [result, setResult] = useState<{ signature: Hex; valid: boolean } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const onSign = async (event: FormEvent) => {
    event.preventDefault()
    setResult(null)
    setError(null)
    try {
      const { signature } = await signMessage({ message }, { address, uiOptions })
      setResult({ signature: signature as Hex, valid: await verifyMessage({ address, message, signature: signature as Hex }) })
    } catch (e) {
      setError((e as Error).message)
    }
  }
  return (
    <form onSubmit={(e) => void onSign(e)} data-testid="sign-form">
      <h2>Sign a message</h2>
      <label>
        Message <input value={message} onChange={(e) => setMessage(e.target.value)} data-testid="sign-message" />
      </label>{' '}
      <button type="submit" data-testid="sign">Sign</button>
      {result && (
        <p>
          Signature: <code data-testid="signature" data-signature={result.signature}>{result.signature.slice(0, 18)}…</code>{' '}
          <span data-testid="signature-valid">{result.valid ? 'valid' : 'INVALID'}</span>
        </p>
      )}
      {error && <p role="alert" className="error" data-testid="sign-error">{error}</p>}
    </form>
  )
}

type PublicClient = ReturnType<typeof createPublicClient>

function SendForm({ address, chainId, token, uiOptions, publicClient, onSent }: {
  address: Address
  chainId: number
  token: Token | null
  uiOptions: UiOptions
  publicClient: PublicClient
  onSent: () => Promise<void>
}) {
  const { sendTransaction } = useSendTransaction()
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('0.01')
  const [asset, setAsset] = useState<Asset>('ETH')
  const [state, setState] = useState<{ status: 'sending' } | { status: 'pending'; hash: Hex } | { status: 'done'; receipt: TransactionReceipt } | { status: 'error'; message: string } | null>(null)

  const onSend = async (event: FormEvent) => {
    event.preventDefault()
    if (!isAddress(to)) return setState({ status: 'error', message: 'Enter a 0x… address to send to.' })
    setState({ status: 'sending' })
    try {
      const transaction =
        asset === 'ETH'
          ? { to, value: parseEther(amount), chainId }
          : { to: token!.address, chainId, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, token!.decimals)] }) }
      const { hash } = await sendTransaction(transaction, { address, uiOptions })
      setState({ status: 'pending', hash: hash as Hex })
      const receipt = await publicClient.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 250 })
      setState({ status: 'done', receipt })
      await onSent()
    } catch (e) {
      setState({ status: 'error', message: (e as Error).message })
    }
  }

  return (
    <form onSubmit={(e) => void onSend(e)} data-testid="send-form">
      <h2>Send</h2>
      <p>
        <label>
          To <input value={to} onChange={(e) => setTo(e.target.value.trim())} placeholder="0x…" size={44} data-testid="send-to" />
        </label>
      </p>
      <p>
        <label>
          Amount <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" size={10} data-testid="send-amount" />
        </label>{' '}
        <select value={asset} onChange={(e) => setAsset(e.target.value as Asset)} data-testid="send-asset" aria-label="Asset">
          <option value="ETH">ETH</option>
          <option value="USDC" disabled={!token}>USDC (6 decimals)</option>
        </select>{' '}
        <button type="submit" disabled={state?.status === 'sending' || state?.status === 'pending'} data-testid="send">
          Send
        </button>
      </p>
      {state?.status === 'sending' && <p className="muted">Signing and sending…</p>}
      {state?.status === 'pending' && <p className="muted">Sent <code>{state.hash.slice(0, 18)}…</code>, waiting for the receipt…</p>}
      {state?.status === 'done' && (
        <dl data-testid="receipt" data-status={state.receipt.status} data-hash={state.receipt.transactionHash}>
          <dt>Status</dt>
          <dd data-testid="receipt-status">{state.receipt.status}</dd>
          <dt>Transaction</dt>
          <dd><code data-testid="receipt-hash">{state.receipt.transactionHash}</code></dd>
          <dt>Block</dt>
          <dd data-testid="receipt-block">{state.receipt.blockNumber.toString()}</dd>
          <dt>Gas used</dt>
          <dd>{state.receipt.gasUsed.toString()}</dd>
        </dl>
      )}
      {state?.status === 'error' && <p role="alert" className="error" data-testid="send-error">{state.message}</p>}
    </form>
  )
}

const DRAINER_ABI = parseAbi(['function claim() payable'])
/** A spender the demo approves: a fixed address no one holds the key of (not on the dev backend's trusted list: the scan warns). */
const DEMO_SPENDER: Address = '0x000000000000000000000000000000000000dEaD'

/**
 * What the confirmation screen catches: a "free airdrop" that is the dev backend's known drainer
 * (the scan says Malicious and the button waits for 'I understand and want to proceed anyways.'),
 * and two transactions in one request (approve, then send: the stepper's Continue, then Approve).
 */
function SafetyChecks({ address, chainId, token, drainer, uiOptions, publicClient, onSent }: {
  address: Address
  chainId: number
  token: Token | null
  drainer: Address | null
  uiOptions: UiOptions
  publicClient: PublicClient
  onSent: () => Promise<void>
}) {
  const { sendTransaction } = useSendTransaction()
  const [state, setState] = useState<{ status: 'sending' } | { status: 'done'; hashes: readonly Hex[] } | { status: 'error'; message: string } | null>(null)
  const run = async (transaction: Parameters<typeof sendTransaction>[0]) => {
    setState({ status: 'sending' })
    try {
      const { hashes } = await sendTransaction(transaction, { address, uiOptions })
      for (const hash of hashes) await publicClient.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 250 })
      setState({ status: 'done', hashes: hashes as readonly Hex[] })
      await onSent()
    } catch (e) {
      setState({ status: 'error', message: (e as Error).message })
    }
  }
  const claim = () => drainer && run({ to: drainer, chainId, value: parseEther('0.01'), data: encodeFunctionData({ abi: DRAINER_ABI, functionName: 'claim' }) })
  const approveThenSend = () =>
    token &&
    run([
      { to: token.address, chainId, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DEMO_SPENDER, parseUnits('5', token.decimals)] }) },
      { to: token.address, chainId, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEMO_SPENDER, parseUnits('1', token.decimals)] }) },
    ])
  return (
    <section data-testid="safety-checks">
      <h2>Safety checks</h2>
      <p className="muted">The confirmation decodes each transaction, simulates it on the chain and warns before a known drainer.</p>
      <div className="actions">
        <button type="button" onClick={() => void claim()} disabled={!drainer || state?.status === 'sending'} data-testid="claim-airdrop">
          Claim a free airdrop (a drainer)
        </button>
        <button type="button" onClick={() => void approveThenSend()} disabled={!token || state?.status === 'sending'} data-testid="approve-then-send">
          Approve 5 USDC, then send 1 USDC
        </button>
      </div>
      {state?.status === 'sending' && <p className="muted">Waiting for the confirmation…</p>}
      {state?.status === 'done' && (
        <p data-testid="safety-result" data-hashes={state.hashes.join(',')}>
          Sent {state.hashes.length} transaction{state.hashes.length === 1 ? '' : 's'}.
        </p>
      )}
      {state?.status === 'error' && <p role="alert" className="error" data-testid="safety-error">{state.message}</p>}
    </section>
  )
}
