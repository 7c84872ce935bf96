// The floors inside src/core: each imports only its own floor and those below.
import { relative, sep } from 'node:path'
import { SRC } from './graph.js'

/** 0 types and errors → 1 client and store → 2 pure machines → 3 orchestration steps → 4 actions (rooms) → 5 the kit (registry, start). */
export const FLOORS: readonly { floor: number; name: string; paths: RegExp }[] = [
  { floor: 0, name: 'types and errors', paths: /^core\/(types|errors|utils)\/|^core\/(constants|version)\.ts$/ },
  { floor: 1, name: 'client and store', paths: /^core\/client\// },
  { floor: 2, name: 'pure machines', paths: /^core\/machines\// },
  { floor: 3, name: 'orchestration steps', paths: /^core\/steps\// },
  { floor: 4, name: 'actions (one room per login method or feature)', paths: /^core\/(methods|accounts|mfa|captcha|wallets|session|funding)\// },
  { floor: 5, name: 'the kit: registry and start', paths: /^core\/kit\/|^core\/(index|internal)\.ts$/ },
]

/** The floor of a file under src/ (undefined outside src/core or on no floor). */
export function floorOf(file: string): number | undefined {
  const path = relative(SRC, file).split(sep).join('/')
  return FLOORS.find((f) => f.paths.test(path))?.floor
}

/** The room of a file under src/core/methods (e.g. 'telegram'), else null. */
export function methodRoomOf(file: string): string | null {
  const match = /^core\/methods\/([^/]+)\//.exec(relative(SRC, file).split(sep).join('/'))
  return match ? match[1]! : null
}
