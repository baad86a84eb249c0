/** A menu or panel whose code could not be downloaded (offline after a deploy): said in its place. */
export function LazyUnavailable({ id }: { id: string }) {
  return (
    <p id={id} role="alert" className="absolute top-full right-0 w-72 rounded-xl bg-white p-3 text-sm shadow-lg">
      This could not load. Check your connection and reload the page.
    </p>
  );
}
