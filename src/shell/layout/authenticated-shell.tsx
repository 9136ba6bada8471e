/**
 * Everything behind sign-in: session state (user + shop info), the navigation guard and the frame.
 * Lazily loaded, so the login route never downloads the layout.
 */
import { Outlet } from "react-router";
import { ShellStateProvider } from "../guard/shell-state";
import { Guard } from "../guard/guard";
import type { RouteEntry } from "../routes/route-model";
import { ShellLayout } from "./shell-layout";

export function AuthenticatedShell({ routes }: { routes: readonly RouteEntry[] }) {
  return (
    <ShellStateProvider>
      <ShellLayout>
        <Guard routes={routes}>
          <Outlet />
        </Guard>
      </ShellLayout>
    </ShellStateProvider>
  );
}
export default AuthenticatedShell;
