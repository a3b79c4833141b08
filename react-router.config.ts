import type { Config } from "@react-router/dev/config";
import { buildDir } from "./server/build-dir.js";

export default {
  ssr: true,
  buildDirectory: buildDir,
} satisfies Config;
