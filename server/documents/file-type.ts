// Uploads are recognised by their content (magic bytes), never by their name or declared type, so a
// renamed file is refused.

export type AcceptedMimeType = 'image/png' | 'image/jpeg' | 'application/pdf';

const SIGNATURES: { mime: AcceptedMimeType; bytes: number[]; extension: string }[] = [
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extension: 'png' },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff], extension: 'jpg' },
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], extension: 'pdf' }, // %PDF-
];

export function sniffFileType(head: Uint8Array): { mime: AcceptedMimeType; extension: string } | null {
  const match = SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b));
  return match ? { mime: match.mime, extension: match.extension } : null;
}
