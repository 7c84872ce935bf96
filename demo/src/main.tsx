import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { installDemoTestWallets } from './testWallets.js'

// The test wallets (header toggle) are in the page before the app mounts.
void installDemoTestWallets().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
