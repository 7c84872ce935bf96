import { describe, expect, it } from 'vitest'
import { AddressLookupTableAccount, AddressLookupTableProgram, Keypair } from '@solana/web3.js'
import { ADDRESS_LOOKUP_TABLE_PROGRAM, loadedAddressesOf, readLookupTableAddresses } from '../../../../src/core/wallets/solana/lookupTables.js'
import { lookupTableData } from './helpers.js'

const keys = Array.from({ length: 4 }, () => Keypair.generate().publicKey)
const b58 = keys.map((k) => k.toBase58())

describe('readLookupTableAddresses', () => {
  it("reads the addresses a lookup table holds, as web3.js's own reader does", () => {
    const data = lookupTableData(keys)
    expect(readLookupTableAddresses(data)).toEqual(b58)
    expect(AddressLookupTableAccount.deserialize(data).addresses.map((a) => a.toBase58())).toEqual(b58)
    expect(ADDRESS_LOOKUP_TABLE_PROGRAM).toBe(AddressLookupTableProgram.programId.toBase58())
  })

  it('reads an empty table', () => {
    expect(readLookupTableAddresses(lookupTableData([]))).toEqual([])
  })

  it.each([
    ['shorter than the header', new Uint8Array(40)],
    ['a truncated address', lookupTableData(keys).subarray(0, 56 + 32 + 5)],
    ['an uninitialized table (type 0)', (() => { const d = lookupTableData(keys); d[0] = 0; return d })()],
  ])('refuses data that is not a lookup table: %s', (_, data) => {
    expect(readLookupTableAddresses(data)).toBeNull()
  })
})

describe('loadedAddressesOf', () => {
  const [t1, t2] = ['Table1111111111111111111111111111111111111', 'Table2222222222222222222222222222222222222']
  it("orders every table's writable accounts, then every table's read-only ones", () => {
    const tables = new Map([[t1!, [b58[0]!, b58[1]!]], [t2!, [b58[2]!, b58[3]!]]])
    const lookups = [
      { accountKey: t1!, writableIndexes: [1], readonlyIndexes: [0] },
      { accountKey: t2!, writableIndexes: [0], readonlyIndexes: [1] },
    ]
    expect(loadedAddressesOf(lookups, tables)).toEqual({ writable: [b58[1], b58[2]], readonly: [b58[0], b58[3]] })
  })

  it('leaves an account null when its table is missing or unreadable, or its index is out of range', () => {
    const tables = new Map<string, string[] | null>([[t1!, [b58[0]!]], [t2!, null]])
    const lookups = [
      { accountKey: t1!, writableIndexes: [0, 5], readonlyIndexes: [] },
      { accountKey: t2!, writableIndexes: [0], readonlyIndexes: [] },
      { accountKey: 'Missing111111111111111111111111111111111111', writableIndexes: [], readonlyIndexes: [0] },
    ]
    expect(loadedAddressesOf(lookups, tables)).toEqual({ writable: [b58[0], null, null], readonly: [null] })
  })
})
