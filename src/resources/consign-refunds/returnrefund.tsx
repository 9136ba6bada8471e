/** Placeholder: replaced by the consignRefunds views. */
export default function Placeholder() {
  return null;
}
