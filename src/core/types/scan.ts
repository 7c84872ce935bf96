/**
 * The transaction scan and token price calls, as they travel (snake_case): `POST
 * /api/v1/scan/transaction` simulates a transaction before the user approves it and says whether
 * it is safe; `GET /api/v1/token_price` gives a token's price in US dollars. Types only.
 */

/** `POST /api/v1/scan/transaction` body: the page's domain, the chain and the transaction as sent. */
export type WireTransactionScanRequest = {
  metadata: { domain: string }
  /** The chain id, in decimal ('31337'). */
  chain_id: string
  request: {
    method: 'eth_sendTransaction'
    /** One transaction; quantities as 0x-hex strings. */
    params: [
      {
        from: string
        to?: string | undefined
        value?: string | undefined
        gas?: string | undefined
        gasPrice?: string | undefined
        nonce?: string | undefined
        data?: string | undefined
      },
    ]
  }
}

/** How the scan classifies a transaction. */
export type WireScanResultType = 'Benign' | 'Warning' | 'Malicious'

/** An asset a transaction moves or exposes. */
export type WireScanAsset = {
  type: 'NATIVE' | 'ERC20' | 'ERC721' | 'ERC1155'
  /** The token contract (absent for the native currency). */
  address?: string | undefined
  name: string | null
  symbol: string | null
  logo_url: string | null
  /** Decimals of the amounts (0 for NFTs). */
  decimals: number
}

/** An amount of an asset going in or out of the account. */
export type WireScanValue = {
  /** In whole units, as a decimal string ('12.5'); '1' per NFT. */
  value: string
  /** In base units, 0x-hex. */
  raw_value: string
  /** What the amount is worth in US dollars; null when the price is unknown. */
  usd_price: number | null
  /** The NFT's id (decimal), for ERC-721 / ERC-1155. */
  token_id?: string | undefined
}

/** What the account may lose to a spender after the transaction (approvals). */
export type WireScanExposure = {
  asset: WireScanAsset
  spenders: {
    spender: string
    /** The allowance in base units (0x-hex); null for an approval of the whole collection. */
    raw_value: string | null
    /** In whole units; 'Maximum' is the client's word for 2^256−1, the server sends the number. */
    value: string | null
    usd_price: number | null
    /** setApprovalForAll(operator, true). */
    is_approved_for_all: boolean
  }[]
}

/** `POST /api/v1/scan/transaction` answer. */
export type WireTransactionScan = {
  validation: {
    /** 'Error' when the scan itself failed (then `result_type` says nothing: treat as failed). */
    status: 'Success' | 'Error'
    result_type: WireScanResultType
    /** One sentence for the banner ('Transfers funds to a known drainer.'), when not Benign. */
    description?: string | undefined
    /** Why the result type was given. */
    features: { type: string; description: string; address?: string | undefined }[]
    error?: string | undefined
  }
  simulation: {
    /** 'Error' when the transaction could not be simulated (it reverts, or the chain is unknown). */
    status: 'Success' | 'Error'
    /** The revert reason or why no simulation ran. */
    error?: string | undefined
    params: { from: string; to: string | null; value: string; data: string; chain_id: string }
    /** What the sender's account gains and loses (fees excluded). */
    assets_diffs: { asset: WireScanAsset; in: WireScanValue[]; out: WireScanValue[] }[]
    /** Approvals the transaction grants from the sender's account. */
    exposures: WireScanExposure[]
  }
}

/** `GET /api/v1/token_price?chainId=&tokenSymbol=` answer. */
export type WireTokenPrice = { usd: number }
