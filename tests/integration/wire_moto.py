#!/usr/bin/env python3
"""Every operation keyplate writes, end to end against moto's DynamoDB server, through the wire
path only.

The program (tests/integration/wire_moto.cpp) is the engine's only client: it writes each
request body with ddb::to_json_text and reads each response with the simdjson reader, and
compares every answer with what it predicts from its own values. This script posts each body to
the engine as it is (no JSON library, no SDK between them; moto_support.serve) and hands back
the status and the response's text. It prints the requests per operation and the program's
figures.

Usage: wire_moto.py PROGRAM
Exit codes: 0 everything agrees, 1 a difference or an error, 77 boto3 or moto is not installed
(1 instead when KEYPLATE_REQUIRE_INTEGRATION=1, as in CI).
"""

import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from moto_support import serve_main  # noqa: E402 (after the line above)

# The operations the program must have sent, each at least once.
OPERATIONS = ["CreateTable", "UpdateTimeToLive", "PutItem", "GetItem", "Query", "UpdateItem",
              "DeleteItem", "TransactWriteItems", "TransactGetItems", "BatchWriteItem",
              "BatchGetItem", "Scan"]

if __name__ == "__main__":
    sys.exit(serve_main(sys.argv, "wire_moto.py", OPERATIONS))
