export interface FilePart {
  field: string;
  bytes: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it: files, then plain fields. */
export function form(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = '----cv-upload-test-boundary';
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename ?? 'cv.pdf'}"\r\n` +
          `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The CV upload's form: one PDF named cv.pdf in the field `file`. */
export const cvPdfForm = (bytes: Buffer) => form([{ field: 'file', bytes }]);
