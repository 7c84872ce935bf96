for (const m of ['@solana/web3.js', '@solana/kit', 'litesvm', '@solana/spl-token', 'ws', 'hono']) {
  const t = performance.now(); await import(m); console.log(m, (performance.now() - t).toFixed(0), 'ms')
}
