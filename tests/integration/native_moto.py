#!/usr/bin/env python3
"""Native multi-attribute GSI keys (kp::native_index), end to end against moto's DynamoDB
server, through the wire path only.

The program (tests/integration/native_moto.cpp) is the engine's only client: a table with a
composite GSI and a native one side by side, two entities on the native one, every query form a
native index has (all partition attributes, leading sort attributes, each condition on the last)
paged with small Limits, and updates of key fields moving items within the index. It writes
each request body with ddb::to_json_text, reads each response with the simdjson reader and
compares every answer with what it predicts from its own values. This script posts each body to
the engine as it is (moto_support.serve) and hands back the status and the response's text. It
prints the requests per operation and the program's figures.

Usage: native_moto.py PROGRAM
Exit codes: 0 everything agrees, 1 a difference or an error, 77 boto3 or moto is not installed
(1 instead when KEYPLATE_REQUIRE_INTEGRATION=1, as in CI).
"""

import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from moto_support import (  # noqa: E402 (after the line above)
    driver_start,
    dummy_aws_environment,
    moto_dynamodb,
    serve,
)

# The operations the program must have sent, each at least once.
OPERATIONS = ["CreateTable", "PutItem", "BatchWriteItem", "Query", "UpdateItem"]


def main(argv):
    code, program = driver_start(argv, "native_moto.py PROGRAM")
    if code is not None:
        return code
    started = time.monotonic()
    with moto_dynamodb(dummy_aws_environment()) as client:
        figures, calls, exit_code = serve(client, program)
    print("requests: " + ", ".join(f"{k} {v}" for k, v in sorted(calls.items())))
    print(f"figures: {figures}")
    missing = [op for op in OPERATIONS if op not in calls]
    failed = exit_code != 0 or figures is None or figures.get("mismatches") != 0 or missing
    if missing:
        print(f"FAIL: never sent: {missing}")
    if figures is not None and figures.get("requests") != sum(calls.values()):
        print(f"FAIL: the program counted {figures.get('requests')} requests, "
              f"the script posted {sum(calls.values())}")
        failed = True
    if exit_code != 0:
        print(f"FAIL: the program exited with {exit_code}")
    print(f"{time.monotonic() - started:.1f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
