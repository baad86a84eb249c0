/** Saves text or a file the API answered through the browser's download. */
export function downloadFile(fileName: string, content: string | Blob, type?: string): void {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go after this task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
