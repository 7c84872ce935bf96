// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.23;

// The dev backend's ERC-4337 smart account: eth-infinitism's SimpleAccount (EntryPoint v0.7,
// unchanged: one owner key, execute / executeBatch, UUPS proxy) plus ERC-1271, which SimpleAccount
// v0.7 lacks, so that contracts and viem's verifyMessage can check what the account signed.
// The owner signs a replay-safe hash (the hash bound to this account and chain) with an EIP-191
// personal signature, so a signature of one account is not valid for another account of the
// same owner. Not audited: for the local chain only.

import "@account-abstraction/contracts/samples/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";

contract FoyerSmartAccount is SimpleAccount, IERC1271 {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// The hash the owner signs for `hash`: bound to this account and this chain.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        return keccak256(abi.encode(hash, address(this), block.chainid));
    }

    /// ERC-1271: valid when the owner personal-signed `replaySafeHash(hash)`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        bytes32 signed = MessageHashUtils.toEthSignedMessageHash(replaySafeHash(hash));
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(signed, signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}

/// SimpleAccountFactory v0.7 for FoyerSmartAccount: CREATE2 proxies, address known before deployment.
contract FoyerSmartAccountFactory {
    FoyerSmartAccount public immutable accountImplementation;

    constructor(IEntryPoint _entryPoint) {
        accountImplementation = new FoyerSmartAccount(_entryPoint);
    }

    /// Deploys the account of `owner` and `salt` (or returns it when it exists).
    function createAccount(address owner, uint256 salt) public returns (FoyerSmartAccount ret) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return FoyerSmartAccount(payable(addr));
        ret = FoyerSmartAccount(
            payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))))
        );
    }

    /// The counterfactual address of the account of `owner` and `salt`.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
