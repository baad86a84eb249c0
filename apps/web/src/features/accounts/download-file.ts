/** Saves text as a file through the browser's download (no server round trip: the data is already here). */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go after this task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
