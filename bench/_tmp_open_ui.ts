import { measureModalOpen } from '/work/wt/i20-ui/bench/open.js'
const open = await measureModalOpen({ loginMethods: ['email', 'google', 'wallet'] })
console.log(open.afterOpen.gzip, open.initial.gzip, open.rounds)
console.log(open.loadedInputs.filter((p) => /funding|Funding|screens\//.test(p)).join('\n'))
console.log('ALL', open.loadedInputs.length)
console.log(open.loadedInputs.join('\n'))
