/** Placeholder: replaced by the partnerships views. */
export default function Placeholder() {
  return null;
}
