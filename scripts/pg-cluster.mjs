// A throw-away PostgreSQL cluster for the test suite (issue 12).
//
//   node scripts/pg-cluster.mjs start <state.json>   initdb + pg_ctl start; prints the URL
//   node scripts/pg-cluster.mjs stop  <state.json>   pg_ctl stop; removes the cluster's directory
//   node scripts/pg-cluster.mjs run -- <command…>    start, run it with TEST_DATABASE_URL, stop
//
// The binaries come from /usr/lib/postgresql/<version>/bin (Debian keeps them
// off PATH; PG_BIN overrides). The cluster lives in a fresh temp directory and
// listens on a free loopback port, its superuser "postgres" with a random
// password (in the printed URL), and the C locale (byte order and ASCII-only case folding, as
// SQLite has). initdb refuses to run as root, so as root the cluster is made
// and run as the `postgres` user (`runuser -u postgres --`) in a directory it
// owns; otherwise as the current user. Durability is off: it is thrown away.
import { spawn, spawnSync } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const [command, ...rest] = process.argv.slice(2);
const runArgs = command === "run" ? rest.slice(rest[0] === "--" ? 1 : 0) : [];
const stateFile =
  command === "run" ? path.join(tmpdir(), `vitrina-pg-${process.pid}.json`) : rest[0];
if (
  !["start", "stop", "run"].includes(command) ||
  !stateFile ||
  (command === "run" && !runArgs.length)
) {
  console.error(
    "usage: node scripts/pg-cluster.mjs start|stop <state.json>\n" +
      "       node scripts/pg-cluster.mjs run -- <command…>   (TEST_DATABASE_URL set for the command)",
  );
  process.exit(2);
}

function fail(message) {
  console.error(`pg-cluster: ${message}`);
  process.exit(1);
}

function findBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    fail(`no PostgreSQL binaries in ${root}/*/bin (run scripts/ensure-postgres.sh, or set PG_BIN)`);
  return path.join(root, versions[0], "bin");
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as `postgres` when we are root. */
function run(bin, args, opts = {}) {
  const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: "utf8", ...opts });
  if (r.error) fail(`${path.basename(bin)}: ${r.error.message}`);
  return r;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function start() {
  const bin = findBin();
  const dir = mkdtempSync(path.join(tmpdir(), "vitrina-pg-"));
  // The superuser's password (TCP logins need it; the socket in `dir` is the owner's alone).
  const password = randomBytes(18).toString("base64url");
  const pwfile = path.join(dir, "pwfile");
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (asRoot) {
    const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (id.status !== 0)
      fail("running as root, but there is no `postgres` user to run the cluster");
    for (const p of [dir, pwfile])
      chownSync(p, Number(id.stdout.trim()), Number(gid.stdout.trim()));
  }
  const data = path.join(dir, "data");
  const init = run(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth-local=trust",
    "--auth-host=scram-sha-256",
    `--pwfile=${pwfile}`,
    "--encoding=UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  rmSync(pwfile, { force: true });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    fail(`initdb failed:\n${init.stdout}${init.stderr}`);
  }
  const settings = {
    listen_addresses: "127.0.0.1",
    unix_socket_directories: dir,
    max_connections: "300",
    fsync: "off",
    synchronous_commit: "off",
    full_page_writes: "off",
    shared_buffers: "128MB",
  };
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const opts = Object.entries({ port: String(port), ...settings })
      .map(([k, v]) => `-c ${k}=${v}`)
      .join(" ");
    const r = run(path.join(bin, "pg_ctl"), [
      "start",
      "-w",
      "-t",
      "60",
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      opts,
    ]);
    if (r.status === 0) {
      const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
      writeFileSync(stateFile, JSON.stringify({ dir, data, bin, port, url, asRoot }, null, 2));
      return url;
    }
    if (attempt >= 3) {
      const log = existsSync(path.join(dir, "server.log"))
        ? readFileSync(path.join(dir, "server.log"), "utf8")
        : "";
      rmSync(dir, { recursive: true, force: true });
      fail(`pg_ctl start failed:\n${r.stdout}${r.stderr}\n${log.slice(-2000)}`);
    }
  }
}

function stop() {
  if (!existsSync(stateFile)) return;
  const state = JSON.parse(readFileSync(stateFile, "utf8"));
  if (existsSync(state.data)) {
    const r = run(path.join(state.bin, "pg_ctl"), ["stop", "-w", "-m", "fast", "-D", state.data]);
    if (r.status !== 0) console.error(`pg-cluster: pg_ctl stop: ${r.stdout}${r.stderr}`);
  }
  rmSync(state.dir, { recursive: true, force: true });
  rmSync(stateFile, { force: true });
}

/** Starts a cluster, runs the command with TEST_DATABASE_URL, stops the cluster; exits with the command's code. */
async function runWith(argv) {
  const url = await start();
  console.error(`pg-cluster: PostgreSQL at ${url.replace(/:[^:@/]*@/, ":***@")}`);
  const child = spawn(argv[0], argv.slice(1), {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  const forward = (signal) => child.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const code = await new Promise((resolve) => {
    child.on("error", (error) => {
      console.error(`pg-cluster: ${argv[0]}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  stop();
  process.exit(code);
}

if (command === "start") console.log(await start());
else if (command === "stop") stop();
else await runWith(runArgs);
