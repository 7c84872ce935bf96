import { measureFixture } from './bench/measure.js'
const r = await measureFixture(process.argv[2] as never)
console.log(JSON.stringify({ gzip: r.initial.gzip, inputs: r.initialInputs }))
