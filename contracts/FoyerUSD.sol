// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title FoyerUSD
/// @notice A USDC-like ERC-20 token (symbol USDC, 6 decimals) for Foyer's local dev chains.
/// @dev A minimal, standard ERC-20 (EIP-20) with `increaseAllowance` and a `mint` that only the
///      deployer (the dev chain's faucet treasury) may call. It holds no value: it exists so that
///      wallet flows can send, approve and spend a stablecoin offline. Failures revert with a
///      reason string, so a wallet without the ABI can still show why.
contract FoyerUSD {
    /// @notice The token's name.
    string public constant name = "Foyer USD";
    /// @notice The token's symbol, as wallets show it.
    string public constant symbol = "USDC";
    /// @notice Base units per token: 1 USDC = 10^6 base units, as on real networks.
    uint8 public constant decimals = 6;

    /// @notice The only account allowed to mint: the deployer (the faucet's treasury).
    address public immutable minter;

    /// @notice Tokens in existence, in base units.
    uint256 public totalSupply;

    /// @notice Balance of each account, in base units.
    mapping(address => uint256) public balanceOf;

    /// @notice How much a spender may still move out of an owner's balance: allowance[owner][spender].
    mapping(address => mapping(address => uint256)) public allowance;

    /// @notice Emitted on every balance move, including mints (from the zero address).
    event Transfer(address indexed from, address indexed to, uint256 value);

    /// @notice Emitted whenever an allowance is set.
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor() {
        minter = msg.sender;
    }

    /// @notice Moves `value` base units from the caller to `to`.
    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    /// @notice Lets `spender` move up to `value` base units of the caller's balance (replaces the
    ///         previous allowance).
    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    /// @notice Raises the allowance of `spender` over the caller's balance by `addedValue`.
    function increaseAllowance(address spender, uint256 addedValue) external returns (bool) {
        _approve(msg.sender, spender, allowance[msg.sender][spender] + addedValue);
        return true;
    }

    /// @notice Moves `value` base units from `from` to `to` using the caller's allowance. An
    ///         allowance of type(uint256).max is unlimited and is not decreased.
    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "ERC20: insufficient allowance");
            unchecked {
                _approve(from, msg.sender, allowed - value);
            }
        }
        _transfer(from, to, value);
        return true;
    }

    /// @notice Creates `value` base units for `to`. Only the minter (the faucet) may call it.
    function mint(address to, uint256 value) external {
        require(msg.sender == minter, "FoyerUSD: caller is not the minter");
        require(to != address(0), "ERC20: mint to the zero address");
        totalSupply += value;
        unchecked {
            // Cannot overflow: a balance never exceeds totalSupply, which just grew by value.
            balanceOf[to] += value;
        }
        emit Transfer(address(0), to, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        require(to != address(0), "ERC20: transfer to the zero address");
        uint256 balance = balanceOf[from];
        require(balance >= value, "ERC20: transfer amount exceeds balance");
        unchecked {
            // Cannot underflow (checked above) nor overflow (the sum of balances is totalSupply).
            balanceOf[from] = balance - value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }

    function _approve(address owner, address spender, uint256 value) private {
        require(spender != address(0), "ERC20: approve to the zero address");
        allowance[owner][spender] = value;
        emit Approval(owner, spender, value);
    }
}
