/** Standard base64 (with padding) of bytes, through `btoa` (browsers, Node 16+). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
