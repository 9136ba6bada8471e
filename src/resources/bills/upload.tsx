/** Placeholder until the screen lands (same branch). */
export default function Page() {
  return null;
}
