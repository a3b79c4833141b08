import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * A real S3-compatible server (s3rver, from npm) on a free port of 127.0.0.1, with one empty bucket, and the
 * environment that points the app at it. The objects live in a temporary folder, removed by `close`.
 */
export async function startS3Server(bucket = "pearlbridge-test") {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    // s3rver accepts these fixed credentials and checks the requests' signatures with them.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    env,
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
