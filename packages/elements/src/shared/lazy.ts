/**
 * A module loaded on first use with a dynamic `import()`, so that bundlers with code splitting put it in a
 * chunk of its own and hosts pay for it only when it is needed. `loaded()` answers synchronously (for
 * render), `load()` starts the import once and resolves with the module; a failed import resolves
 * `undefined` (the caller falls back) and is tried again on the next `load()`.
 */
export interface Lazy<T> {
  loaded(): T | undefined;
  load(): Promise<T | undefined>;
}

export function lazy<T>(importer: () => Promise<T>): Lazy<T> {
  let value: T | undefined;
  let loading: Promise<T | undefined> | undefined;
  return {
    loaded: () => value,
    load() {
      loading ??= importer().then(
        (module) => (value = module),
        () => {
          loading = undefined;
          return undefined;
        },
      );
      return loading;
    },
  };
}
