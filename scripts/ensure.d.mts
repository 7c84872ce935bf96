/** The Chromium binary to drive in browser tests, or null when none is installed. */
export function findChromium(): string | null
