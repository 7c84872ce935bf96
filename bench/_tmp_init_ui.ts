import { measureFixture } from './measure.js'
const m = await measureFixture('modal')
console.log(m.initial.gzip)
console.log(m.initialInputs.filter((p) => !p.includes('node_modules')).sort().join('\n'))
console.log('NODE')
console.log(m.initialInputs.filter((p) => p.includes('node_modules')).map((p) => p.replace(/.*node_modules\//, '')).sort().join('\n'))
