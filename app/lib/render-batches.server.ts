import { Transform } from "node:stream";

/**
 * What React's renderToPipeableStream writes, passed on one piece per flush: React writes a page in
 * 4 KB views and calls `flush()` once it has written all it has, so a page goes out as one write
 * (one gzip flush, one socket write) instead of one for every view. `onEnd` runs as the render ends.
 */
export class RenderBatches extends Transform {
  private pending: Uint8Array[] = [];

  constructor(private readonly onEnd: () => void = () => {}) {
    super();
  }

  override _transform(chunk: Uint8Array, _encoding: BufferEncoding, callback: () => void): void {
    this.pending.push(chunk);
    callback();
  }

  /** React calls this after each burst of writes (it looks for a `flush` method on its destination). */
  flush(): void {
    if (this.pending.length === 0) return;
    const batch = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.push(batch);
  }

  override _flush(callback: () => void): void {
    this.onEnd();
    this.flush();
    callback();
  }
}
