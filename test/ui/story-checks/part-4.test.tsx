// @vitest-environment happy-dom
// Part 4 of the story checks (./checks.tsx, ./parts.ts).
import { storyChecks } from './checks.js'

storyChecks(4)
