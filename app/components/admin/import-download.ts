/** Hands `text` to the browser as a download named `fileName` (a CSV file of the import screen). */
export function downloadTextFile(fileName: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
