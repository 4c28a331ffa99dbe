/**
 * A column of numbers appended one at a time, held in fixed blocks of Float64Array: growing a
 * plain array copies it again and again (each copy garbage until the next full collection), which
 * for the millions of rows of a 200 MB export set the peak memory (issue 31). `toFloat64Array`
 * hands the numbers over as one array of the exact length, freeing the blocks as it copies them.
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

  /**
   * The numbers as one Float64Array of the exact length (the column is empty afterwards): the
   * record's series stay out of V8's heap, whose collector's slack on hundreds of MB of plain
   * arrays set the peak (issue 31).
   */
  toFloat64Array(): Float64Array {
    const n = this.length;
    const out = new Float64Array(n);
    for (let b = 0; b < this.blocks.length; b += 1) {
      const block = this.blocks[b] as Float64Array;
      out.set(block.subarray(0, Math.min(BLOCK, n - b * BLOCK)), b * BLOCK);
      this.blocks[b] = new Float64Array(0);
    }
    this.clear();
    return out;
  }

  private clear(): void {
    this.blocks = [];
    this.last = new Float64Array(0);
    this.used = BLOCK;
    this.length = 0;
  }
}
