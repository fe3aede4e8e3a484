// One facet as a compact column: each document holds the id of its value (0 = no value), so
// counting a facet over any set of hits is one array read and one increment per hit.

export class FacetColumn {
  /** values[0] is the empty value. */
  readonly values: string[] = [''];
  readonly ids: Uint16Array;
  private readonly idOf = new Map<string, number>();

  constructor(readonly attribute: string, docValues: readonly (string | undefined)[]) {
    this.ids = new Uint16Array(docValues.length);
    docValues.forEach((value, doc) => {
      if (value === undefined || value === '') return;
      let id = this.idOf.get(value);
      if (id === undefined) {
        id = this.values.length;
        if (id > 0xffff) throw new RangeError(`Facet ${attribute} has more than 65535 values`);
        this.values.push(value);
        this.idOf.set(value, id);
      }
      this.ids[doc] = id;
    });
  }

  /** A lookup table marking the selected values; unknown values select nothing. */
  selection(values: readonly string[]): Uint8Array {
    const selected = new Uint8Array(this.values.length);
    for (const value of values) {
      const id = this.idOf.get(value);
      if (id !== undefined) selected[id] = 1;
    }
    return selected;
  }
}
