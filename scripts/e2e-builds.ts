// What the browser tests serve, built ahead (`npm test` runs this beside the unit tests): the demo
// (demo/dist) and the story gallery (into the directory given as the first argument). The e2e run
// then skips its own builds (FOYER_DEMO_BUILT=1, FOYER_GALLERY_DIR=<dir>; see test/e2e/support).
import { buildDemo } from './demo-server.js'
import { buildStoriesOnce } from './stories.js'

const galleryDir = process.argv[2]
if (!galleryDir) throw new Error('usage: tsx scripts/e2e-builds.ts <gallery dir>')
const started = Date.now()
await Promise.all([
  buildDemo({ sourcemap: false }).then(() => console.log(`demo built in ${((Date.now() - started) / 1000).toFixed(1)} s`)),
  buildStoriesOnce(galleryDir).then(() => console.log(`story gallery built in ${((Date.now() - started) / 1000).toFixed(1)} s`)),
])
