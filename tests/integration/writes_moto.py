#!/usr/bin/env python3
"""The schema layer's writes end to end against moto's DynamoDB server.

The program (tests/integration/writes_moto.cpp) prints JSON lines: the CreateTable body, then a
seeded sequence of write requests (PutItem, UpdateItem, DeleteItem, TransactWriteItems bodies
from Entity::put / update / remove / move), each with the answer DynamoDB must give ("ok" or an
error code such as ConditionalCheckFailedException), and after each write the reads that must
see its effect (GetItem and Query bodies) with the items they must return, predicted from the
values. This script passes every body to boto3's low-level client as it is, adding only
TableName, and compares every answer and every returned item exactly. Last, scatter-gather:
for each day of sales, the 8 queries of Sale::scatter run in pages of SCATTER_LIMIT items (in
both directions), `writes_moto merge` merges the shards with ddb::merge_sorted, and the merged
items must be exactly the unsharded prediction, in order. Then batches: `writes_moto batch`
drives ddb::batch_writer (1,051 puts and 100 deletes), ddb::batch_getter (1,010 keys) and a
kp::transact_get of three items and scans through this script, which posts each body text it
prints to the engine as it is (ddb::to_json_text's text is the HTTP body, with no JSON library
between them) and hands back DynamoDB's response: a 4-segment Board::scan of two entities, paged through
cursors, whose union must be exactly those entities' items of an unfiltered scan of the whole
table, and a 4-segment scan filtered on a field; the program compares the items read with what
it wrote.

Usage: writes_moto.py PROGRAM
Exit codes: 0 everything agrees, 1 a difference or an error, 77 boto3 or moto is not installed
(1 instead when KEYPLATE_REQUIRE_INTEGRATION=1, as in CI).
"""

import json
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from moto_support import (  # noqa: E402 (after the line above)
    driver_start,
    dummy_aws_environment,
    failure_log,
    moto_dynamodb,
    seeded_plan,
    serve,
)
SCATTER_LIMIT = 7  # pages of a few items, so every shard's answer comes in several


def with_table(call, request, table_name):
    """The request with TableName where the call needs it (each TransactItems element)."""
    request = dict(request)
    if call == "transact_write_items":
        request["TransactItems"] = [
            {op: dict(body, TableName=table_name) for op, body in element.items()}
            for element in request["TransactItems"]
        ]
        return request
    request["TableName"] = table_name
    return request


def summary_seed(records):
    """The seed the plan was made from (its first record)."""
    return next(r["seed"] for r in records if r["kind"] == "seed")


def answer_and_reasons(client, call, request):
    """"ok" or the error code DynamoDB answered, and the code of each action's
    CancellationReasons when it cancelled a transaction (else None)."""
    from botocore.exceptions import ClientError

    try:
        getattr(client, call)(**request)
        return "ok", None
    except ClientError as error:
        reasons = error.response.get("CancellationReasons")
        codes = [r.get("Code") for r in reasons] if reasons is not None else None
        return error.response["Error"]["Code"], codes


def read(client, call, request):
    """The items a GetItem or a whole (every page of a) Query returns, in order."""
    if call == "get_item":
        item = client.get_item(**request).get("Item")
        return [item] if item is not None else [], 1
    items, pages = [], 0
    while True:
        page = client.query(**request)
        pages += 1
        items += page.get("Items", [])
        if "LastEvaluatedKey" not in page:
            return items, pages
        request = dict(request, ExclusiveStartKey=page["LastEvaluatedKey"])


def scatter_gather(client, table_name, record, merger):
    """Every shard's items (all pages) for one scatter record, merged by the program."""
    pages = []
    for query in record["queries"]:
        request = dict(query, TableName=table_name, Limit=SCATTER_LIMIT,
                       ScanIndexForward=record["forward"])
        shard, requests = [], 0
        while True:
            page = client.query(**request)
            requests += 1
            shard += page.get("Items", [])
            if "LastEvaluatedKey" not in page:
                break
            request["ExclusiveStartKey"] = page["LastEvaluatedKey"]
        pages.append(shard)
    merger.stdin.write(json.dumps({"pages": pages, "forward": record["forward"]},
                                  ensure_ascii=False) + "\n")
    merger.stdin.flush()
    return json.loads(merger.stdout.readline())["items"], [len(p) for p in pages]


