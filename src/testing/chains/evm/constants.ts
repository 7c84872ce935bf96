/** Addresses of the local EVM chain that the browser-safe backend entry needs (no EDR, no artifacts). */
import { getContractAddress, type Address } from 'viem'

/** Hardhat's well-known account #0 (a public key, never to be used on a real network). */
export const TREASURY_ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * The drainer's address (FoyerDrainer, a deliberately malicious demo contract): the treasury's
 * second contract creation (nonce 1), the same on every network and at every start. `claim()`
 * (payable) forwards the ETH sent to the treasury; `sweep(token, victim)` moves what the victim
 * allowed it to spend. The transaction scan lists it as malicious by default.
 */
export const DRAINER_ADDRESS: Address = getContractAddress({ from: TREASURY_ADDRESS, nonce: 1n })

/**
 * ERC-4337 on the local chain, the same on every network and at every start: the EntryPoint v0.7
 * at its canonical address (eth-infinitism's official build, placed there at start), the smart
 * account factory (FoyerSmartAccountFactory: SimpleAccount v0.7 with ERC-1271) and the verifying
 * paymaster (eth-infinitism's VerifyingPaymaster), deployed by the treasury (nonces 3 and 4).
 */
export const ENTRY_POINT_ADDRESS: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
/** FoyerSmartAccountFactory: `createAccount(owner, salt)`, `getAddress(owner, salt)`. */
export const SMART_ACCOUNT_FACTORY_ADDRESS: Address = getContractAddress({ from: TREASURY_ADDRESS, nonce: 3n })
/** The VerifyingPaymaster, its EntryPoint deposit funded at start. */
export const VERIFYING_PAYMASTER_ADDRESS: Address = getContractAddress({ from: TREASURY_ADDRESS, nonce: 4n })
