import { base58Encode } from '../../utils/base58.js'
import type { SolanaMessage } from './instructions.js'

/** The address lookup table program: the owner of every lookup table account. */
export const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111'

/** Bytes before a lookup table's addresses: type (u32), deactivation slot, last extended slot (u64 each), start index (u8), optional authority (1 + 32), padding (u16). */
const LOOKUP_TABLE_META_SIZE = 56

/**
 * The addresses a lookup table account holds (its data as `getAccountInfo` returns it), or null
 * when the data is not a lookup table's (wrong type, a truncated address).
 */
export function readLookupTableAddresses(data: Uint8Array): string[] | null {
  if (data.length < LOOKUP_TABLE_META_SIZE || (data.length - LOOKUP_TABLE_META_SIZE) % 32 !== 0) return null
  const type = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true)
  if (type !== 1) return null
  const addresses: string[] = []
  for (let offset = LOOKUP_TABLE_META_SIZE; offset < data.length; offset += 32) addresses.push(base58Encode(data.subarray(offset, offset + 32)))
  return addresses
}

/**
 * The accounts a version-0 message loads from its lookup tables — every table's writable ones,
 * then every table's read-only ones, as the runtime orders them — given the tables' addresses
 * (by table key). An account whose table is missing or whose index is out of range is null.
 */
export function loadedAddressesOf(
  lookups: SolanaMessage['addressTableLookups'],
  tables: ReadonlyMap<string, readonly string[] | null>,
): { writable: (string | null)[]; readonly: (string | null)[] } {
  const pick = (table: string, indexes: readonly number[]) => indexes.map((i) => tables.get(table)?.[i] ?? null)
  return {
    writable: lookups.flatMap((l) => pick(l.accountKey, l.writableIndexes)),
    readonly: lookups.flatMap((l) => pick(l.accountKey, l.readonlyIndexes)),
  }
}
