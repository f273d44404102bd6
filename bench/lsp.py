"""The language server under edits, for bench/run.py (and alone: python3 bench/lsp.py AAFLOW FLOW,
or python3 bench/lsp.py --swift AAFLOW PROJECT FILE [--no-watch] for a Swift project under saves).

Starts `aaflow lsp`, opens a flow, then sends edits as an editor does with
full-document sync (`didChange` with the whole text; each edit changes one
title, so every edit is a real change) and waits for each edit's
`publishDiagnostics`. It measures:

- server time per edit: the CPU time the server process spent on the edit,
  read from /proc/PID/schedstat (nanoseconds) before the edit is sent and
  after its diagnostics arrive; the server does nothing else meanwhile, so
  this is its own time, without the client's or the pipe's;
- round trip per edit: wall time from sending to the diagnostics, with the
  client's share (Python reading the reply);
- memory over many edits: the server's resident memory (VmRSS) after a
  warm-up and after the last edit.
"""
import json
import os
import statistics
import subprocess
import sys
import threading
import time


def frame(obj):
    body = json.dumps(obj).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class Server:
    def __init__(self, exe):
        self.proc = subprocess.Popen([str(exe), "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.buf = b""

    def send(self, obj):
        self.proc.stdin.write(frame(obj))
        self.proc.stdin.flush()

    def read(self):
        """The next message from the server."""
        while True:
            head_end = self.buf.find(b"\r\n\r\n")
            if head_end >= 0:
                length = int(self.buf[:head_end].split(b":")[1])
                start = head_end + 4
                if len(self.buf) >= start + length:
                    body = self.buf[start:start + length]
                    self.buf = self.buf[start + length:]
                    return body
            chunk = os.read(self.proc.stdout.fileno(), 1 << 20)
            if not chunk:
                raise RuntimeError("aaflow lsp closed its output")
            self.buf += chunk

    def wait_for(self, key):
        """Reads until a message whose bytes hold `key`."""
        while True:
            body = self.read()
            if key in body:
                return body

    def cpu_ns(self):
        """The server's CPU time so far: each live thread's, in nanoseconds
        (schedstat), plus that of threads already gone (the server reads a
        project's files on several threads, joined before it answers), which
        only the process's clock ticks still count (/proc/PID/stat)."""
        pid = self.proc.pid

        def ticks(stat_path):
            with open(stat_path) as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return int(fields[11]) + int(fields[12])  # utime, stime

        live_ns, live_ticks = 0, 0
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                    live_ns += int(f.read().split()[0])
                live_ticks += ticks(f"/proc/{pid}/task/{task}/stat")
            except (FileNotFoundError, ProcessLookupError):
                continue  # a thread that ended while being read: counted below
        gone_ticks = max(0, ticks(f"/proc/{pid}/stat") - live_ticks)
        return live_ns + gone_ticks * 1_000_000_000 // os.sysconf("SC_CLK_TCK")

    def rss_kib(self):
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def close(self):
        self.send({"jsonrpc": "2.0", "id": 999999, "method": "shutdown"})
        self.wait_for(b'"id":999999')
        self.send({"jsonrpc": "2.0", "method": "exit"})
        self.proc.stdin.close()
        return self.proc.wait(timeout=30)


def measure(exe, flow_path, timed_edits=200, memory_edits=10000):
    text = open(flow_path, encoding="utf-8").read()
    marker = text.index('"', text.index("\nscreen ")) + 1  # the first screen's title
    uri = "file://" + os.path.abspath(flow_path)
    s = Server(exe)
    s.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    s.wait_for(b'"id":1')
    s.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    s.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": uri, "languageId": "flow", "version": 1, "text": text}}})
    first = json.loads(s.wait_for(b"publishDiagnostics"))
    diagnostics = len(first["params"]["diagnostics"])

    version = 1

    def edit():
        nonlocal version
        version += 1
        letter = "ABCDEFGHIJ"[version % 10]
        changed = text[:marker] + letter + text[marker:]
        s.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": {"textDocument": {"uri": uri, "version": version},
                           "contentChanges": [{"text": changed}]}})
        return b'"version":%d,' % version

    cpu, wall = [], []
    for _ in range(timed_edits):
        c0, w0 = s.cpu_ns(), time.perf_counter()
        key = edit()
        s.wait_for(key)
        wall.append(time.perf_counter() - w0)
        cpu.append((s.cpu_ns() - c0) / 1e9)

    # Memory over many edits: sent as fast as the server takes them, while a
    # thread reads the diagnostics (so that neither side blocks on a full pipe).
    warm = min(1000, memory_edits)
    marks = {"warm": None}
    done = threading.Event()

    def reader():
        received = 0
        while received < memory_edits:
            s.wait_for(b"publishDiagnostics")
            received += 1
            if received == warm:
                marks["warm"] = s.rss_kib()
        done.set()

    started = time.perf_counter()
    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    for _ in range(memory_edits):
        edit()
    done.wait()
    rss_warm = marks["warm"]
    rss_end = s.rss_kib()
    many_seconds = time.perf_counter() - started
    status = s.close()
    return {
        "diagnostics": diagnostics,
        "bytes": len(text.encode()),
        "cpu_median": statistics.median(cpu),
        "cpu_p90": sorted(cpu)[int(len(cpu) * 0.9)],
        "wall_median": statistics.median(wall),
        "timed_edits": timed_edits,
        "memory_edits": memory_edits,
        "warm_edits": warm,
        "rss_warm_mib": rss_warm / 1024,
        "rss_end_mib": rss_end / 1024,
        "many_seconds": many_seconds,
        "exit_status": status,
    }


