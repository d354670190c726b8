import type { uz } from './uz-all';

/** The shape of every catalogue: the keys of uz.ts, each a string. */
export type Catalogue<T = typeof uz> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
