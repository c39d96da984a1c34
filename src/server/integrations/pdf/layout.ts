import type PDFDocument from 'pdfkit';
import { APP_NAME } from '../../../shared/brand.ts';
import { loadPdfKit } from '../../lazy-packages.ts';
import { registerDocumentFonts } from './fonts.ts';
import { textColorOn } from './format.ts';
import type { DocumentBase } from './model.ts';

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 50;
export const FOOTER_SPACE = 28;
export const INK = '#1a1a1a';
export const MUTED = '#5f6368';
export const RULE = '#d9d9d9';
export const REGULAR = 'Body';
const MARGINS = { top: MARGIN, bottom: MARGIN + FOOTER_SPACE, left: MARGIN, right: MARGIN };
export const BOLD = 'Body-Bold';

/** A document in progress with its brand, and what its pages share. */
export class Layout {
  readonly doc: Pdf;
  readonly brand: string;
  readonly onBrand: string;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Buffer>;
  private readonly size: 'A4' | 'LETTER';

  /** A new document; the first one loads pdfkit, which the server does not load at start. */
  static async open(base: DocumentBase, title: string): Promise<Layout> {
    return new Layout(await loadPdfKit(), base, title);
  }

  private constructor(
    PdfKit: typeof PDFDocument,
    readonly base: DocumentBase,
    readonly title: string,
  ) {
    this.size = base.paper === 'Letter' ? 'LETTER' : 'A4';
    this.doc = new PdfKit({
      size: this.size,
      margins: MARGINS,
      bufferPages: true,
      autoFirstPage: false,
      compress: true,
      info: { Title: title, Author: base.brand.preparedBy, Creator: APP_NAME, Producer: APP_NAME },
      lang: 'en',
    });
    registerDocumentFonts(PdfKit, this.doc, { regular: REGULAR, bold: BOLD });
    this.brand = base.brand.color;
    this.onBrand = textColorOn(base.brand.color);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.finished = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get width(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  /** Where text must stop on this page (above the footer). */
  get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_SPACE;
  }

  get left(): number {
    return MARGIN;
  }

  addPage(layout: 'portrait' | 'landscape' = 'portrait'): void {
    // addPage's options replace the document's, so the size and margins go again.
    this.doc.addPage({ size: this.size, margins: MARGINS, layout });
    this.doc.font(REGULAR).fontSize(10).fillColor(INK);
  }

  /** Starts a new page unless `height` more points still fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.addPage();
  }

  /** A band of the brand colour across the page with a heading on it. */
  bandHeading(text: string, size = 18): void {
    const doc = this.doc;
    doc.font(BOLD).fontSize(size);
    const height = doc.heightOfString(text, { width: this.width - 24 }) + 16;
    this.ensureSpace(height + 10);
    const top = doc.y;
    doc.rect(MARGIN, top, this.width, height).fill(this.brand);
    doc.fillColor(this.onBrand).text(text, MARGIN + 12, top + 8, { width: this.width - 24 });
    doc.fillColor(INK).font(REGULAR).fontSize(10);
    doc.x = MARGIN;
    doc.y = top + height + 10;
  }

  /** A section heading in the brand colour (dark text when the colour is too light to read). */
  heading(text: string, size = 13): void {
    const doc = this.doc;
    this.ensureSpace(size * 3);
    doc.moveDown(0.4);
    doc
      .font(BOLD)
      .fontSize(size)
      .fillColor(this.onBrand === '#ffffff' ? this.brand : INK)
      .text(text, MARGIN, doc.y, { width: this.width });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(1.2)
      .strokeColor(this.brand)
      .stroke();
    doc.y = y + 6;
    doc.font(REGULAR).fontSize(10).fillColor(INK);
  }

  /** Page numbers and the document's name at the foot of every page but the cover. */
  private footers(): void {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    for (let index = 1; index < range.count; index += 1) {
      doc.switchToPage(range.start + index);
      const { width, height } = doc.page;
      const y = height - MARGIN - 10;
      // Writing below the bottom margin would make pdfkit start another page.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font(REGULAR)
        .fontSize(8)
        .fillColor(MUTED)
        .text(`${this.title} · ${this.base.brand.preparedBy}`, MARGIN, y, {
          width: width - MARGIN * 2 - 60,
          lineBreak: false,
          ellipsis: true,
        })
        .text(`${index + 1} / ${range.count}`, width - MARGIN - 60, y, { width: 60, align: 'right' });
      doc.page.margins.bottom = bottomMargin;
    }
  }

  async end(): Promise<Buffer> {
    this.footers();
    this.doc.end();
    return this.finished;
  }
}
