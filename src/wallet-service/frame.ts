/** Entry of the wallet-service page bundle (`frame.js`): starts the page in this window. */
import { startWalletServicePage, type WalletServicePageWindow } from './page.js'

void startWalletServicePage(window as unknown as WalletServicePageWindow)
