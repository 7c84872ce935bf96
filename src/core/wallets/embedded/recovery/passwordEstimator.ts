import type { PasswordGuessEstimator } from '../../../utils/recoveryPassword.js'

/** The zxcvbn options the estimator uses: l33t substitutions capped so a check takes milliseconds. */
export const PASSWORD_ESTIMATOR_OPTIONS = { l33tMaxSubstitutions: 10, maxLength: 128, useLevenshteinDistance: false } as const

let loading: Promise<PasswordGuessEstimator> | undefined

/**
 * The kit's entropy source for `passwordStrength`: zxcvbn (@zxcvbn-ts/core) with the common
 * passwords, keyboard layouts and English dictionaries (@zxcvbn-ts/language-common,
 * @zxcvbn-ts/language-en). They are loaded on the first call only, with `import()` — a chunk of
 * their own, never in the initial bundle — and shared by later calls (a failed load is tried
 * again on the next call). The estimator returns log10 of the estimated guesses.
 */
export function loadPasswordGuessEstimator(): Promise<PasswordGuessEstimator> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory }, common, en]) => {
      const zxcvbn = new ZxcvbnFactory({
        ...PASSWORD_ESTIMATOR_OPTIONS,
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
      })
      return (password: string) => zxcvbn.check(password).guessesLog10
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
