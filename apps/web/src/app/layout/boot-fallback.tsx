/** Shown once, while the first page's code arrives; no router or translations are ready yet. */
export function BootFallback() {
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="h-16 border-b border-slate-200 bg-white" />
      <div className="flex flex-1 items-center justify-center" aria-busy="true">
        <span className="size-8 animate-spin rounded-full border-[3px] border-indigo-100 border-t-indigo-600" />
      </div>
    </div>
  );
}
