#!/usr/bin/env python3
"""The schema layer end to end against moto's DynamoDB server.

The program (tests/integration/schema_moto.cpp) prints JSON lines: the CreateTable body from
`Shop::table_definition`, the items from `Entity::item` (DynamoDB JSON) and the queries from
`Entity::query<Index>` / `Shop::query<Index>` (Query bodies without TableName), each with the
primary keys it must return, predicted from the generated values. This script passes all of them
to boto3's low-level client as they are, runs every query unpaged and with small Limits following
LastEvaluatedKey (at Limits 1 and 3 through `schema_moto pager`: Shop::cursor, then Shop::resume,
which must also refuse tampered cursors and cursors of other partitions), compares, then hands every returned item back to the program
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
import threading
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from moto_support import (  # noqa: E402 (after the line above)
    driver_start,
    dummy_aws_environment,
    moto_dynamodb,
    plan_records,
)

LIMITS = (None, 1, 3, 7)
# Limits whose pages continue through Shop::cursor / Shop::resume (the others pass
# LastEvaluatedKey back as it is): the program turns each page's LastEvaluatedKey into a cursor
# and resumes from it, and tampered versions of each cursor must be refused before any request.
CURSOR_LIMITS = (1, 3)
BATCH = 25  # batch_write_item's most items per request
SHOWN_FAILURES = 20  # queries whose diff is printed in full
# moto re-sorts the whole table for every Query request (about 10 ms of server time here), so
# queries run from a few threads: boto3's own work then overlaps the server's.
WORKERS = 3


def read_plan(program):
    """Runs `PROGRAM plan`; returns its seed, table, index counts, items and queries."""
    plan = {"seed": None, "table": None, "indexes": [], "items": [], "queries": []}
    for record in plan_records(program, "plan"):
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


class Pager:
    """`PROGRAM pager`: Shop::cursor and Shop::resume over a pipe, one request at a time."""

    def __init__(self, program):
        self.process = subprocess.Popen(
            [program, "pager"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            encoding="utf-8",
        )
        self.lock = threading.Lock()
        self.figures = {"cursors": 0, "tampered": 0, "refused": 0, "accepted_tampered": 0}

    def ask(self, request):
        with self.lock:
            self.process.stdin.write(json.dumps(request, ensure_ascii=False) + "\n")
            self.process.stdin.flush()
            return json.loads(self.process.stdout.readline())

    def resume(self, query, last_evaluated_key, other_cursor):
        """The ExclusiveStartKey for the page after `last_evaluated_key`, through a cursor; also
        checks that tampered cursors, and `other_cursor` (another partition's), are refused."""
        text = self.ask({"op": "cursor", "key": last_evaluated_key})["cursor"]
        tampered = [text[:-1], text + "A", text + "=", "x" + text]
        if other_cursor is not None:
            tampered.append(other_cursor)
        for bad in tampered:
            answer = self.ask({"op": "resume", "query": query, "cursor": bad})
            with self.lock:
                self.figures["tampered"] += 1
                if "error" in answer:
                    self.figures["refused"] += 1
                else:
                    self.figures["accepted_tampered"] += 1
        answer = self.ask({"op": "resume", "query": query, "cursor": text})
        with self.lock:
            self.figures["cursors"] += 1
        if answer.get("start") != last_evaluated_key:
            raise RuntimeError(f"resume gave {answer} for the cursor of {last_evaluated_key}")
        return answer["start"], text

    def close(self):
        self.process.stdin.close()
        return self.process.wait()


def run_query(client, table_name, query, limit, max_pages, pager=None):
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
        if pager is not None and limit in CURSOR_LIMITS:
            other = query.get("foreign_cursor")
            request["ExclusiveStartKey"], _ = pager.resume(
                query["query"], page["LastEvaluatedKey"], other
            )
        else:
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


def run_every_limit(client, table_name, query, max_pages, pager):
    """The pages of `query` at each of its Limits."""
    return [
        run_query(client, table_name, query, limit, max_pages, pager)
        for limit in LIMITS
    ]


def add_foreign_cursors(queries, pager):
    """Gives each query the cursor of another query's first item on the same index but in
    another partition: valid text that resume must refuse for this query."""
    by_index = {}
    for q in queries:
        by_index.setdefault(q["query"].get("IndexName"), []).append(q)
    for group in by_index.values():
        for q in group:
            partition = q["query"]["ExpressionAttributeValues"][":pk"]
            for other in group:
                if other["query"]["ExpressionAttributeValues"][":pk"] != partition and other.get(
                    "first_key"
                ):
                    q["foreign_cursor"] = pager.ask({"op": "cursor", "key": other["first_key"]})[
                        "cursor"
                    ]
                    break


def check_queries(client, table_name, plan, returned, pager):
    """Runs every query at every Limit; writes each returned item to `returned` (one JSON line)."""
    pk, sk = primary_key_attributes(plan["table"])
    figures = {"runs": 0, "pages": 0, "returned": 0, "failures": 0, "failed_queries": 0}
    max_pages = len(plan["items"]) + 2
    # Each query's first item's keys (a LastEvaluatedKey of a Limit 1 page), for the cursors of
    # other partitions.
    for q in plan["queries"]:
        first = client.query(**dict(q["query"], TableName=table_name, Limit=1))
        q["first_key"] = first.get("LastEvaluatedKey")
    add_foreign_cursors(plan["queries"], pager)
    with concurrent.futures.ThreadPoolExecutor(max_workers=WORKERS) as pool:
        answers = pool.map(
            lambda q: run_every_limit(client, table_name, q, max_pages, pager), plan["queries"]
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
    for limit, pages in zip(LIMITS, runs):
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
    code, program = driver_start(argv, "schema_moto.py PROGRAM")
    if code is not None:
        return code
    started = time.monotonic()
    env = dummy_aws_environment()
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
            pager = Pager(program)
            figures = check_queries(client, table_name, plan, returned, pager)
            pager_code = pager.close()
            if pager_code != 0:
                print(f"FAIL: schema_moto pager exited with {pager_code}")
                mismatches += 1
            if pager.figures["accepted_tampered"] != 0:
                print(f"FAIL: resume accepted {pager.figures['accepted_tampered']} tampered or "
                      "foreign cursors")
                mismatches += pager.figures["accepted_tampered"]
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
    print(f"queries: {len(plan['queries'])} ({kinds}), {figures['runs']} runs (Limit: {limits})")
    print(f"pages fetched: {figures['pages']}; items returned: {figures['returned']}")
    print(f"cursors: {pager.figures['cursors']} pages continued by Shop::cursor / Shop::resume "
          f"(Limit {', '.join(str(limit) for limit in CURSOR_LIMITS)}); tampered or foreign "
          f"cursors: {pager.figures['tampered']}, refused before any request: "
          f"{pager.figures['refused']}")
    print(f"verified by Shop::identify: {summary.get('checked')} items, {summary.get('distinct')} "
          f"distinct of {summary.get('generated')} generated "
          f"({json.dumps(summary.get('by_entity'))})")
    print(f"mismatches: {mismatches} ({figures['failed_queries']} queries failed); "
          f"{elapsed:.1f} s")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
