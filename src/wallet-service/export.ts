/**
 * The export page's logic, without its DOM: what its query names (the wallet, the look) and how it
 * answers its host. It answers readiness and one request, `foyer:wallet:export` — the host's access
 * token (and the MFA token of the verification the export forced) by message, never in the URL —
 * by loading the wallet's secrets (`WalletService.exportSecrets`, authorized by the backend) and
 * handing them to `show`, which puts them in this frame's own document. The answer says what is
 * shown; the secrets never leave the frame.
 */
import {
  EXPORT_FRAME_COLOR_PARAMS,
  WALLET_SERVICE_EVENTS as E,
  type ExportFrameColor,
  type ExportWalletReplyData,
  type WalletServiceReply,
} from '../core/types/walletService.js'
import { ERROR_TYPES as T, MESSAGES, toErrorData } from './errors.js'
import { isAllowedOrigin } from './origins.js'
import { isRequestData, readRequest } from './request.js'
import type { ExportedSecrets, WalletService } from './service.js'

export { EXPORT_PAGE_PATH } from './paths.js'

/** The languages the export page speaks (its `locale` query parameter; default English). */
export const EXPORT_PAGE_LOCALES = ['en', 'es'] as const
export type ExportPageLocale = (typeof EXPORT_PAGE_LOCALES)[number]

/** What the export page reads from its query. Anything missing or malformed is null (the export then fails). */
export type ExportPageQuery = {
  /** `v`: the kit version that built the URL. */
  version: string | null
  entropyId: string | null
  entropyIdVerifier: string | null
  hdWalletIndex: number | null
  chainType: string | null
  /** `phrase_export=true`: show the seed phrase too (a wallet of an entropy). */
  phraseExport: boolean
  /** `width` (px, 200–1000): the width the host gives the frame. */
  width: number | null
  /** The theme colours given (only well-formed colours). */
  colors: Partial<Record<ExportFrameColor, string>>
  locale: ExportPageLocale
}

const MAX_PARAM_LENGTH = 100

/**
 * A colour the page takes: `#rgb`, `#rrggbb`, `#rrggbbaa`, or `rgb()` / `rgba()` of plain numbers
 * — nothing a CSS value could smuggle anything else in with (no url(), var(), semicolons).
 */
export const isExportColor = (value: string): boolean =>
  /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ||
  /^rgba?\(\s*\d{1,3}(\.\d+)?\s*[, ]\s*\d{1,3}(\.\d+)?\s*[, ]\s*\d{1,3}(\.\d+)?\s*([,/]\s*\d*(\.\d+)?%?\s*)?\)$/i.test(value)

/** Reads the export page's query (pure). */
export function readExportQuery(query: URLSearchParams): ExportPageQuery {
  const text = (name: string) => {
    const value = query.get(name)
    return value !== null && value !== '' && value.length <= MAX_PARAM_LENGTH ? value : null
  }
  const integer = (name: string, min: number, max: number) => {
    const value = text(name)
    if (value === null || !/^\d+$/.test(value)) return null
    const n = Number(value)
    return n >= min && n <= max ? n : null
  }
  const colors: ExportPageQuery['colors'] = {}
  for (const [color, param] of Object.entries(EXPORT_FRAME_COLOR_PARAMS) as [ExportFrameColor, string][]) {
    const value = text(param)
    if (value !== null && isExportColor(value)) colors[color] = value
  }
  const locale = text('locale')
  return {
    version: text('v'),
    entropyId: text('entropy_id'),
    entropyIdVerifier: text('entropy_id_verifier'),
    hdWalletIndex: integer('hd_wallet_index', 0, 0x7fffffff),
    chainType: text('chain_type'),
    phraseExport: query.get('phrase_export') === 'true',
    width: integer('width', 200, 1000),
    colors,
    locale: (EXPORT_PAGE_LOCALES as readonly (string | null)[]).includes(locale) ? (locale as ExportPageLocale) : 'en',
  }
}

export type CreateExportHandlerParameters = {
  service: Pick<WalletService, 'exportSecrets'>
  query: ExportPageQuery
  /** The host origins answered. */
  allowedOrigins: readonly string[]
  /** Puts the secrets in the page (its own document); called once per export shown. */
  show(secrets: ExportedSecrets): void
}

/**
 * The export page's answers: readiness, and `foyer:wallet:export`. One export at a time: a request
 * while one runs (or after one succeeded) shares its answer — the backend authorizes one export per
 * MFA verification, so a repeated message must not ask it again; after a failure the next
 * request tries again (e.g. with the MFA token the host got meanwhile). Any other event answers
 * `unsupported_event`; a message from an origin not allowed gets no answer.
 */
export function createExportHandler({ service, query, allowedOrigins, show }: CreateExportHandlerParameters) {
  let exported: Promise<ExportWalletReplyData> | null = null

  const run = async (data: Record<string, unknown>): Promise<ExportWalletReplyData> => {
    const secrets = await service.exportSecrets({
      accessToken: data.accessToken,
      mfaToken: data.mfaToken,
      entropyId: query.entropyId,
      entropyIdVerifier: query.entropyIdVerifier,
      hdWalletIndex: query.hdWalletIndex,
      chainType: query.chainType ?? undefined,
      phrase: query.phraseExport,
    })
    show(secrets)
    return { address: secrets.address, chainType: secrets.chainType, shown: secrets.seedPhrase ? ['private-key', 'seed-phrase'] : ['private-key'] }
  }

  return {
    async handle(message: unknown, { origin }: { origin: string }): Promise<WalletServiceReply | null> {
      const request = readRequest(message)
      if (!request || !isAllowedOrigin(origin, allowedOrigins)) return null
      const { id, event, data } = request
      if (event === E.ready) return { id, data: { ready: true } }
      if (event !== E.exportWallet) return { id, error: { type: T.unsupportedEvent, message: MESSAGES.unknownEvent } }
      if (!isRequestData(data)) return { id, error: { type: T.invalidRequest, message: 'Request data must be an object' } }
      exported ??= run(data ?? {}).catch((error: unknown) => {
        exported = null
        throw error
      })
      try {
        return { id, data: await exported }
      } catch (error) {
        return { id, error: toErrorData(error, { type: T.request, message: MESSAGES.connectFailed }) }
      }
    },
  }
}
