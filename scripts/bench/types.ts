// The shapes every measurement of `npm run bench` (scripts/bench.ts) shares.
export type Table = { title: string; columns: string[]; rows: string[][]; notes?: string[] };
export type Options = { duration: number; connections: number };
export type Measurement = (options: Options) => Promise<Table[]>;
