// A part of the admin that its screen does not need to be drawn (the avatar menu, the phone drawer,
// the collapsed menu's tooltips, a screen's create/edit dialog): a chunk of its own, fetched when
// the browser is next idle after the screen is drawn, or at once when it is wanted first
// (docs/decisions/026-admin-script-budget.md). The module is fetched once; a component that mounts
// after that gets it on its first render, so a screen revisited draws it without a wait.
import { type PointerEvent, useCallback, useEffect, useState } from "react";
import { prefetchAtIdle } from "./idle-prefetch";

export type LazyModule<T> = {
  /** Fetches the module (once; again after a failed attempt). */
  load: () => Promise<T>;
  /** The module when it has come, else undefined. */
  loaded: () => T | undefined;
};

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => {
      pending ??= importer().then(
        (module) => {
          value = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}

/**
 * The module once it has come (undefined before: the server and the first render in the browser
 * draw without it), fetched at idle after mount when `atIdle`; `want()` fetches it now.
 */
export function useLazyModule<T>(module: LazyModule<T>, { atIdle = true }: { atIdle?: boolean } = {}) {
  const [value, setValue] = useState<T | undefined>(module.loaded);
  useEffect(() => {
    if (!atIdle || module.loaded()) return;
    let mounted = true;
    prefetchAtIdle(() =>
      module.load().then((loaded) => {
        if (mounted) setValue(() => loaded);
      }),
    );
    return () => {
      mounted = false;
    };
  }, [module, atIdle]);
  const want = useCallback(
    () =>
      module.load().then((loaded) => {
        setValue(() => loaded);
        return loaded;
      }),
    [module],
  );
  return { module: value, want };
}

/**
 * A control drawn in place until its module comes (a menu, a select, a dialog's trigger). Its
 * stand-in takes `standIn`'s handlers: a press fetches the module at once, and `pressed` tells the
 * control to open as it is drawn, so that the press is not lost. A module that comes while the
 * press is still down waits for its end: drawn under a button still held, a select's list would
 * open over the pointer and take the release for a choice, closing at once.
 */
export function useLazyControl<T>(module: LazyModule<T>) {
  const { module: loaded, want } = useLazyModule(module);
  const [pressed, setPressed] = useState(false);
  const [pressing, setPressing] = useState(false);
  const pressEnded = () => {
    setPressing(false);
    setPressed(true);
    void want();
  };
  const standIn = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button) return;
      // The release then comes here wherever the pointer has gone.
      event.currentTarget.setPointerCapture(event.pointerId);
      setPressing(true);
      void want();
    },
    onPointerUp: pressEnded,
    onPointerCancel: () => setPressing(false),
    // A key (Enter, Space) or a press that began before the page had its script.
    onClick: pressEnded,
  };
  return { module: pressing ? undefined : loaded, pressed, standIn };
}
