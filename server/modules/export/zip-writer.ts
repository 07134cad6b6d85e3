import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** The reader went away (the download was cancelled): the export stops producing. */
export class ExportAborted extends Error {
  constructor() {
    super('The export was cancelled by its reader');
    this.name = 'ExportAborted';
  }
}

/**
 * A zip written as it is produced (docs/decisions/0048-data-export.md): fflate's streaming `Zip`
 * (no hand-written format), its output pushed into `stream`, which the route sends as the answer.
 * After every piece the writer waits while the reader is behind (the stream's buffer is over its
 * high-water mark), so what sits in memory is one page of JSON or one photo, never the archive.
 */
export class ZipWriter {
  readonly stream = new PassThrough();
  private readonly zip: Zip;

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.stream.destroy(error);
        return;
      }
      if (this.stream.destroyed) return;
      this.stream.write(chunk);
      if (final) this.stream.end();
    });
  }

  /** A text file (JSON, README), deflated, from its parts in order. */
  async addText(name: string, parts: AsyncIterable<string> | Iterable<string>): Promise<void> {
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    for await (const part of parts) {
      file.push(Buffer.from(part, 'utf8'));
      await this.flowing();
    }
    file.push(new Uint8Array(0), true);
    await this.flowing();
  }

  /** Bytes stored as they are (photos are JPEG already: deflating them again gains nothing). */
  async addBytes(name: string, bytes: Uint8Array): Promise<void> {
    const file = new ZipPassThrough(name);
    this.zip.add(file);
    file.push(bytes, true);
    await this.flowing();
  }

  /** Writes the central directory: the last bytes of the archive. */
  async finish(): Promise<void> {
    this.zip.end();
    await this.flowing();
  }

  /** Stops after a failure: the reader sees the download break off, never a zip that looks whole. */
  abort(error: Error): void {
    this.zip.terminate();
    this.stream.destroy(error);
  }

  /** Resolves when the reader has caught up; throws ExportAborted once it is gone. */
  private async flowing(): Promise<void> {
    if (this.stream.writableNeedDrain && !this.stream.destroyed) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.stream.off('drain', done);
          this.stream.off('close', done);
          resolve();
        };
        this.stream.on('drain', done);
        this.stream.on('close', done);
      });
    }
    if (this.stream.destroyed) throw new ExportAborted();
  }
}
