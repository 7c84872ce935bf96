// What the runtime fixture (bench/fixtures/runtime.tsx) exposes on `window.__foyerBench` for
// bench/runtime.ts. Times are `performance.now()` values of the page.

/** One opening of the modal: the click calling login(), then the landing in the DOM and painted. */
export type LandingTimes = {
  /** In the button's click handler, just before `login()`. */
  clicked: number
  /** A MutationObserver saw `[data-screen="landing"]` in the document. */
  inDom: number
  /** The requestAnimationFrame callback of the first frame after that. */
  frame: number
  /** A task posted from that callback: the frame is styled, laid out and painted. */
  painted: number
}

export type BenchHooks = {
  /** When `useFoyer().ready` first rendered true (app config loaded, session restored). */
  ready: Promise<number>
  /** When the client's session became authenticated (`watchAuthenticated`). */
  authenticated: Promise<number>
  /** When a render with `useFoyer().authenticated === true` was committed. */
  authenticatedRendered: Promise<number>
  /** Set by the login button's click. */
  landing: Promise<LandingTimes> | null
  /** Set by the first keydown after `armCode()`. */
  codeSubmittedAt: number | null
  /** Marks the next keydown (the code's last digit) as the code submitted. */
  armCode(): void
  logout(): Promise<void>
}

declare global {
  interface Window {
    __foyerBench: BenchHooks
    __FOYER_BENCH_CONFIG__: { appId: string; apiUrl: string }
  }
}

/** What the wallets fixture (bench/fixtures/wallets-runtime.tsx) exposes on `window.__walletBench` for bench/wallets.ts. */
export type WalletBenchHooks = {
  /** When `useFoyer().ready` first rendered true, and when the wallet frame (asked for then) answered readiness. */
  times: Promise<{ ready: number; frameReady: number }>
  sendCode(email: string): Promise<void>
  login(code: string): Promise<void>
  /** `createWallet(client, {})`, timed. */
  createWallet(): Promise<{ ms: number; address: string }>
  /** One personal_sign through the wallet's EIP-1193 provider, timed. */
  personalSign(address: string): Promise<{ ms: number; signature: string }>
  logout(): Promise<void>
}

declare global {
  interface Window {
    __walletBench: WalletBenchHooks
  }
}

/** What the confirmation fixture (bench/fixtures/confirmation-runtime.tsx) exposes on `window.__confirmBench` for bench/confirmation.ts. */
export type ConfirmationBenchHooks = {
  sendCode(email: string): Promise<void>
  login(code: string): Promise<void>
  createWallet(): Promise<{ address: string }>
  /**
   * `sendTransaction` of a 1-USDC transfer with the modal mounted, timed from the call to the
   * confirmation painted with its decoded action ('Transfer token') and the scan's result ('Scan
   * details'); then the screen is closed (the call rejects with 4001) and gone.
   */
  confirmation(token: string, to: string): Promise<{ ms: number }>
}

declare global {
  interface Window {
    __confirmBench: ConfirmationBenchHooks
  }
}

/** What the Solana fixture (bench/fixtures/solana-runtime.tsx) exposes on `window.__solanaBench` for bench/solana.ts. */
export type SolanaBenchHooks = {
  sendCode(email: string): Promise<void>
  login(code: string): Promise<void>
  /** `createSolanaWallet(client)`: the new wallet's address. */
  createWallet(): Promise<{ address: string }>
  /** One `signSolanaMessage` (the key in the frame's memory), timed. */
  signMessage(address: string): Promise<{ ms: number; signature: string }>
  /** One `sendSolanaTransaction` of a 0.001 SOL transfer (headless), timed from the call to confirmed. */
  send(address: string, to: string): Promise<{ ms: number; signature: string }>
}

declare global {
  interface Window {
    __solanaBench: SolanaBenchHooks
  }
}
