#!/usr/bin/env node
/** The `foyerkit` command (package.json `bin`). Commands: `dev-backend`. */
import { DEV_BACKEND_USAGE, parseDevBackendArgs, startDevBackendCommand, UsageError } from './devBackend.js'

const USAGE = `Usage: foyerkit <command> [options]

Commands:
  dev-backend   Run the Foyer dev backend beside your app's dev server
                (foyerkit dev-backend --help for its options)
`

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE)
    return command === undefined ? 2 : 0
  }
  if (command !== 'dev-backend') {
    process.stderr.write(`foyerkit: unknown command '${command}'\n\n${USAGE}`)
    return 2
  }
  const args = parseDevBackendArgs(rest)
  if (args.help) {
    process.stdout.write(DEV_BACKEND_USAGE)
    return 0
  }
  const running = await startDevBackendCommand(args)
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      running.close().then(resolve, (error: unknown) => {
        console.error('foyerkit: error while stopping', error)
        resolve()
      })
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`foyerkit: ${error.message}\n(foyerkit dev-backend --help shows the options)\n`)
      process.exit(2)
    }
    console.error('foyerkit:', error)
    process.exit(1)
  },
)
