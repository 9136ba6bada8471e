/**
 * Cluster workers start with the primary's node flags but their own young generation (server/cluster.ts
 * WORKER_SEMI_SPACE_MB): `npm run serve` caps it at 2 MB for the one-process PGlite server.
 */
import { WORKER_SEMI_SPACE_MB, workerExecArgv } from "../../server/cluster";

describe("workerExecArgv", () => {
  it("replaces the serve script's 2 MB young generation and keeps every other flag", () => {
    expect(workerExecArgv(["--enable-source-maps", "--max-semi-space-size=2", "--max-old-space-size=2048"])).toEqual([
      "--enable-source-maps",
      "--max-old-space-size=2048",
      `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`,
    ]);
  });

  it("drops the two-word and underscore spellings too, so only one young generation size is given", () => {
    expect(workerExecArgv(["--max-semi-space-size", "2", "--max_semi_space_size=4", "--inspect"])).toEqual([
      "--inspect",
      `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`,
    ]);
  });

  it("adds the size when the primary was started without one", () => {
    expect(workerExecArgv([])).toEqual([`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`]);
  });
});
