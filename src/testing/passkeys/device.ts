/** What the dev backend writes into a passkey account: the authenticator's name and the creating browser and OS. */

/** Names of well-known passkey providers by AAGUID (the community-maintained list has many more). */
export const KNOWN_AAGUIDS: Record<string, string> = {
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'iCloud Keychain (Managed)',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  '531126d6-e717-415c-9320-3d9aa6981239': 'Dashlane',
}

/** The name shown for a passkey: its provider when the AAGUID is known, else 'Passkey'. */
export function authenticatorName(aaguid: string | undefined): string {
  return (aaguid && KNOWN_AAGUIDS[aaguid.toLowerCase()]) || 'Passkey'
}

/** Browser and operating system from a User-Agent header (coarse, as a server would store them). */
export function parseUserAgent(ua: string | undefined): { browser: string; os: string } {
  const s = ua ?? ''
  const browser =
    /\bEdgA?\//.test(s) ? 'Edge'
      : /\bOPR\//.test(s) ? 'Opera'
        : /\bSamsungBrowser\//.test(s) ? 'Samsung Internet'
          : /\b(Firefox|FxiOS)\//.test(s) ? 'Firefox'
            : /\b(HeadlessChrome|Chrome|CriOS|Chromium)\//.test(s) ? 'Chrome'
              : /\bVersion\/[\d.]+.*\bSafari\//.test(s) ? 'Safari'
                : 'Unknown'
  const os =
    /\b(iPhone|iPad|iPod)\b/.test(s) ? 'iOS'
      : /\bAndroid\b/.test(s) ? 'Android'
        : /\bWindows\b/.test(s) ? 'Windows'
          : /\bCrOS\b/.test(s) ? 'ChromeOS'
            : /\bMac OS X\b|\bMacintosh\b/.test(s) ? 'macOS'
              : /\bLinux\b/.test(s) ? 'Linux'
                : 'Unknown'
  return { browser, os }
}
