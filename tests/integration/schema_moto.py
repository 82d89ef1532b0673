#!/usr/bin/env python3
"""The schema layer end to end against moto's DynamoDB server.

The program (tests/integration/schema_moto.cpp) prints JSON lines: the CreateTable body from
`Shop::table_definition`, the items from `Entity::item` (DynamoDB JSON) and the queries from
`Entity::query<Index>` / `Shop::query<Index>` (Query bodies without TableName), each with the
primary keys it must return, predicted from the generated values. This script passes all of them
to boto3's low-level client as they are, runs every query unpaged and with small Limits following
LastEvaluatedKey, compares, then hands every returned item back to the program
(`schema_moto verify FILE SEED`), which checks through `Shop::identify` that each is the entity and
the values that wrote it.

Order: by the queried index's sort key (unsigned bytes); items with equal index sort keys (a GSI
allows that; a partition-only GSI has no order at all) compare as a multiset. Every paged run must
return exactly the unpaged run, `Limit` items per page but the last.

Usage: schema_moto.py PROGRAM
Exit codes: 0 everything agrees, 1 a difference or an error, 77 boto3 or moto is not installed
(1 instead when KEYPLATE_REQUIRE_INTEGRATION=1, as in CI).
"""

import concurrent.futures
import difflib
import json
import os
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from moto_support import (  # noqa: E402 (after the line above)
    dummy_aws_environment,
    exit_on_sigterm,
    missing_engine,
    moto_dynamodb,
)

LIMITS = (None, 1, 2, 7)
# Limit 1 (a page per item) only for queries predicted to return at most this many items: moto
# spends ~10 ms re-sorting the table per request, and Limit 2 and 7 already split the larger ones
# at every other and every seventh item.
LIMIT_1_AT_MOST = 30
BATCH = 25  # batch_write_item's most items per request
SHOWN_FAILURES = 20  # queries whose diff is printed in full
# moto re-sorts the whole table for every Query request (about 10 ms of server time here), so
# queries run from a few threads: boto3's own work then overlaps the server's.
WORKERS = 3


def read_plan(program):
    """Runs `PROGRAM plan`; returns its seed, table, index counts, items and queries."""
    done = subprocess.run([program, "plan"], stdout=subprocess.PIPE, check=False)
    if done.returncode != 0:
        raise SystemExit(f"error: {program} plan exited with {done.returncode}")
    plan = {"seed": None, "table": None, "indexes": [], "items": [], "queries": []}
    for line in done.stdout.decode("utf-8").splitlines():
        record = json.loads(line)
        kind = record["kind"]
        if kind == "seed":
            plan["seed"] = record["seed"]
        elif kind == "table":
            plan["table"] = record["table"]
        elif kind == "index":
            plan["indexes"].append(record)
        elif kind == "item":
            plan["items"].append(record)
        elif kind == "query":
            plan["queries"].append(record)
    if plan["seed"] is None or plan["table"] is None or not plan["items"] or not plan["queries"]:
        raise SystemExit("error: the plan has no seed, table, items or queries")
    return plan


def primary_key_attributes(table):
    """The table's HASH and RANGE attribute names, from the CreateTable body."""
    roles = {k["KeyType"]: k["AttributeName"] for k in table["KeySchema"]}
    return roles["HASH"], roles["RANGE"]


def write_items(client, table_name, items):
    """batch_write_item, 25 at a time, retrying unprocessed items; returns the request count."""
    requests = 0
    for start in range(0, len(items), BATCH):
        batch = items[start : start + BATCH]
        pending = {table_name: [{"PutRequest": {"Item": r["item"]}} for r in batch]}
        for _ in range(10):
            requests += 1
            pending = client.batch_write_item(RequestItems=pending).get("UnprocessedItems")
            if not pending:
                break
        else:
            raise RuntimeError("batch_write_item kept items unprocessed")
    return requests


