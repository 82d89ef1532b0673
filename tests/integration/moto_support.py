"""What the integration drivers share: a local moto DynamoDB server and a boto3 client on it.

    from moto_support import missing_engine, moto_dynamodb

    code = missing_engine()          # None, or the exit code for "boto3/moto not installed"
    if code is not None:
        return code
    exit_on_sigterm()
    with moto_dynamodb() as client:  # the server's log tail is printed if the body raises
        client.create_table(...)

`plan_records(program, *args)` runs a test program and returns the JSON records it printed,
one per line (the plan each driver replays). `seeded_plan(program, name)` also finds its seed,
table and summary records (writes_moto, conditions_moto); `answer_of` is what DynamoDB answered
a write; `failure_log` counts mismatches and prints the first few with their request.

A missing boto3 or moto is a skip (exit code 77) unless KEYPLATE_REQUIRE_INTEGRATION=1, as in
CI, where it is a failure (exit code 1).
"""

import contextlib
import ctypes
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

SKIP = 77
STARTUP_SECONDS = 60


def missing_engine():
    """None when boto3 and moto's server import; else prints why and returns the exit code."""
    try:
        import boto3  # noqa: F401 (imported to check it is there)
        import moto.server  # noqa: F401 (needs moto's server extras: flask, werkzeug)
    except ImportError as missing:
        print(f"skip: {missing}; install boto3 and moto[server] to run this test")
        # CI sets KEYPLATE_REQUIRE_INTEGRATION=1: there a missing engine is a failure, not a skip.
        return 1 if os.environ.get("KEYPLATE_REQUIRE_INTEGRATION") == "1" else SKIP
    return None


def exit_on_sigterm():
    """A terminated script still runs its `finally` blocks, so it stops the server."""
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))


def dummy_aws_environment():
    """Credentials and region that reach only the local server."""
    env = {
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_SESSION_TOKEN": "testing",
        "AWS_DEFAULT_REGION": "us-east-1",
        "AWS_REGION": "us-east-1",
        "AWS_EC2_METADATA_DISABLED": "true",
        "AWS_CONFIG_FILE": os.devnull,
        "AWS_SHARED_CREDENTIALS_FILE": os.devnull,
    }
    os.environ.update(env)
    return env


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def die_with_parent():
    """In the server process (Linux): receive SIGTERM when this script dies, even by SIGKILL."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # 1: PR_SET_PDEATHSIG
    except (AttributeError, OSError):
        pass


def start_server(log):
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        stdout=log,
        stderr=subprocess.STDOUT,
        preexec_fn=die_with_parent if sys.platform.startswith("linux") else None,
    )
    return server, f"http://127.0.0.1:{port}"


def wait_until_answering(server, url):
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"moto server exited early with {server.returncode}")
        try:
            with urllib.request.urlopen(url + "/moto-api/", timeout=2):
                return
        except urllib.error.HTTPError:
            return  # it answered
        except (urllib.error.URLError, ConnectionError, OSError):
            time.sleep(0.2)
    raise RuntimeError(f"moto server did not answer at {url} within {STARTUP_SECONDS} s")


def stop_server(server):
    if server.poll() is None:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@contextlib.contextmanager
def moto_dynamodb(env=None):
    """A boto3 DynamoDB client on a fresh local moto server, stopped on the way out.

    `env` is what dummy_aws_environment() returned (it is called when None). When the body (or
    the start) raises, the last 4000 characters of the server's log are printed first.
    """
    import boto3

    if env is None:
        env = dummy_aws_environment()
    with tempfile.TemporaryFile() as log:
        server, url = start_server(log)
        try:
            wait_until_answering(server, url)
            yield boto3.client("dynamodb", endpoint_url=url, region_name=env["AWS_REGION"])
        except Exception:
            log.seek(0)
            sys.stdout.write(log.read().decode("utf-8", "replace")[-4000:])
            raise
        finally:
            stop_server(server)


def post_body(client, operation, text):
    """Posts `text`, a request body of DynamoDB's `operation` (`BatchWriteItem`), to the
    client's engine as it is, as DynamoDB's HTTP API takes it (the X-Amz-Target header names the
    operation; the local server does not check the signature), and returns the response's JSON.
    An answer other than 200 raises, with the engine's message."""
    return json.loads(post_text(client, operation, text))


def post_text(client, operation, text):
    """`post_body`, returning the response's text as the engine sent it."""
    status, body = post_raw(client, operation, text)
    if status != 200:
        raise RuntimeError(f"{operation} refused ({status}): {body}")
    return body


def post_raw(client, operation, text):
    """Posts `text` as `post_body` does; the HTTP status and the response's text, whatever the
    status."""
    region = client.meta.region_name
    request = urllib.request.Request(
        client.meta.endpoint_url + "/", data=text.encode("utf-8"), method="POST",
        headers={
            "Content-Type": "application/x-amz-json-1.0",
            "X-Amz-Target": "DynamoDB_20120810." + operation,
            "Authorization": "AWS4-HMAC-SHA256 Credential=testing/20260101/" + region +
                             "/dynamodb/aws4_request, SignedHeaders=host, Signature=0",
        })
    try:
        with urllib.request.urlopen(request) as answer:
            return answer.status, answer.read().decode("utf-8")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8")


