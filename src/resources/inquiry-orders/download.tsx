/** Placeholder until the screen is built (issue in progress). */
export default function Placeholder() {
  return null;
}