def count(client, **scan):
    """Select=COUNT over every page of a scan."""
    total, request = 0, dict(scan, Select="COUNT")
    while True:
        page = client.scan(**request)
        total += page["Count"]
        if "LastEvaluatedKey" not in page:
            return total
        request["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def run_query(client, table_name, query, limit, max_pages):
    """Every page of the query, each a list of items."""
    request = dict(query["query"], TableName=table_name)
    if limit is not None:
        request["Limit"] = limit
    pages = []
    while True:
        page = client.query(**request)
        pages.append(page.get("Items", []))
        if "LastEvaluatedKey" not in page:
            return pages
        if len(pages) > max_pages:
            raise RuntimeError(f"query '{query['name']}' did not finish within {max_pages} pages")
        request["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def rows_of(items, order_attribute, pk, sk):
    """(index sort key or "", pk, sk) of each item, as the program predicts them."""
    return [
        (i[order_attribute]["S"] if order_attribute else "", i[pk]["S"], i[sk]["S"]) for i in items
    ]


def agrees(expected, got):
    """Same index sort keys in the same order, and the same items within each run of equal ones."""
    return [r[0] for r in got] == [r[0] for r in expected] and sorted(got) == sorted(expected)


def describe(rows):
    """One line per item, non-ASCII as Python escapes (U+10FFFF shows as \\U0010ffff)."""
    return [ascii(r) for r in rows]


def report(query, limit, problem, expected, got):
    print(f"FAIL: {query['entity']} on {query['index']} ({query['pattern']}): '{query['name']}', "
          f"Limit={limit}: {problem}")
    print(f"  request: {ascii(query['query'])}")
    for line in difflib.unified_diff(
        describe(expected), describe(got), "predicted", "returned", lineterm="", n=2
    ):
        print("  " + line)


def limits_of(query):
    """The Limits `query` runs with: LIMITS, without 1 for a large answer."""
    if len(query["expected"]) <= LIMIT_1_AT_MOST:
        return LIMITS
    return tuple(limit for limit in LIMITS if limit != 1)


def run_every_limit(client, table_name, query, max_pages):
    """The pages of `query` at each of its Limits."""
    return [run_query(client, table_name, query, limit, max_pages) for limit in limits_of(query)]


def check_queries(client, table_name, plan, returned):
    """Runs every query at every Limit; writes each returned item to `returned` (one JSON line)."""
    pk, sk = primary_key_attributes(plan["table"])
    figures = {"runs": 0, "pages": 0, "returned": 0, "failures": 0, "failed_queries": 0}
    max_pages = len(plan["items"]) + 2
    with concurrent.futures.ThreadPoolExecutor(max_workers=WORKERS) as pool:
        answers = pool.map(
            lambda q: run_every_limit(client, table_name, q, max_pages), plan["queries"]
        )
        for query, runs in zip(plan["queries"], answers):
            figures["failed_queries"] += check_query(query, runs, pk, sk, figures, returned)
    return figures


def check_query(query, runs, pk, sk, figures, returned):
    """Compares one query's runs (one per limit) with the prediction; True when one failed."""
    expected = [tuple(r) for r in query["expected"]]
    order = query["order_attribute"]
    unpaged = None
    failed = False
    for limit, pages in zip(limits_of(query), runs):
        figures["runs"] += 1
        figures["pages"] += len(pages)
        got = []
        for page in pages:
            for item in page:
                returned.write(json.dumps(item, ensure_ascii=False) + "\n")
            got += rows_of(page, order, pk, sk)
        figures["returned"] += len(got)
        problem = None
        if limit is None:
            unpaged, reference = got, expected
            if not agrees(expected, got):
                problem = "the items or their order differ from the prediction"
        else:
            reference = unpaged
            sizes = [len(p) for p in pages]
            if got != unpaged:
                problem = "the pages together differ from the unpaged answer"
            elif any(s != limit for s in sizes[:-1]) or sizes[-1] > limit:
                problem = f"page sizes {sizes} for Limit {limit}"
        if problem is not None:
            failed = True
            figures["failures"] += 1
            if figures["failed_queries"] < SHOWN_FAILURES:
                report(query, limit, problem, reference, got)
    return failed


def verify(program, path, seed):
    """`PROGRAM verify FILE SEED`: its summary (a JSON line) and exit code."""
    done = subprocess.run(
        [program, "verify", path, str(seed)], stdout=subprocess.PIPE, check=False
    )
    lines = done.stdout.decode("utf-8").splitlines()
    summary = json.loads(lines[-1]) if lines else {"mismatches": None}
    return summary, done.returncode


def main(argv):
    if len(argv) != 2:
        print("usage: schema_moto.py PROGRAM", file=sys.stderr)
        return 2
    code = missing_engine()
    if code is not None:
        return code

    started = time.monotonic()
    exit_on_sigterm()
    env = dummy_aws_environment()
    program = argv[1]
    plan = read_plan(program)
    table = plan["table"]
    table_name = table["TableName"]
    print(f"seed {plan['seed']} (schema_moto plan {plan['seed']} regenerates the items)")
    mismatches = 0
    with tempfile.TemporaryDirectory() as scratch:
        returned_path = os.path.join(scratch, "returned.jsonl")
        with moto_dynamodb(env) as client, open(returned_path, "w", encoding="utf-8") as returned:
            client.create_table(**table)
            batches = write_items(client, table_name, plan["items"])
            stored = count(client, TableName=table_name)
            if stored != len(plan["items"]):
                print(f"FAIL: the table holds {stored} items, {len(plan['items'])} were written")
                mismatches += 1
            for index in plan["indexes"]:
                held = count(client, TableName=table_name, IndexName=index["IndexName"])
                if held != index["items"]:
                    print(f"FAIL: index {index['IndexName']} holds {held} items, the program "
                          f"predicts {index['items']}")
                    mismatches += 1
            figures = check_queries(client, table_name, plan, returned)
        summary, verify_code = verify(program, returned_path, plan["seed"])
    mismatches += figures["failures"]
    if verify_code != 0 or summary.get("mismatches") != 0:
        print(f"FAIL: schema_moto verify exited with {verify_code}: {json.dumps(summary)}")
        mismatches += summary.get("mismatches") or 1

    by_entity = {}
    for record in plan["items"]:
        by_entity[record["entity"]] = by_entity.get(record["entity"], 0) + 1
    patterns = {}
    for query in plan["queries"]:
        patterns[query["pattern"]] = patterns.get(query["pattern"], 0) + 1
    elapsed = time.monotonic() - started
    entities = ", ".join(f"{k} {v}" for k, v in sorted(by_entity.items()))
    indexes = ", ".join(f"{i['IndexName']} {i['items']}" for i in plan["indexes"])
    print(f"items written: {len(plan['items'])} in {batches} batch_write_item requests "
          f"({entities}); index items: {indexes}")
    kinds = ", ".join(f"{k} {v}" for k, v in sorted(patterns.items()))
    limits = ", ".join(str(limit) for limit in LIMITS)
    print(f"queries: {len(plan['queries'])} ({kinds}), {figures['runs']} runs (Limit: {limits}; "
          f"1 only for answers of at most {LIMIT_1_AT_MOST} items)")
    print(f"pages fetched: {figures['pages']}; items returned: {figures['returned']}")
    print(f"verified by Shop::identify: {summary.get('checked')} items, {summary.get('distinct')} "
          f"distinct of {summary.get('generated')} generated "
          f"({json.dumps(summary.get('by_entity'))})")
    print(f"mismatches: {mismatches} ({figures['failed_queries']} queries failed); "
          f"{elapsed:.1f} s")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
