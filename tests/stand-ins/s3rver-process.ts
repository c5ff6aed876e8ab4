import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/**
 * A real S3-protocol server (s3rver) in a child process, for tests. It runs in
 * its own Node with the OpenSSL legacy provider because s3rver encrypts
 * ListObjectsV2 continuation tokens with DES, which OpenSSL 3 disables.
 */
export interface S3rverProcess {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  stop(): Promise<void>;
}

const SERVER_SOURCE = `
import S3rver from "s3rver";
const [directory, bucket] = process.argv.slice(-2);
const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(JSON.stringify({ port }) + "\\n");
process.stdin.resume();
process.stdin.on("end", () => server.close().then(() => process.exit(0)));
`;

export async function startS3rver(bucket = "vitrina-test"): Promise<S3rverProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrina-s3rver-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--openssl-legacy-provider", "--input-type=module", "-e", SERVER_SOURCE, dir, bucket],
    // Resolve "s3rver" from this repository's node_modules.
    {
      cwd: path.resolve(import.meta.dirname ?? new URL(".", import.meta.url).pathname, "../.."),
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`s3rver exited early with code ${code}`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async stop() {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.stdin?.end();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
