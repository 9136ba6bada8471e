/** Placeholder: replaced by the customers views. */
export default function Placeholder() {
  return null;
}
