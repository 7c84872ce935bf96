'use client'
import { useMemo } from 'react'
import { useAppConfig, useWalletConnectors, WALLET_LOGIN_METHOD, WALLET_LOGIN_METHOD_PREFIX, walletPickerEntries } from '../../hooks/internalApi.js'
import { useChooseWallet } from '../wallets/useChooseWallet.js'
import { MethodButton } from './MethodButton.js'
import { WalletIcon } from './WalletMethod.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

/**
 * A landing entry for one wallet of the app's login methods (`wallet:{walletClientType}`, e.g.
 * `wallet:metamask`): as its row of the picker would be (its name and icon); it connects that
 * wallet at once — or, when it serves both chain families, opens the picker.
 */
export function OneWalletMethod({ navigate, method = WALLET_LOGIN_METHOD }: LoginMethodEntryProps) {
  const walletClientType = method.slice(WALLET_LOGIN_METHOD_PREFIX.length)
  const config = useAppConfig()
  const { connectors, directory } = useWalletConnectors()
  const choose = useChooseWallet({ navigate })
  const walletChainType = config?.appearance.walletChainType ?? 'ethereum-only'
  const entry = useMemo(
    () => walletPickerEntries(connectors, directory, { walletChainType, walletList: [walletClientType] }).find((e) => e.key === walletClientType) ?? null,
    [connectors, directory, walletChainType, walletClientType],
  )
  const icon = entry?.icon ?? null
  const Icon = useMemo(() => (icon ? () => <img src={icon} alt="" /> : WalletIcon), [icon])
  const start = () => {
    if (entry && entry.chains.length === 1) choose(entry, entry.chains[0]!)
    else navigate('walletPicker', {})
  }
  return (
    <MethodButton method={method} icon={Icon} onClick={start}>
      {entry?.name ?? walletClientType}
    </MethodButton>
  )
}
