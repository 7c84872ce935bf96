import { useFarcasterSigner, useLinkAccount, useUser, type FoyerError } from 'foyerkit'
import { useState } from 'react'

/** A test "message hash" (20 bytes, as a Farcaster message's BLAKE3 hash) to sign. */
const TEST_HASH = '0x0102030405060708090a0b0c0d0e0f1011121314'

/**
 * Farcaster signers: link a Farcaster account (the modal's Farcaster screen), then 'Request
 * Farcaster signer' opens the signer screen (a QR code of the approval link — the dev backend's
 * approval page); once approved the account shows the signer's public key, and 'Sign test hash'
 * signs with the key the wallet service keeps. See docs/farcaster-signers.md.
 */
export function FarcasterSignerCard() {
  const { user } = useUser()
  const { linkFarcaster } = useLinkAccount()
  const { requestFarcasterSigner, signFarcasterMessage, state } = useFarcasterSigner()
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const [signature, setSignature] = useState<string | null>(null)
  const farcaster = user?.farcaster
  const fail = (error: FoyerError | Error) => setResult({ ok: false, text: (error as FoyerError).shortMessage ?? error.message })
  const request = () => {
    setResult(null)
    requestFarcasterSigner().then(({ publicKey }) => setResult({ ok: true, text: `Signer approved: ${publicKey}` }), fail)
  }
  const sign = () => {
    setSignature(null)
    signFarcasterMessage(TEST_HASH).then(({ signature }) => setSignature(signature), fail)
  }
  return (
    <div className="card" data-testid="farcaster-signer" data-status={state.status} data-fid={farcaster?.fid ?? ''} data-signer={farcaster?.signerPublicKey ?? ''} style={{ maxWidth: 560 }}>
      <strong>Farcaster signer</strong>
      {!farcaster ? (
        <p>
          No Farcaster account linked.{' '}
          <button type="button" onClick={() => linkFarcaster()} data-testid="link-farcaster">Link Farcaster</button>
        </p>
      ) : (
        <>
          <p className="muted">
            fid {farcaster.fid}; signer {farcaster.signerPublicKey ? <code>{farcaster.signerPublicKey.slice(0, 12)}…</code> : 'none'}
          </p>
          <button type="button" onClick={request} data-testid="request-farcaster-signer">Request Farcaster signer</button>{' '}
          {farcaster.signerPublicKey && (
            <button type="button" onClick={sign} data-testid="sign-farcaster-hash">Sign test hash</button>
          )}
        </>
      )}
      {signature && <p className="muted">Signature of <code>{TEST_HASH}</code>: <code data-testid="farcaster-signature" data-hash={TEST_HASH}>{signature}</code></p>}
      {result && <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'muted' : 'error'} data-testid="farcaster-signer-result">{result.text}</p>}
    </div>
  )
}