def measure_swift(exe, project, file, saves=20, code=False, watch=True):
    """A Swift project under saves: opens `file` (a Swift file of the project
    folder `project`, which holds an `.aaflow.json` so that the server audits
    the whole folder), which reads and audits the project, then saves it
    `saves` times, each time with one more comment line at its end (a real
    change of its bytes), and waits for the file's `publishDiagnostics`. The
    file is put back as it was. Server CPU time as in `measure`.

    With `code`, each save changes code instead: the first string literal
    after `var body` (`("` ...) gets the save's number, so the extraction
    runs again (a comment only keeps it).

    With `watch` (as VS Code, Neovim and Helix), the client says it can watch
    files for the server (workspace/didChangeWatchedFiles, registered by the
    server) and takes the registration, so that a save makes the server read
    the file saved, not look at every file of the project; without it, every
    save looks at the stamp of every file and folder."""
    path = os.path.abspath(file)
    original = open(path, "rb").read()
    uri = "file://" + path
    key = b'"uri":"' + uri.encode() + b'"'
    s = Server(exe)
    try:
        capabilities = {"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}} if watch else {}
        s.send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": {"capabilities": capabilities, "rootUri": "file://" + os.path.abspath(project)}})
        s.wait_for(b'"id":1')
        s.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        if watch:
            request = json.loads(s.wait_for(b"client/registerCapability"))
            s.send({"jsonrpc": "2.0", "id": request["id"], "result": None})
        c0, w0 = s.cpu_ns(), time.perf_counter()
        s.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1,
                                            "text": original.decode("utf-8")}}})
        while True:
            body = s.wait_for(b"publishDiagnostics")
            if key in body:
                break
        first_cpu, first_wall = (s.cpu_ns() - c0) / 1e9, time.perf_counter() - w0
        cpu, wall = [], []
        body = original.find(b"var body")
        at = original.find(b'("', body) if body >= 0 else -1
        if code and at < 0:
            raise RuntimeError("no string literal after `var body` in " + path)
        literal = at + 2
        for i in range(saves):
            with open(path, "wb") as f:
                if code:
                    f.write(original[:literal] + b"%d " % i + original[literal:])
                else:
                    f.write(original + b"// saved %d\n" % i)
            c0, w0 = s.cpu_ns(), time.perf_counter()
            s.send({"jsonrpc": "2.0", "method": "textDocument/didSave", "params": {"textDocument": {"uri": uri}}})
            while True:
                body = s.wait_for(b"publishDiagnostics")
                if key in body:
                    break
            wall.append(time.perf_counter() - w0)
            cpu.append((s.cpu_ns() - c0) / 1e9)
        rss = s.rss_kib()
        status = s.close()
    finally:
        with open(path, "wb") as f:
            f.write(original)
        if s.proc.poll() is None:
            s.proc.kill()
    return {
        "first_cpu": first_cpu, "first_wall": first_wall,
        "cpu_median": statistics.median(cpu), "wall_median": statistics.median(wall),
        "saves": saves, "rss_mib": rss / 1024, "exit_status": status,
    }


if __name__ == "__main__":
    if len(sys.argv) > 3 and sys.argv[1] in ("--swift", "--swift-code"):
        print(json.dumps(measure_swift(sys.argv[2], sys.argv[3], sys.argv[4], code=sys.argv[1] == "--swift-code",
                                       watch="--no-watch" not in sys.argv), indent=2))
        sys.exit(0)
    result = measure(sys.argv[1], sys.argv[2], memory_edits=int(sys.argv[3]) if len(sys.argv) > 3 else 10000)
    print(json.dumps(result, indent=2))
