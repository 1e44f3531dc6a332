/** A loading indicator with a spoken label; the animation stops for users who ask for less motion. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="spinner-wrap">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
