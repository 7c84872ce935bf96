import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildStoriesOnce } from '../../../scripts/stories.js'

/**
 * The gallery project's setup (stories.e2e.ts): starts the ladle build of the story gallery at
 * once, in the background (meanwhile the host-app project's setup builds the demo); the file
 * waits for it with `storyGallery()`. `npm test` builds it beside the unit tests and says where
 * (FOYER_GALLERY_DIR): that build is used as it is.
 */
export default function setup(project: TestProject) {
  const prebuilt = process.env.FOYER_GALLERY_DIR
  if (prebuilt) {
    project.provide('storiesDir', prebuilt)
    return
  }
  const runDir = mkdtempSync(join(tmpdir(), 'foyer-gallery-'))
  const storiesDir = join(runDir, 'stories')
  // A failed build is reported by the files waiting for it.
  const build = buildStoriesOnce(storiesDir).catch(() => undefined)
  project.provide('storiesDir', storiesDir)
  return async () => {
    await build
    rmSync(runDir, { recursive: true, force: true })
  }
}
