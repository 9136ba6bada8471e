/** Placeholder: replaced by the consignments views. */
export default function Placeholder() {
  return null;
}
