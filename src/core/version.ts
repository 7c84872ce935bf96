/** The kit's version, sent in the `foyer-client` header. */
export const VERSION = '0.1.0'
