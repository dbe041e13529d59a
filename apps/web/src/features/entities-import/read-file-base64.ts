// String.fromCharCode takes the bytes as arguments; chunks keep that below the engines' argument limits.
const CHUNK = 0x8000;

/** A file's bytes as base64, unchanged (the server detects the encoding, so no text decoding here). */
export async function readFileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}
