/** Hands a downloaded blob to the browser (or the native shell) as a file. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; free the memory a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