def post_answer(client, operation, text):
    """Posts `text` as `post_body` does and returns the status line and the response's text:
    ("200", text), or ("400 ConditionalCheckFailedException", text) for an error, its code the
    part of the body's `__type` after `#`."""
    status, body = post_raw(client, operation, text)
    if status == 200:
        return "200", body
    try:
        code = json.loads(body).get("__type", "").rsplit("#", 1)[-1]
    except ValueError:
        code = "unreadable"
    return f"{status} {code}", body


def serve(client, program, *args):
    """Runs `program args...` as the engine's only client: each request it writes (two lines:
    the operation, `PutItem`, and its body's text as keyplate wrote it) is posted as it is, and
    answered with two lines (post_answer's status line and the response's text, line breaks
    outside strings turned into spaces). Returns (the JSON of the line after its closing line
    `done`, the number of requests per operation, its exit code)."""
    driver = subprocess.Popen([program, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, encoding="utf-8")
    calls = {}
    result = None
    while True:
        operation = driver.stdout.readline().rstrip("\n")
        if operation in ("", "done"):
            if operation == "done":
                result = json.loads(driver.stdout.readline())
            break
        text = driver.stdout.readline().rstrip("\n")
        calls[operation] = calls.get(operation, 0) + 1
        status, response = post_answer(client, operation, text)
        driver.stdin.write(status + "\n" + response.replace("\n", " ") + "\n")
        driver.stdin.flush()
    driver.stdin.close()
    return result, calls, driver.wait()


def driver_start(argv, usage):
    """What every driver does first: returns (None, the program to run: argv[1]), or (the exit
    code to return, None): 2 after printing `usage` when the arguments are wrong, 77 (1 under
    KEYPLATE_REQUIRE_INTEGRATION=1) when boto3 or moto is missing. Makes SIGTERM an exit."""
    if len(argv) != 2:
        print(f"usage: {usage}", file=sys.stderr)
        return 2, None
    code = missing_engine()
    if code is not None:
        return code, None
    exit_on_sigterm()
    return None, argv[1]


def serve_main(argv, name, operations):
    """The whole main of a driver whose program is the engine's only client (wire_moto.py,
    native_moto.py): serves the program (argv[1]) against moto, prints the requests per
    operation, the program's figures and the time taken, and returns the exit code: 0 only when
    the program exited with 0, counted no mismatch, sent each of `operations` at least once and,
    when its figures count its requests, counted as many as were posted."""
    code, program = driver_start(argv, f"{name} PROGRAM")
    if code is not None:
        return code
    started = time.monotonic()
    with moto_dynamodb(dummy_aws_environment()) as client:
        figures, calls, exit_code = serve(client, program)
    print("requests: " + ", ".join(f"{k} {v}" for k, v in sorted(calls.items())))
    print(f"figures: {figures}")
    missing = [op for op in operations if op not in calls]
    failed = exit_code != 0 or figures is None or figures.get("mismatches") != 0 or missing
    if missing:
        print(f"FAIL: never sent: {missing}")
    if exit_code != 0:
        print(f"FAIL: the program exited with {exit_code}")
    posted = sum(calls.values())
    if figures is not None and "requests" in figures and figures["requests"] != posted:
        print(f"FAIL: the program counted {figures['requests']} requests, the script posted "
              f"{posted}")
        failed = True
    print(f"{time.monotonic() - started:.1f} s")
    return 1 if failed else 0


def plan_records(program, *args):
    """Runs `program args...` and returns the JSON object of each line it printed."""
    done = subprocess.run([program, *args], stdout=subprocess.PIPE, check=False)
    if done.returncode != 0:
        command = " ".join([program, *args])
        raise SystemExit(f"error: {command} exited with {done.returncode}")
    return [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]


def seeded_plan(program, name):
    """The records of a seeded plan, and its "table" and "summary" records; prints the seed."""
    records = plan_records(program)
    seed = next(r["seed"] for r in records if r["kind"] == "seed")
    table = next(r["table"] for r in records if r["kind"] == "table")
    summary = next(r for r in records if r["kind"] == "summary")
    print(f"seed {seed} ({name} {seed} regenerates the steps)")
    return records, table, summary


def answer_of(client, call, request):
    """"ok", or the error code DynamoDB answered."""
    from botocore.exceptions import ClientError

    try:
        getattr(client, call)(**request)
        return "ok"
    except ClientError as error:
        return error.response["Error"]["Code"]


class failure_log:
    """Counts the mismatches of a replay; prints the first `shown` with the step's request."""

    def __init__(self, records, shown=20):
        self.records = records
        self.shown = shown
        self.count = 0

    def __call__(self, step, what, expected, got):
        self.count += 1
        if self.count <= self.shown:
            record = self.records[step]
            print(f"FAIL: step {step}: {what}")
            print(f"  request:  {ascii(json.dumps(record.get('request', record.get('queries'))))}")
            print(f"  expected: {ascii(json.dumps(expected))}")
            print(f"  got:      {ascii(json.dumps(got))}")
