/**
 * Optional peer dependencies: packages a feature needs that a host installs only when it uses the
 * feature (WalletConnect, the dev backend, the local chains). Loading one that is not installed
 * is a MissingPackageError naming the package and the command that installs it.
 */

/** The constructor parameters of {@link MissingPackageError}. */
export type MissingPackageErrorParameters = {
  /** The feature that needs the packages, e.g. 'WalletConnect'. */
  feature: string
  /** The packages that are not installed. */
  packages: readonly string[]
  /** Every package the feature needs (the install command names them all). Default: `packages`. */
  install?: readonly string[] | undefined
  /** Install them as dev dependencies (`npm i -D`): test and dev-server features. */
  dev?: boolean | undefined
  cause?: unknown
}

/**
 * A feature was used without an optional peer dependency it needs: the message names the missing
 * packages and the npm command that installs them ("The local Solana chain needs the packages
 * litesvm, ws, which are not installed: npm i -D litesvm …").
 */
export class MissingPackageError extends Error {
  override name = 'MissingPackageError'
  /** The feature that needs the packages. */
  readonly feature: string
  /** The packages that are not installed. */
  readonly packages: readonly string[]
  /** The npm command that installs what the feature needs. */
  readonly installCommand: string

  constructor({ feature, packages, install = packages, dev = false, cause }: MissingPackageErrorParameters) {
    const installCommand = `npm i ${dev ? '-D ' : ''}${install.join(' ')}`
    const several = packages.length > 1
    super(
      `${feature} needs the package${several ? 's' : ''} ${packages.join(', ')}, which ${several ? 'are' : 'is'} not installed: ${installCommand}`,
      { cause },
    )
    this.feature = feature
    this.packages = packages
    this.installCommand = installCommand
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * Whether `error` says that package `name` (or a subpath of it) cannot be found: Node's
 * ERR_MODULE_NOT_FOUND / MODULE_NOT_FOUND, and the texts of bundlers' and browsers' failed imports.
 */
export function isMissingPackageError(error: unknown, name: string): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  const named = new RegExp(`['"\`]${escape(name)}(/[^'"\`]*)?['"\`]`).test(error.message)
  if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return named
  return named && /cannot find (package|module)|failed to resolve|could not resolve|failed to fetch dynamically imported module/i.test(error.message)
}

/**
 * Runs `load` (an `import()` of `name`); when `name` is not installed, throws a MissingPackageError
 * for `feature` instead of the loader's own error (kept as `cause`). Other errors pass through.
 */
export async function loadOptionalPackage<T>(
  load: () => Promise<T>,
  { name, feature, install, dev }: { name: string; feature: string; install?: readonly string[] | undefined; dev?: boolean | undefined },
): Promise<T> {
  try {
    return await load()
  } catch (cause) {
    if (isMissingPackageError(cause, name)) throw new MissingPackageError({ feature, packages: [name], install, dev, cause })
    throw cause
  }
}
