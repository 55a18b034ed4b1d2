import { lazy, Suspense, useEffect, useState } from "react";
import { TOASTER_WANTED_EVENT, toasterIsMounted } from "~/lib/toast";

const Toaster = lazy(() =>
  import("./toaster").then((module) => ({
    default: function MountedToaster() {
      useEffect(() => toasterIsMounted(), []);
      return <module.Toaster />;
    },
  })),
);

/** Mounts the Toaster the first time a toast is shown (or at once when `eager`). */
export function LazyToaster({ eager = false }: { eager?: boolean }) {
  const [wanted, setWanted] = useState(eager);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    window.addEventListener(TOASTER_WANTED_EVENT, want);
    return () => window.removeEventListener(TOASTER_WANTED_EVENT, want);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
