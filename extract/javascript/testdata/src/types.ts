export class ConfigError extends Error {
  constructor(public readonly key: string) {
    super(`bad key ${key}`);
  }
}

export abstract class Base<T> extends ConfigError implements Iterable<T> {}

interface Options { strict?: boolean }

export class Loader {
  /** Loads a key. */
  load(key: string, opts?: Options): never {
    if (!opts?.strict) {
      throw new ConfigError(key) // want ConfigError "bad key {key}"
    }
    throw new Error(`strict mode: ${key as string} is unknown`) as never // want Error "strict mode: {key as string} is unknown"
  }

  private check = (n: number): void => {
    if (n < 0) throw new RangeError<number>("negative: " + n!) // want RangeError "negative: {n}"
  }
}

export function generic<T>(x: T): T {
  throw new TypeError(`unsupported ${typeof x}`) // want TypeError "unsupported {typeof x}"
}
