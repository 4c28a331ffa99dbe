/**
 * A column of numbers appended one at a time, held in fixed blocks of Float64Array: growing a
 * plain array copies it again and again (each copy garbage until the next full collection), which
 * for the millions of rows of a 200 MB export set the peak memory (issue 31). `toArray` hands the
 * numbers over as one array of the exact length, freeing the blocks as it copies them.
 */
const BLOCK = 65536;

export class NumberColumn {
  private blocks: Float64Array[] = [];
  private last: Float64Array = new Float64Array(0);
  private used = BLOCK;
  length = 0;

  push(v: number): void {
    if (this.used === BLOCK) {
      this.last = new Float64Array(BLOCK);
      this.blocks.push(this.last);
      this.used = 0;
    }
    this.last[this.used] = v;
    this.used += 1;
    this.length += 1;
  }

  at(i: number): number {
    return this.blocks[Math.floor(i / BLOCK)]?.[i % BLOCK] ?? NaN;
  }

  /** The numbers as an array (the column is empty afterwards). */
  toArray(): number[] {
    const n = this.length;
    const out = new Array<number>(n);
    for (let b = 0; b < this.blocks.length; b += 1) {
      const block = this.blocks[b] as Float64Array;
      const end = Math.min(BLOCK, n - b * BLOCK);
      for (let i = 0; i < end; i += 1) out[b * BLOCK + i] = block[i] as number;
      this.blocks[b] = new Float64Array(0);
    }
    this.blocks = [];
    this.last = new Float64Array(0);
    this.used = BLOCK;
    this.length = 0;
    return out;
  }
}
