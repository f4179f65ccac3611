/** A contract-shaped object with every leaf replaced by `Leaf` (what createTheme expects). */
export type MapLeafNodes<Obj, Leaf> = {
  [Prop in keyof Obj]: Obj[Prop] extends Record<string, unknown> ? MapLeafNodes<Obj[Prop], Leaf> : Leaf;
};
