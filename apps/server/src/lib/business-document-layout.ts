import { type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.42, 0.42, 0.45);
export const RULE = rgb(0.82, 0.82, 0.84);
export const BOX = rgb(0.95, 0.95, 0.96);

export const lineHeight = (size: number): number => size * 1.4;

/**
 * The standard fonts encode WinAnsi only and pdf-lib throws on anything else (emoji, CJK, "→"), so
 * each character the font cannot encode becomes "?". NFC first, so a decomposed "é" stays an "é".
 */
export function toWinAnsi(text: string, font: PDFFont): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\s+/g, ' ')) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** Breaks text into lines no wider than `width`; a word longer than a whole line is cut where it overflows. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of toWinAnsi(text, font).split(' ').filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current)) {
      let cut = 1;
      while (cut < current.length - 1 && fits(current.slice(0, cut + 1))) cut++;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

/** One column of a row: `text` is one paragraph or several, each wrapped to `width`. */
export interface Cell {
  text: string | string[];
  x: number;
  width: number;
  bold?: boolean;
  size: number;
  color?: RGB;
  alignRight?: boolean;
}

/** Holds the cursor on the page being filled and opens the next page when content reaches `bottom`. */
export class PageWriter {
  page: PDFPage;
  y = 0;
  private top = 0;
  /** Drawn at the top of each new page while set, e.g. a table's header while the table runs on. */
  onNewPage?: () => void;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly bottom: number,
    private readonly runningHead: string,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.top = this.y;
  }

  /** Opens a new page unless `height` fits; at the top of a page it never does, so a tall block cannot loop. */
  keep(height: number): void {
    if (this.y - height >= this.bottom || this.y === this.top) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.row([{ text: this.runningHead, x: MARGIN, width: CONTENT_WIDTH, size: 8, color: MUTED }]);
    this.y -= 8;
    this.onNewPage?.();
    this.top = this.y;
  }

  /** Draws cells side by side, line by line, so a row taller than the space left still breaks cleanly. */
  row(cells: Cell[], fill?: RGB): void {
    const size = Math.max(...cells.map((cell) => cell.size));
    const columns = cells.map((cell) => ({
      cell,
      lines: [cell.text].flat().flatMap((text) => wrap(text, this.font(cell), cell.size, cell.width)),
    }));
    const count = Math.max(...columns.map(({ lines }) => lines.length));
    this.keep(count * lineHeight(size));
    for (let i = 0; i < count; i++) {
      this.band(lineHeight(size), fill);
      for (const { cell, lines } of columns) this.text(lines[i] ?? '', cell, this.y);
      this.y -= lineHeight(size);
    }
  }

  /** Empty space, filled when it pads a box. */
  space(height: number, fill?: RGB): void {
    this.band(height, fill);
    this.y -= height;
  }

  /** A thin line across the content width; left out at a page's end rather than opening a page for it. */
  rule(): void {
    if (this.y - 8 < this.bottom) return;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y - 4 },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= 8;
  }

  /** Footer lines and "Page n of m" on every page, once all pages exist. */
  stampFooters(lines: string[], size: number): void {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      this.page = page;
      const numbered = { x: MARGIN, width: CONTENT_WIDTH, size, color: MUTED, alignRight: true };
      this.text(
        `Page ${index + 1} of ${pages.length}`,
        numbered,
        MARGIN + Math.max(1, lines.length) * lineHeight(size),
      );
      lines.forEach((line, i) => {
        const cell = { x: MARGIN, width: CONTENT_WIDTH, size, color: MUTED };
        this.text(line, cell, MARGIN + (lines.length - i) * lineHeight(size));
      });
    });
  }

  private band(height: number, fill?: RGB): void {
    this.keep(height);
    if (fill) this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: CONTENT_WIDTH, height, color: fill });
  }

  private text(line: string, cell: Omit<Cell, 'text'>, top: number): void {
    const font = this.font(cell);
    const text = toWinAnsi(line, font);
    const x = cell.alignRight ? cell.x + cell.width - font.widthOfTextAtSize(text, cell.size) : cell.x;
    this.page.drawText(text, { x, y: top - cell.size, size: cell.size, font, color: cell.color ?? INK });
  }

  private font(cell: Pick<Cell, 'bold'>): PDFFont {
    return cell.bold ? this.fonts.bold : this.fonts.regular;
  }
}
