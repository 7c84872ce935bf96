import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cycles, importGraph, rel, sourceFiles, SRC } from './graph.js'
import { floorOf, FLOORS, methodRoomOf } from './floors.js'

describe('floors inside src/core (types and errors → client and store → pure machines → orchestration steps → actions → the kit)', () => {
  const graph = importGraph(join(SRC, 'core'))

  it('every core file sits on a floor', () => {
    expect(graph.size).toBeGreaterThan(100)
    expect([...graph.keys()].filter((file) => floorOf(file) === undefined).map(rel)).toEqual([])
  })

  it('each floor imports only its own floor and those below (type-only imports included)', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => (floorOf(target) ?? 0) > (floorOf(file) ?? 0))
        .map((target) => `${rel(file)} (${FLOORS[floorOf(file)!]!.name}) imports ${rel(target)} (${FLOORS[floorOf(target)!]!.name})`),
    )
    expect(upward).toEqual([])
  })

  it("a login method's room never imports another method's room", () => {
    const across = [...graph].flatMap(([file, targets]) =>
      targets.filter((t) => methodRoomOf(file) && methodRoomOf(t) && methodRoomOf(t) !== methodRoomOf(file)).map((t) => `${rel(file)} imports ${rel(t)}`),
    )
    expect(across).toEqual([])
  })
})

describe('no import cycles anywhere in src/ (runtime or type-only)', () => {
  it('the scanner finds a cycle when there is one', () => {
    const a = join(SRC, 'a.ts')
    const b = join(SRC, 'b.ts')
    expect(cycles(new Map([[a, [b]], [b, [a]]]))).toEqual([['src/a.ts', 'src/b.ts']])
    expect(cycles(new Map([[a, [b]], [b, []]]))).toEqual([])
  })

  it('src/ has none', () => {
    expect(sourceFiles(SRC).length).toBeGreaterThan(300)
    expect(cycles(importGraph(SRC))).toEqual([])
  })
})
