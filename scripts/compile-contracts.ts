// Compiles every contracts/*.sol with the installed solc-js (offline) into the committed artifacts
// src/testing/chains/evm/artifacts/<Name>.json (abi, bytecode, solc version and settings).
// Run it after editing a contract: `npm run compile-contracts`. A test compares the committed
// artifacts with a fresh compile, so they cannot drift from the sources.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import solc from 'solc'

const root = fileURLToPath(new URL('..', import.meta.url))
export const contractsDir = `${root}contracts`
export const artifactsDir = `${root}src/testing/chains/evm/artifacts`

/** Fixed compiler settings: the same sources always give the same bytecode. */
export const SOLC_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Supported by every hardfork the local EVM chain accepts (cancun and later).
  evmVersion: 'cancun',
} as const

export interface ContractArtifact {
  contractName: string
  sourceName: string
  solcVersion: string
  settings: typeof SOLC_SETTINGS
  abi: unknown[]
  /** Creation code (0x…). */
  bytecode: `0x${string}`
  /** Runtime code (0x…), what `eth_getCode` returns after deployment. */
  deployedBytecode: `0x${string}`
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>
}

/** Compiles every `contracts/*.sol`; one artifact per deployable contract, by contract name. */
export function compileContracts(): Record<string, ContractArtifact> {
  const files = readdirSync(contractsDir).filter((file) => file.endsWith('.sol')).sort()
  const sources = Object.fromEntries(
    files.map((file) => [`contracts/${file}`, { content: readFileSync(`${contractsDir}/${file}`, 'utf8') }]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      ...SOLC_SETTINGS,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  }
  // Imports of installed packages (`@openzeppelin/…`, `@account-abstraction/…`) read from node_modules.
  const require = createRequire(import.meta.url)
  const findImports = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') }
    } catch {
      return { error: `File not found: ${path}` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput
  const problems = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (problems.length > 0) throw new Error(`solc failed:\n${problems.map((e) => e.formattedMessage).join('\n')}`)
  const solcVersion = solc.version() as string
  const artifacts: Record<string, ContractArtifact> = {}
  for (const [sourceName, contracts] of Object.entries(output.contracts ?? {})) {
    // Only this repository's contracts; imported ones are compiled into them.
    if (!sourceName.startsWith('contracts/')) continue
    for (const [contractName, contract] of Object.entries(contracts)) {
      // Interfaces have no code: nothing to deploy, no artifact.
      if (!contract.evm.bytecode.object) continue
      artifacts[contractName] = {
        contractName,
        sourceName,
        solcVersion,
        settings: SOLC_SETTINGS,
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      }
    }
  }
  return artifacts
}

/** The text an artifact is committed as. */
export const artifactText = (artifact: ContractArtifact) => `${JSON.stringify(artifact, null, 2)}\n`

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync(artifactsDir, { recursive: true })
  for (const artifact of Object.values(compileContracts())) {
    const path = `${artifactsDir}/${artifact.contractName}.json`
    writeFileSync(path, artifactText(artifact))
    console.log(`${artifact.sourceName}:${artifact.contractName} → ${path.slice(root.length)}`)
  }
}
