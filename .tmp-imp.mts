const t = performance.now()
await import('./src/testing/chains/index.js')
console.log('import chains entry (litesvm native, web3.js, spl-token):', (performance.now() - t).toFixed(0), 'ms')
