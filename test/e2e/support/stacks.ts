// Setup file of the browser tests: Playwright's own stack captures, without vitest's source mapping.
//
// Playwright (in this process: its client and its server) reads `new Error().stack` on every API
// call (to name the call and place it in the caller's code) and on every wait it races against a
// page's close (server side, several per call). vitest installs an `Error.prepareStackTrace` that
// maps each frame through the source maps of the modules it ran, cloning every call site: for a
// browser test, a tenth of its process's CPU went there. For a stack whose top frame is
// Playwright's, frames in node_modules and Node's internals (not transformed by vitest: nothing to
// map) are written as V8 writes them; the others (the test's own files) are still mapped, so a
// failed call still points at the right line of the test. A wait's stack (Playwright's server keeps
// it to clone a close error from, which its client then replaces with the caller's) is written
// shorter still: function and place, no type names. Every other error is vitest's as before.
const PLAYWRIGHT = '/node_modules/playwright-core/'
const FAST = Symbol.for('foyer.e2e.fastPlaywrightStacks')

type Prepare = (error: Error, frames: NodeJS.CallSite[]) => unknown
type Marked = Prepare & { [FAST]?: true }

/** `at name (file:line:column)`, without V8's type and method names (the costly part of its text). */
const brief = (frame: NodeJS.CallSite) => {
  const place = `${frame.getFileName() ?? '<anonymous>'}:${frame.getLineNumber()}:${frame.getColumnNumber()}`
  const name = frame.getFunctionName()
  return `\n    at ${frame.isAsync() ? 'async ' : ''}${name ? `${name} (${place})` : place}`
}

const unmapped = (frame: NodeJS.CallSite) => {
  const file = frame.getFileName() ?? ''
  return file === '' || file.startsWith('node:') || file.includes('/node_modules/')
}

function install() {
  const mapped = Error.prepareStackTrace as Marked | undefined
  if (!mapped || mapped[FAST]) return
  const fast: Marked = (error, frames) => {
    const top = frames[0]
    if (!top || !(top.getFileName() ?? '').includes(PLAYWRIGHT)) return mapped(error, frames)
    const header = `${error.name || 'Error'}: ${error.message || ''}`
    if (top.getFunctionName() === '_race') return header + frames.map(brief).join('')
    const lines = frames.map((frame) => {
      if (unmapped(frame)) return `\n    at ${String(frame)}`
      // vitest's mapping of this one frame: its text after the header line.
      const text = String(mapped(error, [frame]))
      return text.slice(text.indexOf('\n    at '))
    })
    return header + lines.join('')
  }
  fast[FAST] = true
  Error.prepareStackTrace = fast
}

// Each file (a worker keeps its module graph: this runs again, and installs only when vitest's
// own function is back).
install()
