/** /store/addrole (spec §2): a new position. */
import { PositionForm } from "./position-form";

export default function AddRolePage() {
  return <PositionForm />;
}
