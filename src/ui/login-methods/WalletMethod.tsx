'use client'
import { useMemo } from 'react'
import { WALLET_LOGIN_METHOD, WALLET_LOGIN_METHOD_PREFIX, walletPickerEntries } from '../../core/index.js'
import { useAppConfig, useWalletConnectors } from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import { useChooseWallet } from '../wallets/useChooseWallet.js'
import { MethodButton } from './MethodButton.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

const WalletIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 7h15a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z" />
    <path d="M3 7l12-3v3" />
    <circle cx="16.5" cy="13.5" r="1" fill="currentColor" />
  </svg>
)

/**
 * The landing's wallet entries: `wallet` is 'Continue with a wallet' (it opens the wallet picker,
 * 'Select your wallet'); `wallet:{walletClientType}` is one wallet's button (its name and icon),
 * which connects that wallet at once — or, when it serves both chain families, opens the picker.
 */
export function WalletMethod({ navigate, method = WALLET_LOGIN_METHOD }: LoginMethodEntryProps) {
  const { t } = useFoyerUi()
  if (method.startsWith(WALLET_LOGIN_METHOD_PREFIX)) {
    return <OneWalletMethod navigate={navigate} method={method} walletClientType={method.slice(WALLET_LOGIN_METHOD_PREFIX.length)} />
  }
  return (
    <MethodButton method={WALLET_LOGIN_METHOD} icon={WalletIcon} onClick={() => navigate('walletPicker', {})}>
      {t('wallet.continueWith')}
    </MethodButton>
  )
}

/** One wallet of the app's login methods (`wallet:metamask` …): as its row of the picker would be. */
function OneWalletMethod({ navigate, method, walletClientType }: { navigate: LoginMethodEntryProps['navigate']; method: string; walletClientType: string }) {
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
