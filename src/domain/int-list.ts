/** A growing list of 32-bit integers in one typed array (a JavaScript array of numbers takes several times the memory). */
export class IntList {
  values: Int32Array;
  length = 0;

  constructor(capacity = 16) {
    this.values = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  /** The values, in an array of their own size. */
  done(): Int32Array {
    return this.values.slice(0, this.length);
  }
}
