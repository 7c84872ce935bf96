import { describe, expect, test } from 'vitest'
import { openCommand, shouldOpenBrowser } from '../../scripts/open-browser.js'

describe('npm start opens the browser', () => {
  test.each([
    [{ isTTY: true, env: {}, argv: [] }, true],
    [{ isTTY: false, env: {}, argv: [] }, false],
    [{ isTTY: undefined, env: {}, argv: [] }, false],
    [{ isTTY: true, env: { CI: 'true' }, argv: [] }, false],
    [{ isTTY: true, env: { CI: '1' }, argv: [] }, false],
    [{ isTTY: true, env: { CI: 'false' }, argv: [] }, true],
    [{ isTTY: true, env: {}, argv: ['node', 'start.ts', '--no-open'] }, false],
  ])('%o → %s', (context, expected) => {
    expect(shouldOpenBrowser(context)).toBe(expected)
  })

  test("with the platform's opener", () => {
    expect(openCommand('linux', 'http://localhost:4321')).toEqual({ cmd: 'xdg-open', args: ['http://localhost:4321'] })
    expect(openCommand('darwin', 'http://localhost:4321')).toEqual({ cmd: 'open', args: ['http://localhost:4321'] })
    expect(openCommand('win32', 'http://localhost:4321')).toEqual({ cmd: 'cmd', args: ['/c', 'start', '""', 'http://localhost:4321'] })
  })
})
