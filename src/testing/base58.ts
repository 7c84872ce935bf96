/** Base58 for the testing kit: the core's encoder and decoder (one implementation). */
export { base58Encode, base58Decode } from '../core/utils/base58.js'