def batches(client, program, seed):
    """Runs `program batch SEED` through moto_support.serve: each request text it prints is
    posted to the engine as it is (the body ddb::to_json_text wrote), and the response handed
    back. Returns its closing record (figures and mismatches)."""
    record, calls, exit_code = serve(client, program, "batch", str(seed))
    if record is None:
        return {"mismatches": 1, "figures": {}, "exit": exit_code}
    record["figures"]["calls"] = calls
    record["exit"] = exit_code
    return record


def main(argv):
    code, program = driver_start(argv, "writes_moto.py PROGRAM")
    if code is not None:
        return code
    started = time.monotonic()
    records, table, summary = seeded_plan(program, "writes_moto")
    table_name = table["TableName"]
    figures = {"writes": 0, "refused": 0, "reads": 0, "pages": 0, "items": 0, "scatters": 0,
               "merged": 0, "cancelled transactions": 0}
    shard_sizes = []
    fail = failure_log(records)

    merger = subprocess.Popen([program, "merge"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, encoding="utf-8")
    with moto_dynamodb(dummy_aws_environment()) as client:
        client.create_table(**table)
        for step, record in enumerate(records):
            if record["kind"] == "write":
                request = with_table(record["call"], record["request"], table_name)
                got, reasons = answer_and_reasons(client, record["call"], request)
                figures["writes"] += 1
                figures["refused"] += got != "ok"
                if got != record["expect"]:
                    fail(step, f"{record['call']} answered {got}", record["expect"], got)
                elif "reasons" in record:
                    figures["cancelled transactions"] += 1
                    if reasons != record["reasons"]:
                        fail(step, "the cancellation reasons differ", record["reasons"], reasons)
            elif record["kind"] == "read":
                request = with_table(record["call"], record["request"], table_name)
                items, pages = read(client, record["call"], request)
                figures["reads"] += 1
                figures["pages"] += pages
                figures["items"] += len(items)
                if items != record["items"]:
                    fail(step, f"{record['call']} returned other items", record["items"], items)
            elif record["kind"] == "scatter":
                merged, sizes = scatter_gather(client, table_name, record, merger)
                figures["scatters"] += 1
                figures["merged"] += len(merged)
                shard_sizes.append(sizes)
                if merged != record["items"]:
                    fail(step, "the merged shards differ from the unsharded answer",
                         [i["saleId"] for i in record["items"]], [i["saleId"] for i in merged])
        batch = batches(client, program, summary_seed(records))
    merger.stdin.close()
    if merger.wait() != 0:
        print("FAIL: writes_moto merge failed")
        fail.count += 1
    if batch["mismatches"] != 0 or batch["exit"] != 0:
        print(f"FAIL: batches: {batch}")
        fail.count += 1

    elapsed = time.monotonic() - started
    kinds = ", ".join(f"{k} {v}" for k, v in sorted(summary["writes"].items()))
    print(f"writes: {figures['writes']} ({kinds}); refused by DynamoDB as predicted: "
          f"{figures['refused']}")
    print(f"cancelled transactions whose CancellationReasons were predicted per action: "
          f"{figures['cancelled transactions']}")
    print(f"reads: {figures['reads']} (GetItem and Query, {figures['pages']} pages, "
          f"{figures['items']} items); tasks left: {summary['tasks']}")
    print(f"scatter-gather: {figures['scatters']} reads of a day over 8 shards (Limit "
          f"{SCATTER_LIMIT}, both directions), {figures['merged']} items merged; items per shard: "
          f"{shard_sizes[0] if shard_sizes else []} (first day)")
    print(f"batches: {batch['figures']}, mismatches {batch['mismatches']}")
    print(f"mismatches: {fail.count}; {elapsed:.1f} s")
    return 1 if fail.count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
