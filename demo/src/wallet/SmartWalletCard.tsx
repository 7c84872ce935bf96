import { useSmartWallets } from 'foyerkit'
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react'
import { createPublicClient, encodeFunctionData, erc20Abi, formatEther, formatUnits, http, isAddress, parseUnits, type Address, type Hex } from 'viem'
import { demoChains } from './setup.js'

/** The dev backend's USDC-like token (the same address on both local networks). */
const USDC: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const USDC_DECIMALS = 6

/**
 * The smart wallet (ERC-4337): a smart account owned by the embedded wallet, whose gas the dev
 * backend's paymaster sponsors. Started by a click (it links a `smart_wallet` account to the user).
 */
export function SmartWalletCard({ confirmInModal }: { confirmInModal: boolean }) {
  const [on, setOn] = useState(false)
  if (!on) {
    return (
      <div className="card" data-testid="smart-wallet" data-state="off" style={{ maxWidth: 560 }}>
        <h2>Smart wallet</h2>
        <p className="muted">An ERC-4337 smart account owned by your embedded wallet; the app's paymaster pays its gas.</p>
        <button type="button" onClick={() => setOn(true)} data-testid="use-smart-wallet">Use a smart wallet</button>
      </div>
    )
  }
  return <SmartWalletDetails confirmInModal={confirmInModal} />
}

function SmartWalletDetails({ confirmInModal }: { confirmInModal: boolean }) {
  const { client, address, status, error, sendTransaction } = useSmartWallets()
  const chain = useMemo(() => demoChains(window.location.origin)[0]!, [])
  const publicClient = useMemo(() => createPublicClient({ chain, transport: http() }), [chain])
  const [balances, setBalances] = useState<{ eth: bigint; usdc: bigint } | null>(null)
  const refresh = useCallback(async () => {
    if (!address) return
    const [eth, usdc] = await Promise.all([
      publicClient.getBalance({ address }),
      publicClient.readContract({ address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    ])
    setBalances({ eth, usdc })
  }, [publicClient, address])
  useEffect(() => {
    void refresh().catch(() => {})
    const timer = setInterval(() => void refresh().catch(() => {}), 1_000)
    return () => clearInterval(timer)
  }, [refresh])

  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('1')
  const [sent, setSent] = useState<{ status: 'sending' } | { status: 'done'; hash: Hex; userOperationHash: Hex; success: boolean } | { status: 'error'; message: string } | null>(null)

  if (status !== 'ready' || !client || !address) {
    return (
      <div className="card" data-testid="smart-wallet" data-state={status} style={{ maxWidth: 560 }}>
        <h2>Smart wallet</h2>
        {error ? <p role="alert" className="error" data-testid="smart-wallet-error">{error.message}</p> : <p className="muted">Preparing the smart wallet…</p>}
      </div>
    )
  }

  const faucet = async () => {
    await fetch('/__dev/faucet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainType: 'ethereum', chainId: client.chainId, address, asset: 'USDC', amount: '10' }),
    })
    await refresh()
  }

  const onSend = async (event: FormEvent) => {
    event.preventDefault()
    if (!isAddress(to)) return setSent({ status: 'error', message: 'Enter a 0x… address to send to.' })
    setSent({ status: 'sending' })
    try {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, USDC_DECIMALS)] })
      const result = await sendTransaction({ calls: { to: USDC, data }, uiOptions: { showWalletUIs: confirmInModal } })
      const receipt = await publicClient.getTransactionReceipt({ hash: result.hash })
      setSent({ status: 'done', hash: result.hash, userOperationHash: result.userOperationHash, success: receipt.status === 'success' })
      await refresh()
    } catch (e) {
      setSent({ status: 'error', message: (e as Error).message })
    }
  }

  return (
    <div className="card" data-testid="smart-wallet" data-state="ready" data-address={address} data-sponsored={String(client.sponsored)} style={{ maxWidth: 560 }}>
      <h2>Smart wallet</h2>
      <p>
        Address: <code data-testid="smart-wallet-address">{address}</code>
        <br />
        <span className="muted">Owner: {client.owner} · {client.sponsored ? 'gas sponsored by the app' : 'pays its own gas'}</span>
      </p>
      <p>
        Balance: <strong data-testid="smart-wallet-balance-eth">{balances ? formatEther(balances.eth) : '…'} ETH</strong>,{' '}
        <strong data-testid="smart-wallet-balance-usdc" data-units={balances?.usdc.toString()}>{balances ? formatUnits(balances.usdc, USDC_DECIMALS) : '…'} USDC</strong>{' '}
        <button type="button" onClick={() => void faucet()} data-testid="smart-wallet-faucet-usdc">Faucet: 10 USDC</button>
      </p>
      <form onSubmit={(e) => void onSend(e)}>
        <label>
          To <input value={to} onChange={(e) => setTo(e.target.value.trim())} placeholder="0x…" size={44} data-testid="smart-send-to" />
        </label>{' '}
        <label>
          USDC <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" size={6} data-testid="smart-send-amount" />
        </label>{' '}
        <button type="submit" disabled={sent?.status === 'sending'} data-testid="smart-send">Send</button>
      </form>
      {sent?.status === 'sending' && <p className="muted">Sending the user operation…</p>}
      {sent?.status === 'done' && (
        <p data-testid="smart-receipt" data-status={sent.success ? 'success' : 'reverted'} data-hash={sent.hash} data-user-operation={sent.userOperationHash}>
          Included in <code>{sent.hash.slice(0, 18)}…</code> ({sent.success ? 'success' : 'reverted'})
        </p>
      )}
      {sent?.status === 'error' && <p role="alert" className="error" data-testid="smart-send-error">{sent.message}</p>}
    </div>
  )
}
