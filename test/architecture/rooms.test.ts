import { describe, expect, it } from 'vitest'
import { filesNamingMethod, METHOD_NAMES } from '../../bench/structure.js'

// One room per login method: outside its own files (barrels, copy catalogues and type unions
// aside), at most 6 files of src/core, src/hooks and src/ui name a method. A method that leaks
// into more files needs a descriptor field or a registry row instead (docs/contributing.md).
describe('login methods live in their rooms', () => {
  it.each(Object.keys(METHOD_NAMES))('%s is named by at most 6 files outside its room', (method) => {
    const files = filesNamingMethod(method)
    expect(files.length, `files naming ${method}:\n${files.join('\n')}`).toBeLessThanOrEqual(6)
  })
})
